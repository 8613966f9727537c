import type { RetryOptions } from '../retry.js';

/**
 * The `retry` every fake's `clientOptions()` gives: the client's own retry rules (which failures, how many
 * times), with waits short enough that a test injecting faults does not sleep through backoff.
 */
export const fakeClientRetry: Readonly<Pick<Required<RetryOptions>, 'baseDelayMs' | 'maxDelayMs'>> = Object.freeze({ baseDelayMs: 1, maxDelayMs: 5 });
