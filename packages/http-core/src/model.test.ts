import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { extendModel, model, partialModel, recordOf, unknownFields } from './model.js';
import { createClient } from './service.js';
import { testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

/** `T` as one object type, for comparing types. */
type Flat<T> = { [K in keyof T]: T[K] };

const Owner = model({ id: z.string() });
const Thing = model({
  /** The thing's name. */
  name: z.string(),
  size: z.optional(z.number()),
  owner: z.optional(Owner),
});

describe('model', () => {
  it('types the declared fields and nothing else', () => {
    expectTypeOf<z.output<typeof Thing>>().toEqualTypeOf<{ name: string; size?: number | undefined; owner?: { id: string } | undefined }>();
    expectTypeOf<z.input<typeof Thing>>().toEqualTypeOf<{ name: string; size?: number | undefined; owner?: { id: string } | undefined }>();
    // @ts-expect-error a field the model does not declare is no property of its type
    expect(z.parse(Thing, { name: 'a' }).namee).toBeUndefined();
  });

  it('keeps the fields a value holds beyond the declared ones, at every level', () => {
    const value = { name: 'a', added: [1, 2], owner: { id: 'o', team: 't' } };
    expect(z.parse(Thing, value)).toEqual(value);
  });

  it('still checks the declared fields', () => {
    expect(z.safeParse(Thing, { name: 1 }).success).toBe(false);
  });

  it('extendModel adds fields and declares some anew; unknown fields are still kept', () => {
    const Named = extendModel(Thing, { name: z.literal('fixed'), color: z.string() });
    expectTypeOf<Flat<z.output<typeof Named>>>().toEqualTypeOf<{ name: 'fixed'; color: string; size?: number | undefined; owner?: { id: string } | undefined }>();
    expect(z.parse(Named, { name: 'fixed', color: 'red', later: true })).toEqual({ name: 'fixed', color: 'red', later: true });
    expect(z.safeParse(Named, { name: 'other', color: 'red' }).success).toBe(false);
  });

  it('partialModel makes every field optional and keeps unknown fields', () => {
    const Some = partialModel(Thing);
    expectTypeOf<z.output<typeof Some>>().toEqualTypeOf<{ name?: string | undefined; size?: number | undefined; owner?: { id: string } | undefined }>();
    expect(z.parse(Some, { later: 1 })).toEqual({ later: 1 });
  });
});

describe('recordOf', () => {
  it('takes the decoded JSON z.record(z.string(), value) takes, and gives the same value', () => {
    const labels = recordOf(z.array(z.string()));
    const zodForm = z.record(z.string(), z.array(z.string()));
    expectTypeOf<z.output<typeof labels>>().toEqualTypeOf<Record<string, string[]>>();
    for (const text of ['{}', '{"a":["x"],"b":[]}', '{"a":"x"}', '{"a":[1]}', '[]', '"a"', 'null', '{"__proto__":["x"]}', '{"":["x"],"constructor":["y"]}']) {
      const decoded: unknown = JSON.parse(text);
      const [ours, theirs] = [z.safeParse(labels, decoded), z.safeParse(zodForm, decoded)];
      expect([text, ours.success, ours.data]).toEqual([text, theirs.success, theirs.data]);
    }
  });
});

describe('unknownFields', () => {
  it('returns the top-level fields the model does not declare, as received', () => {
    const value = z.parse(Thing, { name: 'a', size: 2, added: { deep: [1] }, flag: false });
    expect(unknownFields(Thing, value)).toEqual({ added: { deep: [1] }, flag: false });
    expectTypeOf(unknownFields(Thing, value)).toEqualTypeOf<Record<string, unknown>>();
  });

  it('returns {} when there is none, and looks at one level only', () => {
    expect(unknownFields(Thing, { name: 'a', owner: { id: 'o', team: 't' } } as z.output<typeof Thing>)).toEqual({});
    expect(unknownFields(Owner, { id: 'o', team: 't' } as z.output<typeof Owner>)).toEqual({ team: 't' });
  });

  it('returns an own `__proto__` field as a plain field, never as a prototype', () => {
    const value = JSON.parse('{"name":"a","__proto__":{"polluted":true}}') as z.output<typeof Thing>;
    const unknown = unknownFields(Thing, value);
    expect(Object.getPrototypeOf(unknown)).toBe(Object.prototype);
    expect(Object.hasOwn(unknown, '__proto__')).toBe(true);
    expect((unknown as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

const stored = { name: 'a', addedLater: { since: 'v2' }, owner: { id: 'o', team: 't' } };
const server = await shareServer((request, response) => json(response, 200, request.method === 'PUT' ? JSON.parse(request.body) : stored));

describe('a model over HTTP', () => {
  const service = testService({
    things: {
      get: { method: 'GET', path: '/things/{id}', summary: 'Read a thing', pathParams: { id: z.string() }, response: Thing },
      put: { method: 'PUT', path: '/things/{id}', summary: 'Replace a thing', pathParams: { id: z.string() }, body: Thing, response: Thing },
    },
  });

  it('a read-modify-write sends back the fields the service added, and unknownFields returns them', async () => {
    const client = createClient(service, { baseUrl: server.url, retry: false });
    const thing = await client.things.get({ id: '1' });
    expect(unknownFields(Thing, thing)).toEqual({ addedLater: { since: 'v2' } });
    const saved = await client.things.put({ id: '1', body: { ...thing, size: 3 } });
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ ...stored, size: 3 });
    expect(unknownFields(Thing, saved)).toEqual({ addedLater: { since: 'v2' } });
    expect(unknownFields(Owner, saved.owner!)).toEqual({ team: 't' });
  });
});
