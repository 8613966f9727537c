import { sleep, type ClientOptions } from '@org/http-core';
import type { AddressLookupClientOptions } from './client-options.js';
import { checkPerSecond } from './rate-limiter-pace.js';

/**
 * The engine's throttle for the client's `rateLimit` option: none for `false` or none given; a limiter given (any
 * `Throttle`) as it is; for `true` or options, the client's own limiter as a loader of its code (`rate-limit-queue.ts`,
 * a chunk of its own in a browser build), so that a page whose client takes no `rateLimit` never downloads it. The
 * engine runs the loader with the client's first call (waiting for it, or for the call's signal or time limit, and
 * turning a failed import into that call's `NetworkError`, nothing sent, and importing again with the next call).
 * `perSecond` is checked at once, as `createRateLimiter` checks it; the other options are read by the code loaded.
 */
export function rateLimitThrottle(option: AddressLookupClientOptions['rateLimit']): ClientOptions['throttle'] {
  if (!option) return undefined;
  const options = option === true ? {} : option;
  if ('acquire' in options) return options;
  checkPerSecond(options);
  return () => import('./rate-limit-queue.js').then((module) => module.queuedRateLimiter(options, sleep));
}
