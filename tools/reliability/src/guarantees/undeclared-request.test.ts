/**
 * `client.request` of every package reaches its fake as the table's method does: the request it makes of the
 * method's own method, path, query and declared headers is routed to the same operation, carries the same
 * credential, and resolves.
 */
import type { RequestMethods } from '@org/http-core';
import type { RecordedRequest } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { firstCall } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

/** What a request carries that the method and `client.request` must agree on. */
function sent(request: RecordedRequest) {
  const { authorization, 'x-api-key': apiKey } = request.headers;
  return { operationId: request.operationId, method: request.method, path: request.path, query: [...request.query].sort(), body: request.json, authorization, apiKey };
}

/** A query as `client.request` takes it: repeated names as arrays. */
function queryOf(search: URLSearchParams): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [name, value] of search) (query[name] ??= []).push(value);
  return query;
}

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);

  it('client.request sends what the table method sends and reaches the same operation of the fake', async (context) => {
    record(context, 'data-safety', probe.service, 'client.request reaches the fake as the method does');
    const { call, operation } = firstCall(probe);
    const method = await settle(Promise.resolve(call.send(session.client as never, call.input(session.target), {}, session.target)));
    expect(method.ok).toBe(true);
    const [first] = session.fake.requests.filter((request) => request.operationId === operation.id);
    expect(first).toBeDefined();

    session.fake.reset();
    const declaredHeaders = Object.entries(operation.spec.headers ?? {}).map(([key, param]) => ('name' in param && typeof param.name === 'string' ? param.name : key).toLowerCase());
    const headers = Object.fromEntries(declaredHeaders.filter((name) => first!.headers[name] !== undefined).map((name) => [name, first!.headers[name]!]));
    const client = session.client as unknown as RequestMethods<string>;
    const answer = await settle(
      Promise.resolve(client.request({
        method: first!.method as 'GET',
        // The absolute URL the method went to: taken because it lies under the client's base URL.
        path: new URL(first!.path, session.target.url).href,
        query: queryOf(first!.query),
        headers,
        body: first!.bodyText === '' ? undefined : first!.json,
        responseKind: operation.spec.responseKind === 'stream' ? 'bytes' : operation.spec.responseKind,
      })),
    );
    expect(answer.ok, String(answer.ok ? '' : answer.error)).toBe(true);
    const [again] = session.fake.requests;
    expect(session.fake.requests).toHaveLength(1);
    expect(sent(again!)).toEqual(sent(first!));
  });
});
