import type { ErrorBodyParser } from '@org/http-core';
import { errorParserWith } from './error-body.js';
import { withStatusCode } from './status-code.js';

/**
 * Reads every error body shape the service uses:
 *
 * - `{ error: { code: "NotFound", message } }` (accounts, apps, tokens, audiences, log flow) and
 *   `{ error: { code: 400, message } }` (most analytics, billing): `code` is the string or number given;
 * - `{ code, message }` (store mapping), `{ code, id, message }` (branches and builds; `id` goes to details),
 *   `{ request_id, code, message }` (bug tracker; `request_id` is the error's request id, and goes to details);
 * - `{ message, status }` and `{ message }` alone (crashes, deployments): no code in the body;
 * - an empty or non-JSON body.
 *
 * Given the answer's status (the client always passes it), it fills in what the body lacks: a code named
 * after the status, in the service's vocabulary (`NotFound`, `Conflict`, ...; see `codeForStatus`),
 * and the message `The service answered <status> (<code>) without a message`. So every `ApiError` from this
 * SDK carries a code and a message. Without the status, it returns what the body holds (`undefined` for a
 * body it cannot read).
 */
export const appLifecycleErrorParser: ErrorBodyParser = errorParserWith(withStatusCode);
