import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { documentedValues } from './enums.js';
import * as light from './light.js';
import { isLight, ZOD_VERSION } from './light-schema.js';
import { plainCheck } from './plain-checks.js';
import { distinctSchemas, lightDifferences, sampleOf, zodOf, zodPartsOf } from './testing/light-differential.js';
import { undocumentedValue } from './testing/undocumented-values.js';
import { zodConfig } from './zod-config.js';

describe('the zod protocol light schemas speak', () => {
  it('is the protocol of the zod in use: its version and where it keeps its configuration', () => {
    // A light schema runs inside zod's parsers and reads zod's configuration where zod keeps it: a zod upgrade
    // must be checked with this file's differential tests before these figures change.
    expect(z.core.version).toEqual(ZOD_VERSION);
    expect(zodConfig()).toBe(z.config());
  });

  it('words an issue with the message zod would give, through zod\'s global configuration', () => {
    const customError = (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'a type of its own' : undefined);
    z.config({ customError });
    try {
      const expected = z.safeParse(z.string(), 1);
      expect(light.string().safeParse(1)).toEqual({ success: false, error: { issues: expected.error!.issues } });
      expect(expected.error!.issues[0]!.message).toBe('a type of its own');
    } finally {
      z.config({ customError: undefined });
    }
  });
});

const Kinds = {
  string: light.string(),
  number: light.number(),
  boolean: light.boolean(),
  unknown: light.unknown(),
  optional: light.optional(light.string()),
  nullable: light.nullable(light.number()),
  array: light.array(light.boolean()),
  object: light.object({ a: light.string(), b: light.optional(light.number()) }),
  looseObject: light.looseObject({ a: light.string(), b: light.optional(light.array(light.string())), c: light.unknown() }),
  strictObject: light.strictObject({ a: light.string() }),
  catchall: light.catchall({ a: light.number() }, light.string()),
  union: light.union([light.string(), light.looseObject({ name: light.string(), httpStatus: light.string() })]),
  oneOptionUnion: light.union([light.number()]),
  refinedUnion: light.union([light.number().check(plainCheck((n: number) => n > 0, 'positive')), light.string().check(plainCheck((s: string) => s !== '', 'not empty'))]),
  literal: light.literal(['a', 1, true]),
  transform: light.transform((value: unknown) => String(value)),
  pipe: light.pipe(light.union([light.number(), light.string()]), light.transform((value: number | string) => Number(value))),
  optionalTransform: light.looseObject({ at: light.optional(light.transform((value: unknown) => value)), must: light.transform((value: unknown) => value) }),
  checkedString: light.string().check(plainCheck((text: string) => text.length > 2, 'too short'), plainCheck((text: string) => text !== 'xxx', 'not xxx')),
  checkedArray: light.array(light.string()).check(plainCheck((items: readonly string[]) => items.length > 0, 'must list one')),
  fieldCheck: light
    .looseObject({ kind: light.string(), name: light.optional(light.string()) })
    .check(plainCheck((value: { kind: string; name?: string }) => value.name === undefined || value.kind === 'named', 'only with kind named', ['name'])),
  never: light.never(),
} as const;

const Helpers = {
  model: light.model({ id: light.string(), tags: light.optional(light.array(light.string())), size: light.integer(1, 100) }),
  extendModel: light.extendModel(light.model({ id: light.string(), size: light.number() }), { size: light.optional(light.string()), more: light.boolean() }),
  partialModel: light.partialModel(light.model({ id: light.string(), size: light.number() })),
  recordOf: light.recordOf(light.array(light.string())),
  inputRecordOf: light.inputRecordOf(light.string()),
  openEnum: light.openEnum(['A', 'B']),
  integer: light.integer(),
  int32: light.integer(1, 2_147_483_647),
  int64: light.int64(),
  dateTime: light.dateTime(),
  guid: light.guid(),
  nonBlankString: light.nonBlankString(5),
  boundedString: light.boundedString(3),
} as const;

/** A parse result as plain data: the output, or the issues. */
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: readonly unknown[] } }) => (result.success ? { data: result.data } : { issues: result.error!.issues });

describe('light schemas against the zod/mini schemas they stand for', () => {
  for (const [name, schema] of Object.entries({ ...Kinds, ...Helpers })) {
    it(`${name}: the same success, output and issues on every value`, () => {
      expect(isLight(schema)).toBe(true);
      expect(lightDifferences(schema, [sampleOf(schema), 'text', 1, ['a']])).toEqual([]);
    });
  }

  it('inputRecordOf refuses a Map, an array or a class instance (a Map recordOf would take as {}), and takes a plain object as recordOf does', () => {
    const labels = light.inputRecordOf(light.string());
    const refused = { issues: [{ code: 'custom', path: [], message: 'must be an object of names to values' }] };
    for (const value of [new Map([['team', 'a']]), new (class Labels { team = 'a'; })()]) {
      expect(light.recordOf(light.string()).safeParse(value).success).toBe(true);
      expect(outcome(labels.safeParse(value))).toEqual(refused);
    }
    expect(outcome(labels.safeParse(['a']))).toEqual(refused);
    for (const value of [{ team: 'a' }, Object.assign(Object.create(null), { team: 'a' }), {}, { team: 1 }]) {
      expect(outcome(labels.safeParse(value))).toEqual(outcome(light.recordOf(light.string()).safeParse(value)));
    }
  });

  it('the differential test finds a light schema that checks differently', () => {
    const wrong = light.string();
    (wrong._zod as { run: unknown }).run = (payload: unknown) => payload;
    expect(lightDifferences(wrong).length).toBeGreaterThan(0);
  });

  it('a helper\'s light form checks as its zod form', async () => {
    const validation = await import('./validation.js');
    const pairs: [z.core.$ZodType, z.core.$ZodType][] = [
      [light.integer(1, 10), validation.integer(1, 10)],
      [light.int64(), validation.int64()],
      [light.dateTime(), validation.dateTime()],
      [light.guid(), validation.guid()],
      [light.nonBlankString(4), validation.nonBlankString(4)],
      [light.boundedString(4, 2), validation.boundedString(4, 2)],
    ];
    for (const [ours, theirs] of pairs) {
      for (const value of ['', ' ', 'abc', 'abcdefgh', '12', 12, 1.5, 0, 11, 10n, new Date(0), '2030-02-29', '8e3af657-a8ff-443c-a75c-2fe8c4bcb635', undefined, null]) {
        expect(outcome((ours as unknown as light.LightMethods<unknown>).safeParse(value, { reportInput: true }))).toEqual(outcome(z.safeParse(theirs, value, { reportInput: true })));
      }
    }
  });
});

describe('light checks against zod\'s', () => {
  const pairs: [string, z.core.$ZodType, z.core.$ZodType][] = [
    ['minLength', light.string().check(light.minLength(2)), z.string().check(z.minLength(2))],
    ['maxLength', light.string().check(light.maxLength(2)), z.string().check(z.maxLength(2))],
    ['array minLength', light.array(light.number()).check(light.minLength(2)), z.array(z.number()).check(z.minLength(2))],
    ['int, minimum, maximum', light.number().check(light.int(), light.minimum(1), light.maximum(100)), z.number().check(z.int(), z.minimum(1), z.maximum(100))],
    ['custom', light.custom((value) => typeof value === 'string' && value.trim() !== '', { error: 'required' }), z.custom((value) => typeof value === 'string' && value.trim() !== '', { error: 'required' })],
    ['optional custom', light.optional(light.custom((value) => value === 'a', 'not a')), z.optional(z.custom((value) => value === 'a', 'not a'))],
    ['never with a message', light.optional(light.never({ error: 'must not be set' })), z.optional(z.never({ error: 'must not be set' }))],
    ['optional int', light.optional(light.number().check(light.int(), light.minimum(1))), z.optional(z.number().check(z.int(), z.minimum(1)))],
    ['int, positive', light.number().check(light.int(), light.positive()), z.number().check(z.int(), z.positive())],
  ];
  for (const [name, ours, theirs] of pairs) {
    it(`${name}: the same success, output and issues as zod's checks`, () => {
      expect(lightDifferences(ours, ['ab', '\u{1F600}\u{1F600}', [1, 2], 0, 5, 2 ** 53, -(2 ** 53), 1e21, 100, 101], theirs)).toEqual([]);
    });
  }
});

describe('notEmpty', () => {
  const values = ['', ' ', 'a', '\u{1F600}', 5, undefined];
  it("refuses '' alone, with `must not be empty`, as zod's refinement with that message does, on light and zod strings", () => {
    const refined = z.string().check(z.refine((text: string) => text !== '', 'must not be empty'));
    expect(lightDifferences(light.string().check(light.notEmpty), values, refined)).toEqual([]);
    for (const value of values) expect(z.safeParse(z.string().check(light.notEmpty), value).error?.issues).toEqual(z.safeParse(refined, value).error?.issues);
    expect(light.string().check(light.notEmpty).safeParse('').error?.issues).toEqual([{ code: 'custom', message: 'must not be empty', path: [] }]);
    expect(light.string().check(light.notEmpty).safeParse(' ').data).toBe(' ');
  });

  it('refuses an empty list alone, as zod\'s refinement with that message does', () => {
    const lists = [[], [''], ['a', 'b'], [1], 'ab', 5];
    const refined = z.array(z.string()).check(z.refine((list: string[]) => list.length > 0, 'must not be empty'));
    expect(lightDifferences(light.array(light.string()).check(light.notEmpty), lists, refined)).toEqual([]);
    expect(light.array(light.string()).check(light.notEmpty).safeParse([]).error?.issues).toEqual([{ code: 'custom', message: 'must not be empty', path: [] }]);
  });
});

describe('light and zod schemas hold one another', () => {
  it('a light schema is never handed to zod\'s compiler: the Node fast path gives it back as it is, however often used', async () => {
    const { withFastPath } = await import('#fast-path');
    const schema = light.model({ a: light.string() });
    for (let use = 0; use < 25; use++) expect(withFastPath(schema)).toBe(schema);
  });

  it('zod\'s compiled fast path of a zod schema holding light ones checks as zod\'s parser', () => {
    const mixed = z.looseObject({ a: light.string(), b: light.optional(light.array(light.model({ c: light.integer(1, 5) }))), d: z.string() });
    const fast = z.compile(mixed);
    for (const value of [{ a: 'x', d: 'y', b: [{ c: 2, e: 1 }] }, { a: 1, d: 'y', b: [{ c: 9 }] }, { d: 'y' }, []]) {
      expect(outcome(z.safeParse(fast, value, { reportInput: true }))).toEqual(outcome(z.safeParse(mixed, value, { reportInput: true })));
    }
  });

  it('a zod object with light fields, and a light object with zod fields', () => {
    const zodOuter = z.looseObject({ a: light.string(), b: light.optional(light.number()), c: z.array(light.model({ d: z.string() })) });
    const lightOuter = light.model({ a: z.string(), b: z.optional(z.number()), c: light.array(z.looseObject({ d: light.string() })) });
    for (const value of [{ a: 'x', c: [{ d: 'y', e: 1 }], f: 2 }, { a: 1, b: 'x', c: [{}] }, { c: 'x' }, null]) {
      const expected = z.safeParse(z.looseObject({ a: z.string(), b: z.optional(z.number()), c: z.array(z.looseObject({ d: z.string() })) }), value);
      expect(outcome(z.safeParse(zodOuter, value))).toEqual(outcome(expected));
      expect(outcome(z.safeParse(lightOuter, value))).toEqual(outcome(expected));
      expect(outcome(lightOuter.safeParse(value))).toEqual(outcome(expected));
    }
  });

  it('types: outputs and inputs are zod\'s, and a model names its fields', () => {
    const Model = light.model({ id: light.string(), size: light.optional(light.int64()) });
    const output: z.output<typeof Model> = { id: 'a', size: '1' };
    const input: z.input<typeof Model> = { id: 'a', size: 1n };
    // @ts-expect-error a misspelt field does not compile
    const wrong: z.output<typeof Model> = { idd: 'a' };
    expect([output, input, wrong]).toHaveLength(3);
    expect(Object.keys(Model.shape)).toEqual(['id', 'size']);
  });

  it('is a Standard Schema', () => {
    const schema = light.model({ id: light.string() });
    expect(schema['~standard'].validate({ id: 'a', more: 1 })).toEqual({ value: { id: 'a', more: 1 } });
    expect(schema['~standard'].validate({})).toMatchObject({ issues: [{ code: 'invalid_type', expected: 'string', path: ['id'] }] });
    expect(schema['~standard'].vendor).toBe('@org/http-core');
  });

  it('keeps the documented values of an enum through its checks, for the testing kit', () => {
    const Role = light.openEnum(['OWNER', 'VIEWER']);
    const Checked = Role.check(plainCheck((role: string) => role !== '', 'must not be empty'));
    expect(documentedValues(Checked)).toEqual(['OWNER', 'VIEWER']);
    expect(undocumentedValue(light.model({ role: Checked }), { role: 'OWNRE' })).toEqual({ path: ['role'], value: 'OWNRE', documented: ['OWNER', 'VIEWER'] });
  });

  it('the differential kit takes a model that holds itself (a field declared with a getter)', () => {
    type Node = { name: string; children?: Node[] | undefined; [key: string]: unknown };
    const Node: light.LightType<Node> = light.model({
      name: light.string(),
      get children() {
        return light.optional(light.array(Node));
      },
    });
    expect(sampleOf(Node)).toEqual({ name: 'text', children: [] });
    expect(zodPartsOf(Node)).toEqual([]);
    const deep = { name: 'a', children: [{ name: 'b', children: [{ name: 5 }] }] };
    expect(outcome(z.safeParse(zodOf(Node), deep))).toEqual(outcome(Node.safeParse(deep)));
    expect(outcome(Node.safeParse(deep))).toMatchObject({ issues: [{ path: ['children', 0, 'children', 0, 'name'] }] });
    expect(lightDifferences(Node, [sampleOf(Node), deep])).toEqual([]);
    const holdsZod: light.LightType<Node> = light.model({
      name: z.string(),
      get children() {
        return light.optional(light.array(holdsZod));
      },
    });
    expect(zodPartsOf(holdsZod)).toEqual(['.name']);
  });

  it('zodOf makes a zod schema of each part, and keeps zod parts', () => {
    const inner = z.string();
    const made = zodOf(light.model({ a: inner, b: light.optional(light.string()) }));
    expect(isLight(made)).toBe(false);
    expect((made._zod.def as unknown as { shape: Record<string, unknown> }).shape['a']).toBe(inner);
  });

  it('distinctSchemas gives each schema once, with every name it goes by, in the order first found', () => {
    const Item = light.model({ id: light.string() });
    const id = light.string();
    const found = distinctSchemas(new Map<string, z.core.$ZodType>([['items.get response', Item], ['items.get pathParams.id', id], ['export Item', Item], ['items.update response', Item]]));
    expect(found).toEqual([
      [['items.get response', 'export Item', 'items.update response'], Item],
      [['items.get pathParams.id'], id],
    ]);
  });
});
