/**
 * The kinds of light schemas (`light-schema.ts`), each checking a value as the zod/mini schema of the same name:
 * the same success, the same output (key order and kept unknown fields included) and the same raw issues. Each
 * constructor shakes alone, so a page carries only the kinds its schemas use.
 */
import type * as z from 'zod/mini';
import { aborted, finalizeIssue, lightKind, type LightMethods } from './light-schema.js';

type Payload = z.core.ParsePayload<unknown> & { aborted?: boolean };
type Schema = z.core.$ZodType;
type RawIssue = Record<string, unknown> & { path?: PropertyKey[] };

/** A light `z.string()`. */
export interface LightString extends z.core.$ZodString<string>, LightMethods<string> {}
/** A light `z.number()`. */
export interface LightNumber extends z.core.$ZodNumber<number>, LightMethods<number> {}
/** A light `z.boolean()`. */
export interface LightBoolean extends z.core.$ZodBoolean<boolean>, LightMethods<boolean> {}
/** A light `z.unknown()`. */
export interface LightUnknown extends z.core.$ZodUnknown, LightMethods<unknown> {}
/** A light `z.never()`. */
export interface LightNever extends z.core.$ZodNever, LightMethods<never> {}
/** A light `z.optional(inner)`. */
export interface LightOptional<T extends z.core.SomeType = z.core.$ZodType> extends z.core.$ZodOptional<T>, LightMethods<z.output<T> | undefined> {}
/** A light `z.nullable(inner)`. */
export interface LightNullable<T extends z.core.SomeType = z.core.$ZodType> extends z.core.$ZodNullable<T>, LightMethods<z.output<T> | null> {}
/** A light `z.array(element)`. */
export interface LightArray<T extends z.core.SomeType = z.core.$ZodType> extends z.core.$ZodArray<T>, LightMethods<z.output<T>[]> {}
/** A light object schema (`z.object`, `z.looseObject`, `z.strictObject`, `z.catchall`), with its fields as `shape`. */
export interface LightObject<Shape extends z.core.$ZodShape = z.core.$ZodShape, Config extends z.core.$ZodObjectConfig = z.core.$strip>
  extends z.core.$ZodObject<Shape, Config>,
    LightMethods<z.core.$InferObjectOutput<Shape, Config['out']>> {
  /** The declared fields. */
  readonly shape: Shape;
}
/** A light `z.union(options)`. */
export interface LightUnion<T extends readonly z.core.SomeType[] = readonly z.core.$ZodType[]> extends z.core.$ZodUnion<T>, LightMethods<z.output<T[number]>> {}
/** A light `z.literal(values)`. */
export interface LightLiteral<T extends z.core.util.Literal = z.core.util.Literal> extends z.core.$ZodLiteral<T>, LightMethods<T> {}
/** A light `z.transform(fn)`. */
export interface LightTransform<O = unknown, I = unknown> extends z.core.$ZodTransform<O, I>, LightMethods<O> {}
/** A light `z.pipe(input, output)`. */
export interface LightPipe<A extends z.core.SomeType = z.core.$ZodType, B extends z.core.SomeType = z.core.$ZodType> extends z.core.$ZodPipe<A, B>, LightMethods<z.output<B>> {}

const wrongType = (payload: Payload, expected: string, inst: unknown, more?: object): Payload => {
  payload.issues.push({ expected, code: 'invalid_type', input: payload.value, inst, ...more } as unknown as z.core.$ZodRawIssue);
  return payload;
};

const StringKind = /* @__PURE__ */ lightKind((payload, _, inst) => (typeof payload.value === 'string' ? payload : wrongType(payload, 'string', inst)));

/** A string: `z.string()`. */
/* @__NO_SIDE_EFFECTS__ */
export function string(): LightString {
  return new StringKind({ type: 'string' }) as never;
}

const NumberKind = /* @__PURE__ */ lightKind((payload, _, inst) => {
  const input = payload.value;
  if (typeof input === 'number' && Number.isFinite(input)) return payload;
  return wrongType(payload, 'number', inst, typeof input === 'number' ? { received: String(input) } : undefined);
});

/** A finite number: `z.number()`. */
/* @__NO_SIDE_EFFECTS__ */
export function number(): LightNumber {
  return new NumberKind({ type: 'number' }) as never;
}

const BooleanKind = /* @__PURE__ */ lightKind((payload, _, inst) => (typeof payload.value === 'boolean' ? payload : wrongType(payload, 'boolean', inst)));

/** `true` or `false`: `z.boolean()`. */
/* @__NO_SIDE_EFFECTS__ */
export function boolean(): LightBoolean {
  return new BooleanKind({ type: 'boolean' }) as never;
}

const UnknownKind = /* @__PURE__ */ lightKind((payload) => payload);

/** Any value: `z.unknown()` (a field of it must still be present, as in zod, unless made optional). */
/* @__NO_SIDE_EFFECTS__ */
export function unknown(): LightUnknown {
  return new UnknownKind({ type: 'unknown' }) as never;
}

const OptionalKind = /* @__PURE__ */ lightKind(
  (payload, context, inst) => {
    const inner = (inst._zod.def['innerType'] as Schema)._zod;
    if (payload.value !== undefined) return inner.run(payload, context) as Payload;
    if (inner.optin !== 'defaulted') return payload;
    const result = inner.run({ value: undefined, issues: [] }, context) as Payload;
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
  },
  (def) => ({ optin: (def['innerType'] as Schema)._zod.optin === 'defaulted' ? 'defaulted' : 'optional', optout: 'optional' }),
);

/** `inner`, or nothing (`undefined`, or a field left out): `z.optional(inner)`. */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T extends z.core.SomeType>(inner: T): LightOptional<T> {
  return new OptionalKind({ type: 'optional', innerType: inner }) as never;
}

const NullableKind = /* @__PURE__ */ lightKind(
  (payload, context, inst) => (payload.value === null ? payload : ((inst._zod.def['innerType'] as Schema)._zod.run(payload, context) as Payload)),
  (def) => ({ optin: (def['innerType'] as Schema)._zod.optin, optout: (def['innerType'] as Schema)._zod.optout }),
);

/** `inner` or `null`: `z.nullable(inner)`. */
/* @__NO_SIDE_EFFECTS__ */
export function nullable<T extends z.core.SomeType>(inner: T): LightNullable<T> {
  return new NullableKind({ type: 'nullable', innerType: inner }) as never;
}

/** `issues`, each with `key` in front of its path (zod's `prefixIssues`). */
function prefixed(key: PropertyKey, issues: readonly z.core.$ZodRawIssue[]): z.core.$ZodRawIssue[] {
  for (const issue of issues as unknown as RawIssue[]) (issue.path ??= []).unshift(key);
  return issues as z.core.$ZodRawIssue[];
}

const ArrayKind = /* @__PURE__ */ lightKind((payload, context, inst) => {
  const input = payload.value;
  if (!Array.isArray(input)) return wrongType(payload, 'array', inst);
  const element = (inst._zod.def['element'] as Schema)._zod;
  const out: unknown[] = Array(input.length);
  payload.value = out;
  for (let index = 0; index < input.length; index++) {
    const result = element.run({ value: input[index], issues: [] }, context) as Payload;
    if (result.issues.length) payload.issues.push(...prefixed(index, result.issues));
    out[index] = result.value;
    if (context.abortEarly && result.issues.length !== 0 && aborted(result)) break;
  }
  return payload;
});

/** An array of `element`: `z.array(element)`. */
/* @__NO_SIDE_EFFECTS__ */
export function array<T extends z.core.SomeType>(element: T): LightArray<T> {
  return new ArrayKind({ type: 'array', element }) as never;
}

/** One field's result into the object's (zod's `handlePropertyResult`). */
function takeField(result: Payload, final: Payload, key: string, input: Record<string, unknown>, optin: unknown, optout: unknown): void {
  const present = key in input;
  const optionalOut = optout === 'optional';
  if (!present && optionalOut && optin === 'optional') return;
  if (result.issues.length) {
    if (optin !== undefined && optionalOut && !present) return;
    final.issues.push(...prefixed(key, result.issues));
  }
  if (!present && optin === undefined) {
    if (!result.issues.length) final.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [key] } as unknown as z.core.$ZodRawIssue);
    return;
  }
  const out = final.value as Record<string, unknown>;
  if (result.value === undefined) {
    if (present || (optin === 'defaulted' && !optionalOut)) out[key] = undefined;
  } else out[key] = result.value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const ObjectKind = /* @__PURE__ */ lightKind(
  (payload, context, inst) => {
    const input = payload.value;
    if (!isObject(input)) return wrongType(payload, 'object', inst);
    const def = inst._zod.def;
    const shape = def['shape'] as Record<string, Schema>;
    const rest = (def['catchall'] as Schema | undefined)?._zod;
    const never = rest?.def.type === 'never';
    // The declared fields in the shape's order, then (with a catchall) the others in the value's, checked in one pass.
    const keys = Object.keys(shape);
    if (rest) for (const key in input) if (!Object.hasOwn(shape, key)) keys.push(key);
    payload.value = {};
    const abortEarly = context.abortEarly;
    const unrecognized: string[] = [];
    let seen = payload.issues.length;
    for (const key of keys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen)) break;
        seen = payload.issues.length;
      }
      const schema = Object.hasOwn(shape, key) ? shape[key]!._zod : rest!;
      if (schema === rest && never) unrecognized.push(key);
      else if (key !== '__proto__') takeField(schema.run({ value: input[key], issues: [] }, context) as Payload, payload, key, input, schema.optin, schema.optout);
    }
    if (unrecognized.length) payload.issues.push({ code: 'unrecognized_keys', keys: unrecognized, input, inst, continue: true } as unknown as z.core.$ZodRawIssue);
    return payload;
  },
  undefined,
  (def) => ({ shape: def['shape'] }),
);

/** An object with these fields, any other field left out of what it gives: `z.object(shape)`. */
/* @__NO_SIDE_EFFECTS__ */
export function object<const Shape extends z.core.$ZodShape>(shape: Shape): LightObject<Shape> {
  return new ObjectKind({ type: 'object', shape }) as never;
}

/**
 * An object with these fields whose other fields are kept as they are: `z.looseObject(shape)`. Typed, as
 * `model()` is, with the declared fields only.
 */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<const Shape extends z.core.$ZodShape>(shape: Shape): LightObject<Shape> {
  return new ObjectKind({ type: 'object', shape, catchall: unknown() }) as never;
}

/** An object with these fields and no other: `z.strictObject(shape)`. */
/* @__NO_SIDE_EFFECTS__ */
export function strictObject<const Shape extends z.core.$ZodShape>(shape: Shape): LightObject<Shape, z.core.$strict> {
  return new ObjectKind({ type: 'object', shape, catchall: never() }) as never;
}

/** An object with these fields whose other fields are each checked with `rest`: `z.catchall(z.object(shape), rest)`. */
/* @__NO_SIDE_EFFECTS__ */
export function catchall<const Shape extends z.core.$ZodShape, Rest extends z.core.SomeType>(
  shape: Shape,
  rest: Rest,
): LightObject<Shape, z.core.$catchall<Rest>> {
  return new ObjectKind({ type: 'object', shape, catchall: rest }) as never;
}

const NeverKind = /* @__PURE__ */ lightKind((payload, _, inst) => wrongType(payload, 'never', inst));

/** No value at all: `z.never()`, or `z.never({ error })` refused with that message. */
/* @__NO_SIDE_EFFECTS__ */
export function never(params?: string | { error?: string }): LightNever {
  const error = typeof params === 'string' ? params : params?.error;
  return new NeverKind(error === undefined ? { type: 'never' } : { type: 'never', error: () => error }) as never;
}

const UnionKind = /* @__PURE__ */ lightKind(
  (payload, context, inst) => {
    const options = inst._zod.def['options'] as Schema[];
    if (options.length === 1) return options[0]!._zod.run(payload, context) as Payload;
    const results: Payload[] = [];
    for (const option of options) {
      const result = option._zod.run({ value: payload.value, issues: [] }, context) as Payload;
      if (result.issues.length === 0) return result;
      results.push(result);
    }
    const standing = results.filter((result) => !aborted(result));
    if (standing.length === 1) {
      payload.value = standing[0]!.value;
      return standing[0]!;
    }
    payload.issues.push({
      code: 'invalid_union',
      input: payload.value,
      inst,
      errors: results.map((result) => result.issues.map((issue) => finalizeIssue(issue as never, context))),
    } as unknown as z.core.$ZodRawIssue);
    return payload;
  },
  (def) => {
    // Each option's optin and optout is `undefined` or a string naming how it is optional.
    const options = (def['options'] as Schema[]).map((option) => option._zod);
    const optin = options.map((option) => option.optin);
    return {
      optin: optin.includes('defaulted') ? 'defaulted' : optin.some(Boolean) ? 'optional' : undefined,
      optout: options.some((option) => option.optout) ? 'optional' : undefined,
    };
  },
);

/** The first of `options` that takes the value: `z.union(options)`. */
/* @__NO_SIDE_EFFECTS__ */
export function union<const T extends readonly z.core.SomeType[]>(options: T): LightUnion<T> {
  return new UnionKind({ type: 'union', options }) as never;
}

const LiteralKind = /* @__PURE__ */ lightKind(
  (payload, _, inst) => {
    const values = inst._zod.def['values'] as unknown[];
    if (values.includes(payload.value)) return payload;
    payload.issues.push({ code: 'invalid_value', values, input: payload.value, inst } as unknown as z.core.$ZodRawIssue);
    return payload;
  },
  (def) => ({ values: new Set(def['values'] as unknown[]) }),
);

/** One of these exact values: `z.literal(value)` or `z.literal([...values])`. */
/* @__NO_SIDE_EFFECTS__ */
export function literal<const T extends z.core.util.Literal>(value: T | readonly T[]): LightLiteral<T> {
  return new LiteralKind({ type: 'literal', values: Array.isArray(value) ? value : [value] }) as never;
}

const TransformKind = /* @__PURE__ */ lightKind(
  (payload, _, inst) => {
    const out = (inst._zod.def['transform'] as (value: unknown, payload: Payload) => unknown)(payload.value, payload);
    if (out instanceof Promise) throw new Error('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    payload.value = out;
    return payload;
  },
  () => ({ optin: 'optional' }),
);

/**
 * The value as `fn` makes it: `z.transform(fn)`. `fn` may refuse the value by pushing an issue onto its second
 * argument (zod's payload).
 */
/* @__NO_SIDE_EFFECTS__ */
export function transform<I = unknown, O = I>(fn: (value: I, payload: z.core.ParsePayload<unknown>) => O): LightTransform<Awaited<O>, I> {
  return new TransformKind({ type: 'transform', transform: fn }) as never;
}

const PipeKind = /* @__PURE__ */ lightKind(
  (payload, context, inst) => {
    const def = inst._zod.def;
    const left = (def['in'] as Schema)._zod.run(payload, context) as Payload;
    if (left.issues.some((issue) => issue.code !== 'unrecognized_keys')) {
      left.aborted = true;
      return left;
    }
    return (def['out'] as Schema)._zod.run({ value: left.value, issues: left.issues }, context) as Payload;
  },
  (def) => ({ optin: (def['in'] as Schema)._zod.optin, optout: (def['out'] as Schema)._zod.optout }),
);

/** `input`'s check, then `output`'s on what it gave: `z.pipe(input, output)`. */
/* @__NO_SIDE_EFFECTS__ */
export function pipe<const A extends z.core.SomeType, B extends z.core.$ZodType<unknown, z.output<A>> = z.core.$ZodType<unknown, z.output<A>>>(
  input: A,
  output: B | z.core.$ZodType<unknown, z.output<A>>,
): LightPipe<A, B> {
  return new PipeKind({ type: 'pipe', in: input, out: output }) as never;
}

/** A light `z.custom(fn, params)`. */
export interface LightCustom<O = unknown, I = O> extends z.core.$ZodCustom<O, I>, LightMethods<O> {}

const CustomKind = /* @__PURE__ */ lightKind((payload, _, inst) => {
  const def = inst._zod.def;
  if (!(def['fn'] as (value: unknown) => unknown)(payload.value))
    payload.issues.push({ code: 'custom', input: payload.value, inst, path: [...((def['path'] as PropertyKey[] | undefined) ?? [])], continue: !def['abort'] } as unknown as z.core.$ZodRawIssue);
  return payload;
});

/**
 * Any value `fn` holds of, refused with `error` (a message) otherwise: `z.custom(fn, error)`. Like zod's, a refusal
 * stops the checks after it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function custom<T>(fn: (value: unknown) => unknown, params?: string | { error?: string }): LightCustom<T> {
  const error = typeof params === 'string' ? params : params?.error;
  return new CustomKind({ type: 'custom', check: 'custom', fn, abort: true, ...(error === undefined ? {} : { error: () => error }) }) as never;
}
