/**
 * `request(client, …)`: a call the operation table does not declare, for any client, including one of only some
 * operations (`createClientFor`), which has no `request` method so that pages do not bundle it.
 */
import type { ApiPromise } from './api-promise.js';
import type { CallOptions } from './call-options.js';
import { clientCore, type WithClientCore } from './client-core.js';
import type { Schema } from './operation.js';
import { requestMethod, type RequestMethods, type RequestOutput, type UndeclaredRequest } from './undeclared-request.js';

/**
 * Sends a request the operation table does not declare through `client`, as `client.request(...)` does (see
 * {@link UndeclaredRequest}): the client's base URL, credential, retries of idempotent methods, time limits,
 * hooks, redaction, request ids and typed errors. It is how a client of some operations (`create<Name>ClientFor`)
 * reaches an endpoint the package does not know yet; a page that does not import it does not bundle it. A client of
 * the whole table is taken too.
 *
 * @example
 * ```ts
 * import { createWebhooksClientFor, request, subscriptionsList } from '@org/webhooks';
 *
 * const client = createWebhooksClientFor({ subscriptions: { list: subscriptionsList } }, { apiKey });
 * const found = await request(client, { method: 'GET', path: `/webhooks/v3/${appId}/subscriptions/search`, query: { limit: 10 } });
 * ```
 */
export function request<S extends Schema | undefined = undefined, P extends string = never>(
  client: WithClientCore<P> | RequestMethods<P>,
  undeclared: UndeclaredRequest<S>,
  options?: CallOptions,
): ApiPromise<RequestOutput<S, P>> {
  const core = (client as WithClientCore<P> | undefined)?.[clientCore];
  if (core === undefined) throw new TypeError('request(client, ...) takes a client made by createClient or a create...ClientFor function');
  return requestMethod(core.engine, core.service)(undeclared, options) as ApiPromise<RequestOutput<S, P>>;
}
