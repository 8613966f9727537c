/**
 * Resource names in the style of Google APIs: `buyers/{buyer}/proposals/{proposal}`. A name is several
 * path segments carried as one value; templates build, parse and check them before anything is sent.
 */
import * as z from 'zod/mini';
import { hasControlCharacters } from '../../control-characters.js';
import { ValidationError } from '../../errors.js';
import { MAX_SEGMENT_LENGTH } from '../../paths.js';
import { plainCheck } from '../../validation.js';

/** The `{variable}` names of a template, as a union: `'buyer' | 'proposal'`. */
export type ResourceNameKeys<T extends string> = T extends `${string}{${infer Key}}${infer Rest}`
  ? Key | ResourceNameKeys<Rest>
  : never;

/** A compiled resource-name template. */
export interface ResourceNameTemplate<K extends string> {
  /** The template, e.g. `buyers/{buyer}/proposals/{proposal}`. */
  readonly template: string;
  /** Variable names in template order. */
  readonly keys: readonly K[];
  /**
   * Builds a name from its parts. Each part must be one non-empty segment without `/`, `?`, `#` or control
   * characters; otherwise a `ValidationError` names the part.
   */
  format(parts: Readonly<Record<K, string | number | bigint>>): string;
  /** Splits a name into its parts, or `undefined` when it does not have this template's shape. */
  parse(name: string): Record<K, string> | undefined;
  /** Whether a name has this template's shape. */
  matches(name: string): boolean;
  /** A string schema accepting only names of this shape, for operation parameters. */
  schema(): z.ZodMiniString<string>;
}

/** @internal One segment of a template: a literal or a `{variable}`. */
export type Piece = { readonly literal: string } | { readonly key: string };

/**
 * Compiles a resource-name template. Literal segments must match exactly; each `{variable}` stands for one
 * segment.
 *
 * @example
 * ```ts
 * const proposalName = resourceName('buyers/{buyer}/proposals/{proposal}');
 * proposalName.format({ buyer: '123', proposal: 'abc' }); // 'buyers/123/proposals/abc'
 * proposalName.parse('buyers/123/proposals/abc');       // { buyer: '123', proposal: 'abc' }
 * proposalName.parse('buyers/123/deals/abc');           // undefined
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceName<const T extends string>(template: T): ResourceNameTemplate<ResourceNameKeys<T>> {
  type K = ResourceNameKeys<T>;
  const { pieces, parse } = resourceNameParser<K>(template);
  const keys = pieces.flatMap((piece) => ('key' in piece ? [piece.key as K] : []));

  return {
    template,
    keys,
    format(parts) {
      return pieces
        .map((piece) => {
          if ('literal' in piece) return piece.literal;
          const value = (parts as Record<string, unknown>)[piece.key];
          if (value === undefined || value === null) {
            throw new ValidationError(`${piece.key} is required to build a name like ${template}`, { field: piece.key });
          }
          const text = String(value);
          const problem = segmentProblem(text);
          if (problem !== undefined) throw new ValidationError(`${piece.key} ${problem}`, { field: piece.key });
          return text;
        })
        .join('/');
    },
    parse,
    matches: (name) => parse(name) !== undefined,
    schema: () => z.string().check(plainCheck((name: string) => parse(name) !== undefined, `must be a resource name like ${template}`)),
  };
}

/**
 * @internal The segments of a resource-name template and the parse of a name against them: what
 * {@link resourceName} checks a name with (`resourceNameSchema`, the light schema, checks its segments with {@link isSegment}).
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceNameParser<K extends string>(template: string): { pieces: Piece[]; parse: (name: string) => Record<K, string> | undefined } {
  const pieces: Piece[] = template.split('/').map((segment) => {
    const variable = /^\{([A-Za-z_]\w*)\}$/.exec(segment);
    if (variable) return { key: variable[1]! };
    if (segment === '' || /[{}]/.test(segment)) {
      throw new TypeError(`Invalid resource name template '${template}': each segment is a literal or one {variable}`);
    }
    return { literal: segment };
  });

  const parse = (name: string): Record<K, string> | undefined => {
    if (typeof name !== 'string') return undefined;
    const segments = name.split('/');
    const parts: Record<string, string> = {};
    const fits =
      segments.length === pieces.length &&
      pieces.every((piece, index) => ('key' in piece ? isSegment((parts[piece.key] = segments[index]!)) : segments[index] === piece.literal));
    return fits ? (parts as Record<K, string>) : undefined;
  };
  return { pieces, parse };
}

/**
 * @internal Whether a part of a name is one segment {@link segmentProblem} finds nothing wrong with: the yes or no a
 * parse and `resourceNameSchema` need, without its words.
 */
export const isSegment = (segment: string): boolean =>
  /^(?!\.\.?$)[^/?#]+$/.test(segment) && segment.length <= MAX_SEGMENT_LENGTH && !hasControlCharacters(segment);

/** What is wrong with a part given to `format`, in words, or `undefined`: the same refusals as {@link isSegment}'s. */
function segmentProblem(segment: string): string | undefined {
  if (segment === '') return 'must not be empty';
  if (segment.includes('/')) return "must be one segment; '/' is not allowed";
  if (segment === '.' || segment === '..') return "must not be '.' or '..'";
  if (segment.length > MAX_SEGMENT_LENGTH) return `must be at most ${MAX_SEGMENT_LENGTH} characters`;
  if (hasControlCharacters(segment)) return 'must not contain control characters';
  if (segment.includes('?') || segment.includes('#')) return "must not contain '?' or '#'";
  return undefined;
}
