import { issueMessage } from '@org/http-core';
import { schemasOf } from '@org/http-core/testing';
import * as z from '@org/http-core/zod';
import { expect, it } from 'vitest';
import * as exported from './index.js';
import { ReportedServiceContext } from './models/service-context.js';
import { groupStatsList } from './operations/group-stats.js';
import { groupIds } from './operations/group-ids.js';

/** What a schema gives, or the place and the message of each issue it words (as a call's refusal words them). */
function outcome(schema: z.core.$ZodType, given: unknown): unknown {
  const result = z.safeParse(schema, given, { error: issueMessage });
  return result.success ? { data: result.data } : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** The kinds of schema found anywhere inside `schema`. */
function kindsIn(schema: unknown, seen = new Set<unknown>()): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
  if (def === undefined || seen.has(schema)) return new Set();
  seen.add(schema);
  const kinds = new Set([String(def['type'])]);
  const inner = [def['innerType'], def['element'], def['in'], def['out'], def['catchall'], ...((def['options'] as unknown[] | undefined) ?? []), ...Object.values((def['shape'] as object | undefined) ?? {})];
  for (const part of inner) for (const kind of kindsIn(part, seen)) kinds.add(kind);
  return kinds;
}

/** The declarations these schemas replace, in zod: what they must still take, give and refuse. */
const nonEmpty = z.string().check(z.minLength(1));
const before = {
  serviceContext: z.looseObject({
    service: nonEmpty,
    version: z.optional(z.string()),
    resourceType: z.optional(z.never({ error: 'must not be set when reporting; the service fills it in' })),
  }),
  groupIds: z.union([nonEmpty, z.array(nonEmpty)]),
};

it("a report's service context is taken, given and refused as with a length check and a never field", () => {
  const values = [{ service: 'api' }, { service: 'api', version: '1', extra: true }, { service: '' }, { service: '😀' }, {}, { service: 5 }, { service: 'a', resourceType: 'gae_app' }, { service: 'a', resourceType: undefined }, { service: 'a', resourceType: null }, null, 'api'];
  for (const given of values) expect(outcome(ReportedServiceContext, given), JSON.stringify(given)).toEqual(outcome(before.serviceContext, given));
});

it("groupStats.list's groupId is taken, given and refused as with a union of a non-empty string and an array of them", () => {
  const values = ['g1', '', ['g1', 'g2'], [], ['g1', ''], ['', ''], 5, null, {}, true];
  for (const given of values) expect(outcome(groupIds(), given), JSON.stringify(given)).toEqual(outcome(before.groupIds, given));
  expect(outcome(groupIds(), ['g1', 5])).toEqual([['1', 'must be a string']]);
});

it('no schema of the package needs the union or never kinds', () => {
  const kinds = new Set([...schemasOf(exported.operations, exported).values()].flatMap((schema) => [...kindsIn(schema)]));
  expect(kinds.has('union')).toBe(false);
  expect(kinds.has('never')).toBe(false);
  expect(kinds.has('transform')).toBe(true);
  const groupId = groupStatsList.query.groupId.schema;
  expect(kindsIn(groupId)).toEqual(new Set(['optional', 'transform']));
});
