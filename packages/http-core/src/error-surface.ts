/**
 * `@org/http-core/errors`: every error class and guard the SDKs throw and test for. Each service package
 * re-exports it whole, so a user imports `ValidationError`, `isTimeoutError` or `isRateLimitError` from the
 * package they installed, next to that package's own error class.
 *
 * @module errors
 */
export * from './errors.js';
