/**
 * The page's tools: what the error path, loaded on demand, uses of the modules every call loads, handed to it
 * as an argument (`errorPathFrom(pageToolList)`) rather than
 * imported. A browser bundler (Vite) gives each module that a page shares with a part loaded on demand a file of
 * its own, loaded with the page; since those parts import nothing the page has, the page stays one file.
 *
 * They are handed over as a list, in the order of `pageToolNames` (`page-tool-names.ts`), and named again by the
 * part that takes them (`namedTools`): the page carries the tools, not their names.
 */
import { zodConfig } from './zod-config.js';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  ValidationError,
} from './errors.js';
import { scalar } from './param-text.js';
import { PROTO_KEY, protoKeysShown } from './proto-key.js';
import { anyHexCase, escapeRegExp, minimumSecretLength, REDACTED, scrubText, secretForms } from './redaction.js';
import { requestIdOf } from './response-parser.js';
import { checkInput, parseInput, UNWORDED } from './validation.js';

/**
 * @internal The page's tools, for the error path (`ErrorPathTools` in `error-path.ts`), in the order of
 * `pageToolNames`. The last is zod's global configuration (its error maps), for wording an issue a check left
 * unworded. A smaller part loaded on demand (the encoder of request bodies) is handed the few it names, by name.
 */
export const pageToolList = [
  ApiError,
  AuthenticationError,
  ConflictError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  ValidationError,
  scalar,
  PROTO_KEY,
  protoKeysShown,
  anyHexCase,
  escapeRegExp,
  minimumSecretLength,
  REDACTED,
  scrubText,
  secretForms,
  requestIdOf,
  checkInput,
  parseInput,
  UNWORDED,
  zodConfig,
] as const;

/** @internal The type of {@link pageToolList}. */
export type PageToolList = typeof pageToolList;
