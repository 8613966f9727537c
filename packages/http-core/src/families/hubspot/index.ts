/**
 * `@org/http-core/hubspot`: what the SDKs of HubSpot-style services (the webhooks service) share: their
 * error body ({@link categoryErrorParser}, `{ category, correlationId, message }`, whose `correlationId` is the
 * request id). Only the packages of that family bundle it.
 *
 * @module hubspot
 */
export { categoryErrorParser } from './error-parser.js';
