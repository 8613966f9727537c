/**
 * The names of the page's tools (`page-tools.ts`), in the order of `pageToolList`: the parts of a call loaded on
 * demand name the list they are handed with them ({@link namedTools}). It imports nothing the page has, so that
 * those parts stay apart from the page.
 */
import type { PageToolList } from './page-tools.js';

/** @internal The name of each of the page's tools, in the order of `pageToolList`. */
export const pageToolNames = [
  'ApiError',
  'AuthenticationError',
  'ConflictError',
  'NetworkError',
  'NotFoundError',
  'PermissionDeniedError',
  'RateLimitError',
  'ResponseValidationError',
  'ValidationError',
  'scalar',
  'PROTO_KEY',
  'protoKeysShown',
  'anyHexCase',
  'escapeRegExp',
  'minimumSecretLength',
  'REDACTED',
  'scrubText',
  'secretForms',
  'requestIdOf',
  'checkInput',
  'parseInput',
  'UNWORDED',
  'zodConfig',
] as const;

type Names = typeof pageToolNames;

/** @internal The page's tools by name: each name of `pageToolNames` with the tool at its place in `pageToolList`. */
export type PageTools = { readonly [I in keyof Names & `${number}` as Names[I]]: PageToolList[I & keyof PageToolList] };

/** The two lists are as long as each other (a compile-time check). */
const sameLength: Names['length'] extends PageToolList['length'] ? (PageToolList['length'] extends Names['length'] ? true : never) : never = true;
void sameLength;

/** @internal The page's tools, handed over as a list (`pageToolList`), by name. */
export function namedTools(list: PageToolList): PageTools {
  const tools: Record<string, unknown> = {};
  pageToolNames.forEach((name, index) => (tools[name] = list[index]));
  return tools as PageTools;
}
