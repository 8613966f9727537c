import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkAnswer } from './answer-check.js';
import { int64, openEnum } from './validation.js';

/** What zod's parse says of the same value, for comparison. */
const zod = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, structuredClone(value));
  return result.success ? { ok: true, value: result.data } : { ok: false };
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
  it('accepts what zod accepts, keeping the very same object and its unknown fields', () => {
    const value = structuredClone(good);
    const checked = checkAnswer(Product, value);
    expect(checked).toEqual(zod(Product, good));
    expect(checked.ok && checked.value).toBe(value);
  });

  it('refuses what zod refuses, at any depth, leaving the answer untouched', () => {
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
      expect(checkAnswer(Product, value)).toEqual({ ok: false });
      expect(zod(Product, value)).toEqual({ ok: false });
      expect(value).toEqual(copy);
    }
  });

  it('writes back what zod would change, only once everything passed', () => {
    const Account = z.looseObject({ id: int64(), balance: z.optional(int64()), owner: z.looseObject({ id: int64() }) });
    const value = { id: 42, owner: { id: 7 }, other: 1 };
    expect(checkAnswer(Account, value)).toEqual({ ok: true, value: { id: '42', owner: { id: '7' }, other: 1 } });
    expect(checkAnswer(Account, value)).toEqual(zod(Account, { id: 42, owner: { id: 7 }, other: 1 }));
    const bad = { id: 42, owner: { id: 'x' } };
    expect(checkAnswer(Account, bad)).toEqual({ ok: false });
    expect(bad).toEqual({ id: 42, owner: { id: 'x' } });
  });

  it('a strict object refuses unknown fields, as zod does', () => {
    const Strict = z.strictObject({ id: z.string() });
    expect(checkAnswer(Strict, { id: 'a', more: 1 })).toEqual({ ok: false });
    expect(zod(Strict, { id: 'a', more: 1 })).toEqual({ ok: false });
  });

  it('a loose object with a typed catch-all checks the unknown fields', () => {
    const Catch = z.catchall(z.object({ total: z.number() }), z.number());
    expect(checkAnswer(Catch, { total: 1, a: 2 })).toEqual(zod(Catch, { total: 1, a: 2 }));
    expect(checkAnswer(Catch, { total: 1, a: 'x' })).toEqual({ ok: false });
  });

  it('an object that zod strips keeps its unknown fields here: nothing the service sent is lost', () => {
    const Stripped = z.object({ id: z.string() });
    expect(checkAnswer(Stripped, { id: 'a', more: 1 })).toEqual({ ok: true, value: { id: 'a', more: 1 } });
  });

  it('property names that need quoting, and optional or nullable scalars, are tested as zod tests them', () => {
    const Odd = z.looseObject({ 'a"b': z.string(), 'c\\d': z.optional(z.number()), 'e\nf': z.nullable(z.boolean()) });
    const good = JSON.parse('{"a\\"b":"x","c\\\\d":1,"e\\nf":null}');
    expect(checkAnswer(Odd, good)).toEqual(zod(Odd, good));
    expect(checkAnswer(Odd, good).ok).toBe(true);
    for (const bad of ['{"a\\"b":1,"e\\nf":true}', '{"a\\"b":"x","c\\\\d":"1","e\\nf":true}', '{"a\\"b":"x","e\\nf":"no"}']) {
      const value = JSON.parse(bad);
      expect([bad, checkAnswer(Odd, value)]).toEqual([bad, { ok: false }]);
      expect([bad, zod(Odd, value)]).toEqual([bad, { ok: false }]);
    }
  });

  it('containers with their own checks and recursive schemas agree with zod', () => {
    const Short = z.array(z.string()).check(z.maxLength(2));
    expect(checkAnswer(Short, ['a', 'b', 'c'])).toEqual({ ok: false });
    expect(checkAnswer(Short, ['a'])).toEqual({ ok: true, value: ['a'] });
    const Node = z.looseObject({
      name: z.string(),
      get children() {
        return z.optional(z.array(Node));
      },
    });
    const tree = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
    expect(checkAnswer(Node, tree)).toEqual({ ok: true, value: tree });
    expect(checkAnswer(Node, { name: 'a', children: [{ name: 2 }] })).toEqual({ ok: false });
  });
});
