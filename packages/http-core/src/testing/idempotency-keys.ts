/**
 * Idempotency keys as a service that documents them honours them: the first request with a key is answered
 * and its answer kept; the same request sent again with the key gets the kept answer, and nothing is done
 * twice; the key sent with another request is refused.
 */
import type { FakeError, FakeResponse } from './responses.js';
import type { Answer } from './wire.js';

/** A request sent with a key another request was sent with, as {@link FakeIdempotencyOptions.mismatch} receives it. */
export interface KeyMismatch {
  /** The operation of the request refused. */
  readonly operation: string;
  /** The operation the key was first sent to. */
  readonly firstOperation: string;
}

/** How a fake honours idempotency keys (of the operations whose table entry declares `idempotencyKey`). */
export interface FakeIdempotencyOptions {
  /**
   * The answer to a key sent again with another request (another operation, path, query or body): a response,
   * or a `fakeError(...)` (returned or thrown) for one in the error shape. Default: 422 in the error shape.
   */
  readonly mismatch?: (request: KeyMismatch) => FakeResponse | FakeError;
}

/** What a request with a key finds: nothing yet, the answer of the same request, or another request's. */
export type KeyLookup =
  | { readonly kind: 'new' }
  | { readonly kind: 'repeat'; readonly answer: Promise<Answer> }
  | { readonly kind: 'mismatch'; readonly firstOperation: string };

interface Kept {
  readonly operation: string;
  readonly fingerprint: string;
  answer: Promise<Answer>;
}

/**
 * The keys a fake has seen, with the answers kept for them, until `reset()`. A key belongs to the credential
 * it came with (the service keeps keys per account). A repeat that arrives while the first request is still
 * being answered waits for its answer. An answer with a 5xx status is not kept: the request was not done, and
 * sending it again does it.
 */
export class IdempotencyKeys {
  readonly #kept = new Map<string, Kept>();

  /** What a request with `key` finds; `fingerprint` tells requests apart (operation, path, query and body). */
  lookup(owner: string, key: string, operation: string, fingerprint: string): KeyLookup {
    const kept = this.#kept.get(`${owner}\n${key}`);
    if (kept === undefined) return { kind: 'new' };
    if (kept.operation !== operation || kept.fingerprint !== fingerprint) return { kind: 'mismatch', firstOperation: kept.operation };
    return { kind: 'repeat', answer: kept.answer };
  }

  /** Keeps the answer of the first request with `key` (a promise, so that a repeat arriving meanwhile waits for it). */
  keep(owner: string, key: string, operation: string, fingerprint: string, answer: Promise<Answer>): void {
    const id = `${owner}\n${key}`;
    const kept: Kept = { operation, fingerprint, answer };
    this.#kept.set(id, kept);
    answer.then(
      (settled) => {
        if (settled.status >= 500 && this.#kept.get(id) === kept) this.#kept.delete(id);
      },
      () => {
        if (this.#kept.get(id) === kept) this.#kept.delete(id);
      },
    );
  }

  /** Number of keys kept. */
  get size(): number {
    return this.#kept.size;
  }

  clear(): void {
    this.#kept.clear();
  }
}
