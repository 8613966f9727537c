/**
 * `@org/http-core/testing`: the kit every service package builds its in-memory fake with
 * (`@org/<service>/testing`).
 *
 * - {@link startFakeServer} serves a service's operations on a real loopback HTTP server: routing from
 *   the operation table, credential checks, request validation, errors in the service's shape
 *   ({@link errorShapes}), CORS, a request log, connection counting and fault injection ({@link Faults}).
 * - Handlers answer with {@link json}, {@link text}, {@link empty}, or throw {@link fakeError} ({@link canonicalError}
 *   for the canonical codes of Google APIs, at their status).
 * - {@link createStore} keeps a fake's state; `require` and `remove` answer a missing item with the service's error.
 * - {@link paginate} pages through a list; {@link pageAnswer} answers a page with its next token, {@link nextPageLink}
 *   makes the link to the next page for services that page with `nextLink`.
 * - Each fake takes {@link FakeListenOptions}: where it listens, and HTTPS.
 * - Each fake offers `clientOptions()` (its address, the credential it accepts, what the client needs to reach
 *   the fake's other origins, and {@link fakeClientRetry}) and `client(options?)`, a client made with those options
 *   and the caller's over them.
 * - `basePath` serves the operations where the service's public base address puts them (`/v1`), `tls` serves
 *   HTTPS with a certificate made at start-up ({@link createTestCertificates}; trust `server.caCertificate`).
 * - {@link startForwardProxy} is a forward proxy on 127.0.0.1 that records the calls a client's `proxy` settings
 *   send through it.
 *
 * @example
 * ```ts
 * import { canonicalError, createStore, errorShapes, json, pageAnswer, paginate, startFakeServer } from '@org/http-core/testing';
 *
 * const widgets = createStore<Widget>({ idPrefix: 'w' });
 * const server = await startFakeServer({
 *   service: widgetService,
 *   errorShape: errorShapes.google,
 *   onReset: () => widgets.reset(),
 *   handlers: {
 *     'widgets.create': (req) => json(200, widgets.create((id) => ({ ...(req.body as Widget), id }))),
 *     'widgets.get': (req) => {
 *       const id = req.params.widgetId!;
 *       return json(200, widgets.require(id, () => canonicalError('NOT_FOUND', `No widget ${id}`)));
 *     },
 *     'widgets.list': (req) => {
 *       const page = paginate(widgets.list(), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') });
 *       return pageAnswer('widgets', page);
 *     },
 *   },
 * });
 * try {
 *   server.faults.status([503], { headers: { 'retry-after': '0' } });
 * } finally {
 *   await server.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
export { type ApiKeyCheck, type AuthRefusal, type AuthScheme, type FakeAuthOptions, type FakeCredential, type PrincipalResult } from './auth-check.js';
export { canonicalError, canonicalStatus, type CanonicalCode } from './canonical-errors.js';
export {
  GOOGLE_CREDENTIALS_INVALID_MESSAGE,
  GOOGLE_CREDENTIALS_MISSING_MESSAGE,
  googleAuthRefusal,
  type GoogleAuthRefusalOptions,
} from './google-auth-refusal.js';
export { type CorsOptions } from './cors.js';
export { defineErrorShape, errorShapes, type ErrorExtra, type ErrorShape } from './error-shapes.js';
export { startFakeServer, type FakeServer, type FakeServerOptions, type UnknownPathAnswer, type UnknownPathRequest } from './fake-server.js';
export { fakeClientRetry } from './fake-client.js';
export {
  Faults,
  type FaultAction,
  type FaultKind,
  type FaultScope,
  type InjectedFault,
  type OversizedFaultOptions,
  type RedirectTarget,
  type StatusFaultOptions,
} from './faults.js';
export { type FakeHandler, type FakeHandlers, type FakeRequest, type HandlerContext, type OperationId } from './handlers.js';
export { type FakeIdempotencyOptions, type KeyMismatch } from './idempotency-keys.js';
export { type FakeListenOptions } from './listen-options.js';
export { distinctSchemas, lightDifferences, sampleOf, schemasOf, valuesFor, zodOf, zodPartsOf } from './light-differential.js';
export { createStore, MemoryStore, type StoreOptions, type StoreSnapshot } from './memory-store.js';
export { nextPageLink } from './next-page-link.js';
export { pageAnswer, type PageAnswerOptions } from './page-answer.js';
export { paginate, queryFingerprint, type PageSlice, type PaginateOptions } from './paginate.js';
export { type RecordedRequest } from './request-log.js';
export { DEFAULT_MAX_BODY_BYTES, DEFAULT_WRONG_CONTENT_TYPE_STATUS, type RequestBodyRules } from './request-bodies.js';
export { notFoundPage } from './not-found-page.js';
export { undocumentedText, undocumentedValue, type UndocumentedValue } from './undocumented-values.js';
export { type UndocumentedField, type UndocumentedRefusal } from './undocumented-refusal.js';
export { empty, FakeError, fakeError, isFakeError, json, text, type FakeResponse } from './responses.js';
export { startForwardProxy, type ForwardProxy, type ForwardProxyOptions, type ProxiedCall } from './forward-proxy.js';
export { createTestCertificates, type TestCertificateOptions, type TestCertificates } from './test-certificates.js';
export type { Answer } from './wire.js';
export {
  DeliveryQueue,
  type DeliveryAttempt,
  type DeliveryQueueOptions,
  type OutgoingRequest,
  type QueuedDelivery,
} from './delivery-queue.js';
