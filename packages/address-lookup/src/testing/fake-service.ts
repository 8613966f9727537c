/**
 * The table the fake serves: the service's own, except that a few query parameters reach the handlers
 * unchecked, because the service answers bad values of those with codes of their own (4005, 4006 for a
 * start or end that is not a timestamp, 4009 for more than 3 tags) rather than the generic 4000.
 */
import { defineService, paramSpec, type OperationGroups, type OperationSpec, type Param, type ServiceDefinition } from '@org/http-core';
import * as z from '@org/http-core/light';
import { addressLookupService } from '../service.js';

/** Query parameters the handlers check themselves. */
const checkedByHandlers: ReadonlySet<string> = new Set(['tags', 'start', 'end']);

function relaxed(spec: OperationSpec): OperationSpec {
  if (!spec.query) return spec;
  const query: Record<string, Param> = {};
  for (const [key, param] of Object.entries(spec.query)) {
    query[key] = checkedByHandlers.has(key) ? { ...paramSpec(param), schema: z.optional(z.string()) } : param;
  }
  return { ...spec, query };
}

const groups: Record<string, Record<string, OperationSpec>> = {};
for (const [group, methods] of Object.entries(addressLookupService.groups as OperationGroups)) {
  groups[group] = Object.fromEntries(Object.entries(methods).map(([method, spec]) => [method, relaxed(spec)]));
}

// How the client unwraps answers (the envelope) is no concern of the server's; how error bodies read (the error
// format) stays, for tests that read the fake's refusals as a client would.
const { envelope: _envelope, ...served } = addressLookupService;

/** The service as the fake serves it (same operations, ids and paths). */
export const fakeService = defineService({ ...served, groups }) as unknown as ServiceDefinition<typeof addressLookupService.groups>;
