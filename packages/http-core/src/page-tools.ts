/**
 * The page's tools: what the parts of a call loaded on demand (the error path, the encoder of request bodies) use
 * of the modules every call loads, handed to them as an argument (`errorPathWith(pageTools)`) rather than
 * imported. A browser bundler (Vite) gives each module that a page shares with a part loaded on demand a file of
 * its own, loaded with the page; since those parts import nothing the page has, the page stays one file.
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
import { retryAfterMs } from './retry.js';
import { checkInput, parseInput, UNWORDED } from './validation.js';

/**
 * @internal The page's tools, for the parts of a call loaded on demand: each takes those its type names
 * (`ErrorPathTools` in `error-path.ts`, `RequestBodyTools` in `request-body.ts`).
 */
export const pageTools = {
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
  retryAfterMs,
  checkInput,
  parseInput,
  UNWORDED,
  /** zod's global configuration (its error maps), for wording an issue a check left unworded. */
  zodConfig,
} as const;
