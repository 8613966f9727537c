/**
 * A client of only some operations (`create<Name>ClientFor`) behaves as the whole client does: for every
 * package's read and create, both send the same request (method, path, query, body, credential and content
 * headers) and the read resolves to the same data.
 */
import type { OperationGroups } from '@org/http-core';
import type { RecordedRequest } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import { quietOptions, useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

/** What a request carries that the two clients must agree on. */
function sent(request: RecordedRequest) {
  const { authorization, 'x-api-key': apiKey, 'content-type': contentType, accept } = request.headers;
  return { method: request.method, path: request.path, query: [...request.query].sort(), body: request.bodyText, authorization, apiKey, contentType, accept };
}

/**
 * What a read resolved to, for comparing two reads: a page (`{ items, body, response }`) by its items and the
 * fields of its body (the response info differs by request id and timing, a fake's time range by the clock).
 */
function comparable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('response' in value) || !('items' in value)) return value;
  const { items, body } = value as unknown as { items: unknown; body: object };
  return { items, bodyFields: Object.keys(body).sort() };
}

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe, { reset: false });

  for (const { role, call, operation } of probedCalls(probe)) {
    it(`${operation.id} (${role}): the client of this one operation sends and reads what the whole client does`, async (context) => {
      record(context, 'data-safety', probe.service, 'client of one operation sends and reads the same');
      const [group, method] = operation.id.split('.') as [string, string];
      const groups: Record<string, Record<string, unknown>> = { [group]: { [method]: operation.spec } };
      // A long-running operation comes with the operations it is polled and cancelled with.
      for (const id of [operation.spec.longRunning?.poll, operation.spec.longRunning?.cancel]) {
        if (id === undefined) continue;
        const [otherGroup, otherMethod] = id.split('.') as [string, string];
        (groups[otherGroup] ??= {})[otherMethod] = probe.definition.operation(id).spec;
      }
      const picked = probe.clientFor(groups as OperationGroups, session.target, quietOptions);
      expect(Object.keys(picked as object).sort()).toEqual(Object.keys(groups).sort());

      const outcomes = [];
      const requests: RecordedRequest[][] = [];
      for (const client of [session.client, picked]) {
        session.fake.reset();
        outcomes.push(await settle(Promise.resolve(call.send(client as never, call.input(session.target), {}, session.target))));
        requests.push(session.fake.requests.filter((request) => request.operationId === operation.id));
      }
      expect(requests[0]!.length).toBeGreaterThan(0);
      expect(requests[1]!.map(sent)).toEqual(requests[0]!.map(sent));
      expect(outcomes[1]!.ok).toBe(outcomes[0]!.ok);
      if (role === 'read' && outcomes[0]!.ok && outcomes[1]!.ok) expect(comparable(outcomes[1]!.value)).toEqual(comparable(outcomes[0]!.value));
    });
  }
});
