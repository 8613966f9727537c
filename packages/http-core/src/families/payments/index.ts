/**
 * `@org/http-core/payments`: what the SDKs of the payment platform share: their error body
 * ({@link paymentErrorParser}) and test and live environments with an account-specific live address
 * ({@link resolveEnvironmentUrl}). Only the packages of that family bundle it.
 *
 * @module payments
 */
export { paymentErrorParser } from './error-parser.js';
export { resolveEnvironmentUrl, type Environment, type EnvironmentChoice, type EnvironmentRules } from './environments.js';
