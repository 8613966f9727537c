import { TimeoutError, type RequestSummary } from './errors.js';

/** Which limit ends a wait: the attempt's own, or the whole call's. */
export type LimitScope = 'attempt' | 'total';

/** The nearer of two limits: how long it leaves, and which one it is. */
export interface NearerLimit {
  readonly ms: number;
  readonly scope: LimitScope;
}

/**
 * The time budget of a call: a limit per attempt and a total limit, counted from when the budget was made.
 * Every question about time left is asked here, on `performance.now()`.
 */
export class Deadline {
  /** The total limit in ms; `undefined` for none. */
  declare readonly totalMs: number | undefined;
  /** The limit of each attempt in ms; `undefined` for none. */
  declare readonly attemptMs: number | undefined;
  /** The end of the total limit, a `performance.now()` time. */
  readonly #at: number | undefined;

  /** Limits that are not positive finite numbers are no limits. */
  constructor(totalMs: number | undefined, attemptMs?: number | undefined) {
    this.totalMs = positiveOrUndefined(totalMs);
    this.attemptMs = positiveOrUndefined(attemptMs);
    this.#at = this.totalMs === undefined ? undefined : performance.now() + this.totalMs;
  }

  /** The time left before the total limit, in ms (negative once past it); `undefined` for none. */
  left(): number | undefined {
    return this.#at === undefined ? undefined : this.#at - performance.now();
  }

  /** The time left, or the {@link TimeoutError} of the total limit once none is left. */
  leftOrThrow(request: RequestSummary | (() => RequestSummary)): number | undefined {
    const left = this.left();
    if (left !== undefined && left <= 0) throw this.timeout('total', request);
    return left;
  }

  /**
   * The nearer of the attempt's limit and `leftMs` of the call's time; `undefined` when neither limits. With
   * `spentMs`, the attempt's limit is what is left of it after that (whole ms, at least 1).
   */
  nearer(leftMs: number | undefined, spentMs?: number): NearerLimit | undefined {
    const attemptMs = this.attemptMs === undefined || spentMs === undefined ? this.attemptMs : Math.max(1, Math.floor(this.attemptMs - spentMs));
    if (leftMs !== undefined && (attemptMs === undefined || leftMs < attemptMs)) return { ms: leftMs, scope: 'total' };
    return attemptMs === undefined ? undefined : { ms: attemptMs, scope: 'attempt' };
  }

  /** The {@link TimeoutError} of a limit of this budget. */
  timeout(scope: LimitScope, request: RequestSummary | (() => RequestSummary)): TimeoutError {
    const summary = typeof request === 'function' ? request() : request;
    return new TimeoutError(scope, (scope === 'total' ? this.totalMs : this.attemptMs)!, summary);
  }
}

/** `value` when it is a positive finite number, else `undefined`. */
export function positiveOrUndefined(value: number | undefined): number | undefined {
  return value === undefined || value <= 0 || !Number.isFinite(value) ? undefined : value;
}
