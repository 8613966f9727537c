/** The fake's rate limits: per IP address per second, and the suggestions window with its headers. */
import { fakeError } from '@org/http-core/testing';

/** Rate limits of a fake. */
export interface FakeLimits {
  /** Requests per second per IP address before answering 503. Default 30. */
  readonly requestsPerSecond?: number;
  /** Suggestion requests (address autocomplete and place search) per window per IP address. Default 3000. */
  readonly suggestionsPerWindow?: number;
  /** Length of the suggestions window. Default 5 minutes. */
  readonly suggestionWindowMs?: number;
  /**
   * The clock (ms) the per-second limit counts with: real time by default (`performance.now`), not the fake's
   * `now`, so that a fake clock standing still does not make every request fall in one second. Give one to decide
   * in a test which requests share a second.
   */
  readonly secondClock?: () => number;
}

/** Counts requests per IP address over the last second (real time, not the fake's clock). */
export class PerSecondLimit {
  readonly #limit: number;
  readonly #clock: () => number;
  readonly #seen = new Map<string, number[]>();

  constructor(limit: number, clock: () => number = () => performance.now()) {
    this.#limit = limit;
    this.#clock = clock;
  }

  /** Records a request; throws a 503 when it is over the limit (a refused request does not count). */
  admit(ip: string, time = this.#clock()): void {
    const recent = (this.#seen.get(ip) ?? []).filter((at) => at > time - 1000);
    if (recent.length >= this.#limit) {
      this.#seen.set(ip, recent);
      throw fakeError(503, undefined, `Rate limit exceeded: more than ${this.#limit} requests per second from ${ip}`);
    }
    recent.push(time);
    this.#seen.set(ip, recent);
  }

  clear(): void {
    this.#seen.clear();
  }
}

/** The suggestions window per IP address; every answer reports it in `X-RateLimit-*` headers. */
export class SuggestionWindow {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { start: number; used: number }>();

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts a request and returns its headers; throws a 503 with the same headers once the window is used up. */
  take(ip: string, time = Date.now()): Record<string, string> {
    let window = this.#windows.get(ip);
    if (!window || time >= window.start + this.#windowMs) {
      window = { start: time, used: 0 };
      this.#windows.set(ip, window);
    }
    const reset = String(Math.ceil((window.start + this.#windowMs) / 1000));
    if (window.used >= this.#limit) {
      const headers = { 'x-ratelimit-limit': String(this.#limit), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset };
      throw fakeError(503, undefined, `Suggestion rate limit of ${this.#limit} requests reached`, {}, headers);
    }
    window.used++;
    return {
      'x-ratelimit-limit': String(this.#limit),
      'x-ratelimit-remaining': String(this.#limit - window.used),
      'x-ratelimit-reset': reset,
    };
  }

  clear(): void {
    this.#windows.clear();
  }
}
