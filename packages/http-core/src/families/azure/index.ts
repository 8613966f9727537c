/**
 * `@org/http-core/azure`: what the SDKs of resource-manager services share: their error body
 * ({@link resourceManagerErrorParser}, `{ error: { code, message } }`). Only the packages of that family
 * bundle it.
 *
 * @module azure
 */
export { resourceManagerErrorParser } from './error-parser.js';
