/**
 * `@org/checkout-utility`: a typed client for the checkout utility service, which creates origin keys for
 * merchant domains. Built on `@org/http-core`; a fake of the service for tests is in
 * `@org/checkout-utility/testing`.
 *
 * @packageDocumentation
 */
export { createCheckoutUtilityClient, type CheckoutUtilityClient, type CheckoutUtilityClientOptions } from './client.js';
export { checkoutTestUrl, resolveCheckoutBaseUrl, type CheckoutEnvironment, type EnvironmentOptions } from './environment.js';
export { OriginKeysRequest, OriginKeysResponse } from './models/origin-keys.js';
export { originKeysCreate } from './operations/origin-keys.js';
export { originKeyOutcomes, type OriginKeyOutcome } from './origin-key-outcomes.js';
export { isOriginDomain, originDomain } from './origin-domain.js';
export { checkoutUtilityService, operations, type CheckoutUtilityGroups } from './service.js';
export { type CallOptions } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createCheckoutUtilityClientFor } from './client-for.js';
export { checkoutUtilityServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
