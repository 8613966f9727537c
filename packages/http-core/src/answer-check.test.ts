import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkAnswer, mayHoldProtoKey } from './answer-check.js';
import { openEnum } from './enums.js';
import { int64 } from './validation.js';

/** What zod's own parser says of the same value, for comparison: the value, or the issues. */
const zod = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, structuredClone(value));
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
};
/** What the answer check says, in the same form. */
const check = (schema: z.ZodMiniType, value: unknown) => {
  const result = checkAnswer(schema, value);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
};

const Product = z.looseObject({
  id: z.string(),
  price: z.number(),
  size: z.optional(z.string().check(z.maxLength(3))),
  note: z.nullable(z.string()),
  kind: z.union([z.literal('a'), z.literal('b'), z.number()]),
  state: openEnum(['on', 'off']),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
  shape: z.enum(['round', 'square']),
});
const good = { id: 'p1', price: 1.5, note: null, kind: 'a', state: 'later', tags: ['x'], counts: { a: 1 }, shape: 'round', extra: { kept: true } };

describe('checkAnswer', () => {
  it('accepts what zod accepts, with its unknown fields, and leaves the answer as it was', () => {
    const value = structuredClone(good);
    const checked = check(Product, value);
    expect(checked).toEqual(zod(Product, good));
    expect(checked.data).toEqual(good);
    expect(value).toEqual(good);
  });

  it('refuses what zod refuses, at any depth, with the issues zod reports, leaving the answer untouched', () => {
    const cases: unknown[] = [
      { ...good, id: 1 },
      { ...good, size: 'huge' },
      { ...good, note: undefined },
      { ...good, kind: 'c' },
      { ...good, tags: ['x', 2] },
      { ...good, counts: { a: '1' } },
      { ...good, shape: 'oval' },
      { ...good, price: Infinity },
      [good],
      null,
    ];
    for (const value of cases) {
      const copy = structuredClone(value);
      const checked = check(Product, value);
      expect(checked.success).toBe(false);
      expect(checked).toEqual(zod(Product, value));
      expect(value).toEqual(copy);
    }
  });

  it('gives the values zod transforms, and a failing answer as zod reports it', () => {
    const Account = z.looseObject({ id: int64(), balance: z.optional(int64()), owner: z.looseObject({ id: int64() }) });
    const value = { id: 42, owner: { id: 7 }, other: 1 };
    expect(check(Account, value)).toEqual({ success: true, data: { id: '42', owner: { id: '7' }, other: 1 } });
    expect(check(Account, value)).toEqual(zod(Account, value));
    const bad = { id: 42, owner: { id: 'x' } };
    expect(check(Account, bad)).toEqual(zod(Account, bad));
    expect(check(Account, bad).issues?.[0]?.path).toEqual(['owner', 'id']);
    expect(bad).toEqual({ id: 42, owner: { id: 'x' } });
  });

  it('reports a failure through the error map it is given', () => {
    const result = checkAnswer(Product, { ...good, id: 1 }, { error: () => 'not what was declared' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['id'], 'not what was declared']]);
  });

  it('a strict object refuses unknown fields, as zod does', () => {
    const Strict = z.strictObject({ id: z.string() });
    expect(check(Strict, { id: 'a', more: 1 }).success).toBe(false);
    expect(check(Strict, { id: 'a', more: 1 })).toEqual(zod(Strict, { id: 'a', more: 1 }));
  });

  it('a loose object with a typed catch-all checks the unknown fields', () => {
    const Catch = z.catchall(z.object({ total: z.number() }), z.number());
    expect(check(Catch, { total: 1, a: 2 })).toEqual({ success: true, data: { total: 1, a: 2 } });
    expect(check(Catch, { total: 1, a: 'x' }).success).toBe(false);
    expect(check(Catch, { total: 1, a: 'x' })).toEqual(zod(Catch, { total: 1, a: 'x' }));
  });

  it('the schema decides what happens to unknown fields: a loose object keeps them, a plain one drops them as zod does', () => {
    expect(check(z.looseObject({ id: z.string() }), { id: 'a', more: 1 })).toEqual({ success: true, data: { id: 'a', more: 1 } });
    expect(check(z.object({ id: z.string() }), { id: 'a', more: 1 })).toEqual({ success: true, data: { id: 'a' } });
  });

  it('property names that need quoting, and optional or nullable scalars, are tested as zod tests them', () => {
    const Odd = z.looseObject({ 'a"b': z.string(), 'c\\d': z.optional(z.number()), 'e\nf': z.nullable(z.boolean()) });
    const good = JSON.parse('{"a\\"b":"x","c\\\\d":1,"e\\nf":null}');
    expect(check(Odd, good)).toEqual(zod(Odd, good));
    expect(check(Odd, good).success).toBe(true);
    for (const bad of ['{"a\\"b":1,"e\\nf":true}', '{"a\\"b":"x","c\\\\d":"1","e\\nf":true}', '{"a\\"b":"x","e\\nf":"no"}']) {
      const value = JSON.parse(bad);
      expect([bad, check(Odd, value).success]).toEqual([bad, false]);
      expect([bad, check(Odd, value)]).toEqual([bad, zod(Odd, value)]);
    }
  });

  it('containers with their own checks and recursive schemas agree with zod', () => {
    const Short = z.array(z.string()).check(z.maxLength(2));
    expect(check(Short, ['a', 'b', 'c'])).toEqual(zod(Short, ['a', 'b', 'c']));
    expect(check(Short, ['a', 'b', 'c']).success).toBe(false);
    expect(check(Short, ['a'])).toEqual({ success: true, data: ['a'] });
    const Node = z.looseObject({
      name: z.string(),
      get children() {
        return z.optional(z.array(Node));
      },
    });
    const tree = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
    expect(check(Node, tree)).toEqual({ success: true, data: tree });
    expect(check(Node, { name: 'a', children: [{ name: 2 }] })).toEqual(zod(Node, { name: 'a', children: [{ name: 2 }] }));
    expect(check(Node, { name: 'a', children: [{ name: 2 }] }).success).toBe(false);
  });

  it('keeps own __proto__ keys at any depth as own data, beside the values zod transforms', () => {
    const Account = z.looseObject({ id: int64(), owners: z.array(z.looseObject({ id: int64() })) });
    const text = '{"id":1,"__proto__":{"isAdmin":true},"owners":[{"id":2,"\\u005f_proto__":{"x":{"__proto__":1}}}]}';
    expect(mayHoldProtoKey(text)).toBe(true);
    const value = JSON.parse(text) as Record<string, unknown>;
    const result = checkAnswer(Account, value);
    expect(result.success).toBe(true);
    const data = result.data as { id: string; owners: Array<Record<string, unknown>> };
    expect(data.id).toBe('1');
    expect(data.owners[0]!.id).toBe('2');
    for (const [holder, inner] of [
      [data, { isAdmin: true }],
      [data.owners[0]!, { x: JSON.parse('{"__proto__":1}') }],
      [(data.owners[0]!['__proto__'] as { x: object }).x, 1],
    ] as const) {
      expect(Object.getPrototypeOf(holder)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(holder, '__proto__')?.value).toEqual(inner);
    }
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ isAdmin: true });
    expect(value.id).toBe(1);
  });

  it('tells JSON text that may hold a __proto__ key from text that cannot', () => {
    expect(mayHoldProtoKey('{"__proto__":1}')).toBe(true);
    expect(mayHoldProtoKey('{"\\u005f_proto__":1}')).toBe(true);
    expect(mayHoldProtoKey('{"proto":"__ proto __","list":[1,2]}')).toBe(false);
  });

  it('gives the same answers before and after zod makes the fast path of a schema in frequent use', () => {
    const Account = z.looseObject({ id: int64(), tags: z.array(z.string()), owner: z.looseObject({ id: z.string() }) });
    const value = { id: 7, tags: ['a'], owner: { id: 'o', more: true }, other: null };
    const bad = { id: 7, tags: ['a', 1], owner: {} };
    for (let use = 0; use < 25; use++) {
      expect([use, check(Account, value)]).toEqual([use, { success: true, data: { id: '7', tags: ['a'], owner: { id: 'o', more: true }, other: null } }]);
      expect([use, check(Account, bad)]).toEqual([use, zod(Account, bad)]);
    }
    expect(value.id).toBe(7);
  });
});
