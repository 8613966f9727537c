/**
 * Light schemas: schemas that check a value exactly as the zod/mini schema they stand for, without zod's runtime.
 * A light schema speaks zod's internal protocol (zod 4.6, pinned): `_zod.def` is shaped as zod's definition of the
 * same kind, `_zod.run(payload, context)` pushes zod's raw issues with paths relative to the schema, `_zod.optin`
 * and `_zod.optout` say whether a field may be left out, and `_zod.traits` holds `$ZodType`. So a light schema and
 * a zod schema hold one another (a zod object with a light field, a light object with a zod field), and whatever
 * reads or runs zod schemas (`z.safeParse`, the testing kit's fakes, the docs generator) takes a light one too.
 * The types are zod's own core types, so `z.output`/`z.input` and the field TSDoc of models work unchanged.
 *
 * What a light schema has beyond the protocol: `check(...)` (zod/mini's, for function checks and zod check
 * objects), `safeParse(value, context)` (what `z.safeParse` gives, issues finalised as zod finalises them) and
 * `~standard` (Standard Schema). It has none of zod/mini's other methods (`parse`, `clone`, `register`, ...).
 */
import type * as z from 'zod/mini';
import { zodConfig } from './zod-config.js';

/** The trait of every light schema, beside zod's `$ZodType`. */
export const LIGHT = '$LightType';

/** The methods a light schema has beyond zod's protocol. */
export interface LightMethods<Output> {
  /**
   * This schema with more checks, each run after the schema's own as zod/mini's `check` runs them: a function
   * of zod's parse payload (`plainCheck(...)`, `(payload) => ...`) or a zod check object. The result keeps this
   * schema as its `_zod.parent`.
   */
  check(...checks: LightCheck<Output>[]): this;
  /** Checks `value` as `z.safeParse(schema, value, context)` does, with the same result and issues. */
  safeParse(value: unknown, context?: z.core.ParseContext<z.core.$ZodIssue>): LightResult<Output>;
}

/** A check given to {@link LightMethods.check}. */
export type LightCheck<Output> = z.core.CheckFn<Output> | z.core.$ZodCheck<Output>;

/** What {@link LightMethods.safeParse} returns: zod's result, with the finalised issues as its error. */
export type LightResult<Output> =
  | { readonly success: true; readonly data: Output; readonly error?: undefined }
  | { readonly success: false; readonly data?: undefined; readonly error: { readonly issues: z.core.$ZodIssue[] } };

/**
 * A light schema of values `Output` read from `Input`. Each kind has its own type (`LightObject`, `LightOptional`,
 * ...), zod's core type of the same kind with the {@link LightMethods}; none of them is a zod/mini type, since a
 * light schema lacks zod/mini's other methods.
 */
export interface LightType<Output = unknown, Input = Output> extends z.core.$ZodType<Output, Input>, LightMethods<Output> {}

type Payload = z.core.ParsePayload<unknown>;
type Context = z.core.ParseContextInternal<z.core.$ZodIssueBase>;
/** A kind's own parse: the type's check and what it gives, before the schema's checks (zod's `_zod.parse`). */
export type LightParse = (payload: Payload, context: Context, inst: Inst) => Payload;
type Internals = Record<string, unknown> & { def: Def; run: Run; parse: Run; traits: Set<string> };
type Def = Record<string, unknown> & { type: string; checks?: CheckObject[] };
type Run = (payload: Payload, context: Context) => Payload;
type Inst = { _zod: Internals; [key: string]: unknown };
type CheckObject = { _zod: { check: (payload: Payload) => unknown; def: { when?: (payload: Payload) => boolean } } };
type RawIssue = Record<string, unknown> & { message?: string; continue?: boolean; inst?: Inst; schema?: Inst; path?: PropertyKey[]; input?: unknown };
type ErrorMap = (issue: RawIssue) => string | { message?: string } | null | undefined;
type Config = { customError?: ErrorMap; localeError?: ErrorMap };

/** The traits of every light schema, one set shared by all (zod's own schemas each hold one). */
const traits = /* @__PURE__ */ new Set(['$ZodType', LIGHT]);

/** What zod's `version` is: the protocol a light schema speaks (a test fails when zod's differs). */
export const ZOD_VERSION = { major: 4, minor: 6, patch: 7 } as const;

/** Whether an issue stops what runs after it (zod's `aborted`): one without `continue: true`. */
export function aborted(payload: Payload & { aborted?: boolean }, from = 0): boolean {
  if (payload.aborted === true) return true;
  for (let index = from; index < payload.issues.length; index++) if ((payload.issues[index] as RawIssue).continue !== true) return true;
  return false;
}

/** Runs `checks` on what the kind's parse gave, as zod's schemas run theirs (`$ZodType`'s `runChecks`). */
function runChecks(payload: Payload & { memo?: unknown }, checks: readonly CheckObject[], inst: Inst): Payload {
  if (payload.memo) return payload;
  let isAborted = aborted(payload);
  for (const check of checks) {
    const when = check._zod.def.when;
    if (when) {
      if (explicitlyAborted(payload) || !when(payload)) continue;
    } else if (isAborted) continue;
    const before = payload.issues.length;
    const result = check._zod.check(payload);
    if (result instanceof Promise) throw new Error('A light schema runs its checks synchronously');
    if (payload.issues.length === before) continue;
    for (let index = before; index < payload.issues.length; index++) (payload.issues[index] as RawIssue).schema ??= inst;
    if (!isAborted) isAborted = aborted(payload, before);
  }
  return payload;
}

function explicitlyAborted(payload: Payload & { aborted?: boolean }): boolean {
  return payload.aborted === true || payload.issues.some((issue) => (issue as RawIssue).continue === false);
}


const textOf = (message: ReturnType<ErrorMap>): string | undefined => (typeof message === 'string' ? message : (message?.message ?? undefined));

/** An issue as `z.safeParse` reports it (zod's `finalizeIssue`): its message, and no `inst`, `schema`, `continue`. */
export function finalizeIssue(issue: RawIssue, context: { error?: unknown; reportInput?: boolean } | undefined): z.core.$ZodIssue {
  const traits = issue.inst?._zod?.traits;
  if (traits?.has('$ZodType')) {
    if (traits.has('$ZodCheck')) issue.schema ??= issue.inst;
    else issue.schema = issue.inst;
  }
  const schemaError = issue.schema !== issue.inst ? (issue.schema?._zod.def['error'] as ErrorMap | undefined) : undefined;
  const config = zodConfig() as Config;
  const message =
    issue.message ||
    (textOf((issue.inst?._zod.def['error'] as ErrorMap | undefined)?.(issue)) ??
      textOf(schemaError?.(issue)) ??
      textOf((context?.error as ErrorMap | undefined)?.(issue)) ??
      textOf(config.customError?.(issue)) ??
      textOf(config.localeError?.(issue)) ??
      'Invalid input');
  const full: Record<string, unknown> = {};
  for (const key of Object.keys(issue)) {
    if (key === 'inst' || key === 'schema' || key === 'continue' || key === 'input' || key === '__proto__') continue;
    full[key] = issue[key];
  }
  full['path'] ??= [];
  full['message'] = message;
  if (context?.reportInput) full['input'] = issue.input;
  return full as unknown as z.core.$ZodIssue;
}

/** `this` schema with more checks (zod/mini's `check`): a function becomes a check object as zod/mini makes it. */
function check(this: Inst, ...checks: unknown[]): Inst {
  const def = this._zod.def;
  const added = checks.map((one) => (typeof one === 'function' ? { _zod: { check: one, def: { check: 'custom' }, onattach: [] } } : one));
  const copy = new (this._zod['constr'] as new (def: Def) => Inst)({ ...def, checks: [...(def.checks ?? []), ...added] as CheckObject[] });
  copy._zod['parent'] = this;
  return copy;
}

function safeParse(this: Inst, value: unknown, context?: z.core.ParseContext<z.core.$ZodIssue>): LightResult<unknown> {
  const ctx = { ...context, async: false } as Context;
  const result = this._zod.run({ value, issues: [] }, ctx);
  if (result.issues.length === 0) return { success: true, data: result.value };
  return { success: false, error: { issues: result.issues.map((issue) => finalizeIssue(issue as RawIssue, ctx)) } };
}

/** What every light schema shares: its methods and its Standard Schema interface. */
const shared = {
  check,
  safeParse,
  get '~standard'() {
    const schema = this as unknown as Inst;
    return {
      version: 1,
      vendor: '@org/http-core',
      validate(value: unknown) {
        const result = safeParse.call(schema, value);
        return result.success ? { value: result.data } : { issues: result.error.issues };
      },
    };
  },
};

/**
 * A constructor of light schemas of one kind: `new Kind(def)` (also how `check` and zod's `clone` copy one)
 * makes a schema whose `_zod.run` is `parse` followed by the def's checks. `internals` adds what the kind says of
 * itself (`optin`, `optout`) and `props` what it shows (an object's `shape`), each from its def.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lightKind(parse: LightParse, internals?: (def: Def) => Record<string, unknown>, props?: (def: Def) => Record<string, unknown>): new (def: Def) => Inst {
  function Kind(def: Def): Inst {
    const inst = Object.create(shared) as Inst;
    const own: Run = (payload, context) => parse(payload, context, inst);
    const checks = def.checks ?? [];
    const run: Run = checks.length === 0 ? own : (payload, context) => runChecks(own(payload, context), checks, inst);
    inst._zod = { def, run, parse: own, traits, version: ZOD_VERSION, bag: {}, constr: Kind, ...internals?.(def) };
    if (props) Object.assign(inst, props(def));
    return inst;
  }
  return Kind as unknown as new (def: Def) => Inst;
}

/** Whether `schema` is a light schema. */
export function isLight(schema: { _zod: { traits: Set<string> } }): boolean {
  return schema._zod.traits.has(LIGHT);
}
