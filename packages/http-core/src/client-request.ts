/**
 * `request(client, …)`: a call the operation table does not declare, for any client, including one of only some
 * operations (`createClientFor`), which has no `request` method so that pages do not bundle it; and the `request`
 * method of a client of the whole table. The checks and making of such a call (`undeclared-request.ts`) load on
 * demand, with the first one.
 */
import * as z from 'zod/mini';
import { ApiPromise } from './api-promise.js';
import type { CallOptions } from './call-options.js';
import { clientCore, type WithClientCore } from './client-core.js';
import { hasControlCharacters, hasLoneSurrogate } from './control-characters.js';
import type { Engine } from './engine.js';
import { ValidationError } from './errors.js';
import { onDemand } from './on-demand.js';
import { isIdempotentMethod, type Schema } from './operation.js';
import type { RequestMethod, RequestMethods, RequestOutput, UndeclaredRequest } from './undeclared-request.js';

/** The making of calls the table does not declare (`undeclared-request.ts`), loaded with the first one. */
const undeclaredCalls = onDemand(
  () =>
    import('./undeclared-request.js').then((module) =>
      module.undeclaredCallWith({
        ValidationError,
        isIdempotentMethod,
        hasControlCharacters,
        hasLoneSurrogate,
        zod: { union: z.union, string: z.string, number: z.number, boolean: z.boolean, bigint: z.bigint, date: z.date, nullish: z.nullish, array: z.array, unknown: z.unknown },
      }),
    ),
  'calls the table does not declare',
);

/** @internal The `request` method of a client: each call is an operation of the service `service`, made for it alone. */
export function requestMethod(engine: Engine, service: { readonly name: string; readonly defaultAuth: readonly string[] }): RequestMethod<string> {
  return ((given: UndeclaredRequest, options: CallOptions = {}) => {
    const request = asGiven(given);
    const method = typeof request?.method === 'string' ? request.method.toUpperCase() : undefined;
    /** Makes the call once its code has loaded, and takes `take` of it; a refusal still passes the client's final step of errors (redaction, `beforeError`). */
    const run = async <R>(take: (call: ApiPromise<unknown>) => Promise<R>): Promise<R> => {
      let call;
      try {
        call = (await undeclaredCalls({ id: 'request', method }))(request, options, engine.baseUrl, service);
      } catch (error) {
        throw await engine.finish(error, options);
      }
      return take(engine.call(call.operation, call.input, call.options));
    };
    return new ApiPromise({ withResponse: () => run((call) => call.withResponse()), asResponse: () => run((call) => call.asResponse()) });
  }) as RequestMethod<string>;
}

/** The request as it is when the call is made, its query and headers included: its code reads it once loaded. */
function asGiven(request: UndeclaredRequest): UndeclaredRequest {
  if (typeof request !== 'object' || request === null) return request;
  const copy: Record<string, unknown> = { ...request };
  for (const key of ['query', 'headers']) {
    const fields = copy[key];
    if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) copy[key] = { ...fields };
  }
  return copy as unknown as UndeclaredRequest;
}

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
