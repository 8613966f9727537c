/**
 * `@org/checkout-utility`: a typed client for the checkout utility service, which creates origin keys for
 * merchant domains. Built on `@org/http-core`; a fake of the service for tests is in
 * `@org/checkout-utility/testing`.
 *
 * @packageDocumentation
 */
export { createCheckoutUtilityClient, createCheckoutUtilityClientFor, type CheckoutUtilityClient, type CheckoutUtilityClientOptions } from './client.js';
export { checkoutTestUrl, resolveCheckoutBaseUrl, type CheckoutEnvironment, type EnvironmentOptions } from './environment.js';
export { OriginKeysRequest, OriginKeysResponse } from './models/origin-keys.js';
export { originKeyOutcomes, type OriginKeyOutcome } from './origin-key-outcomes.js';
export { isOriginDomain, originDomain } from './origin-domain.js';
export { checkoutUtilityService, checkoutUtilityServiceInfo, operations, type CheckoutUtilityGroups } from './service.js';
export { type CallOptions } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** A named input and output type for every operation (`<Group><Method>Input`, `...Output`, `...Item` for lists). */
export type * from './operation-types.js';
