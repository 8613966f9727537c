/**
 * Idempotency keys: how an operation whose service documents one takes it. A call of such an operation
 * sends one key, made once per call (or given by the caller), on every attempt; the service answers a repeat
 * with the first answer instead of acting twice, so the engine may retry the call as it retries a read.
 */

/** Where an operation takes its idempotency key. */
export interface IdempotencyKeySpec {
  /** The request header carrying the key, e.g. `Idempotency-Key`. */
  readonly header: string;
  /** Longest key the service takes, in characters; a longer one given by the caller is refused before sending. */
  readonly maxLength?: number;
}
