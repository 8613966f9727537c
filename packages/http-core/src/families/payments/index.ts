/**
 * `@org/http-core/payments`: what the SDKs of the payment platform share: their error body
 * ({@link paymentErrorParser}), test and live environments with an account-specific live address
 * ({@link resolveEnvironmentUrl}), and the idempotency key its POST requests take ({@link paymentIdempotencyKey}).
 * Only the packages of that family bundle it.
 *
 * @module payments
 */
export { paymentErrorParser } from './error-parser.js';
export { paymentIdempotencyKey } from './idempotency-key.js';
export { resolveEnvironmentUrl, type Environment, type EnvironmentChoice, type EnvironmentRules } from './environments.js';
