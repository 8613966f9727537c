import type * as z from 'zod/mini';
import type { ApiPromise } from './api-promise.js';
import { Engine, type EngineService } from './engine.js';
import {
  isIdempotentMethod,
  type BodySpec,
  type Operation,
  type OperationSpec,
  type Param,
  type ParamScalar,
  type Schema,
} from './operation.js';
import type { CallOptions, ClientOptions } from './options.js';
import { nextPage, pageItems, PageIterator, PageWalk, type PageOptions, type PaginationSpec } from './pagination.js';
import { Poller, type LongRunningSpec, type OperationResource, type PollOptions } from './polling.js';
import type { Envelope } from './response-parser.js';

/** Operations grouped by resource: `{ roleAssignments: { list: ..., get: ... } }`. */
export type OperationGroups = Readonly<Record<string, Readonly<Record<string, OperationSpec>>>>;

/**
 * What a service package declares about itself and its operations. Besides its identity and table, a service
 * declares how its answers differ from plain JSON, once for all operations: `parseJson` (e.g. exact 64-bit
 * numbers), `envelope` (calls resolve to `data` inside it; `P` is its key), `errorParser`, `errorClass`,
 * `conflictCodes` and `requestIdHeaders`.
 */
export interface ServiceSpec<G extends OperationGroups, P extends string = never> extends EngineService {
  /** Credential kinds accepted by operations that do not say otherwise. */
  readonly defaultAuth: readonly string[];
  readonly groups: G;
  readonly envelope?: Envelope<P>;
}

/** A service after {@link defineService}: its groups and the flat, introspectable operation table. */
export interface ServiceDefinition<G extends OperationGroups = OperationGroups, P extends string = never> extends ServiceSpec<G, P> {
  /** Every operation, in declaration order, with its id (`group.method`). */
  readonly operations: readonly Operation[];
  /** Looks an operation up by id; throws for an unknown id. */
  operation(id: string): Operation;
}

/** Declares a service from its grouped operation table. */
/* @__NO_SIDE_EFFECTS__ */
export function defineService<const G extends OperationGroups, const P extends string = never>(spec: ServiceSpec<G, P>): ServiceDefinition<G, P> {
  const operations: Operation[] = [];
  for (const [group, methods] of Object.entries(spec.groups)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push(
        Object.freeze({
          id: `${group}.${method}`,
          service: spec.name,
          spec: op,
          method: op.method,
          path: op.path,
          summary: op.summary,
          deprecated: Boolean(op.deprecated),
          idempotent: op.idempotent ?? isIdempotentMethod(op.method),
          auth: op.auth ?? spec.defaultAuth,
        }),
      );
    }
  }
  const byId = new Map(operations.map((op) => [op.id, op]));
  for (const op of operations) {
    for (const ref of [op.spec.longRunning?.poll, op.spec.longRunning?.cancel]) {
      if (ref !== undefined && !byId.has(ref)) throw new Error(`${op.id}: long-running reference ${ref} is not an operation of ${spec.name}`);
    }
  }
  return Object.freeze({
    ...spec,
    operations: Object.freeze(operations),
    operation(id: string): Operation {
      const found = byId.get(id);
      if (!found) throw new Error(`${spec.name} has no operation ${id}`);
      return found;
    },
  });
}

/** @internal Flattens an intersection so editors show one object type. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type SchemaOf<P> = P extends { readonly schema: infer S extends Schema } ? S : P extends Schema ? P : never;
type IsOptional<P> = P extends { readonly default: ParamScalar } ? true : undefined extends z.input<SchemaOf<P>> ? true : false;
/** @internal The input fields of a set of parameters: required unless optional or defaulted. */
type ParamInputs<R> =
  R extends Readonly<Record<string, Param>>
    ? { -readonly [K in keyof R as IsOptional<R[K]> extends true ? never : K]: z.input<SchemaOf<R[K]>> } & {
        -readonly [K in keyof R as IsOptional<R[K]> extends true ? K : never]?: z.input<SchemaOf<R[K]>>;
      }
    : unknown;
/** @internal The `body` field of an operation's input, when it has a body. */
type BodyInput<S extends OperationSpec> = S extends { readonly body: infer B }
  ? B extends BodySpec & { readonly optional: true }
    ? { body?: z.input<SchemaOf<B>> }
    : { body: z.input<SchemaOf<B>> }
  : unknown;

/** The input object of an operation: path, query and header parameters by name, plus `body`. */
export type OperationInput<S extends OperationSpec> = Simplify<
  ParamInputs<S['pathParams']> & ParamInputs<S['query']> & ParamInputs<S['headers']> & BodyInput<S>
>;

/** @internal What an operation's answer holds, before any envelope is taken off. */
type AnswerOutput<S extends OperationSpec> = S extends { readonly response: infer R extends Schema }
  ? z.output<R>
  : S extends { readonly responseKind: 'text' }
    ? string
    : S extends { readonly responseKind: 'bytes' }
      ? Uint8Array
      : void;

/** @internal `T` without the service's envelope: the property `P` of it, when it has one. */
type Unwrapped<T, P extends string> = [P] extends [never] ? T : T extends { readonly [K in P]: infer R } ? R : T;

/** The data an operation resolves to (inside the service's envelope `P`, when it has one). */
export type OperationOutput<S extends OperationSpec, P extends string = never> = Unwrapped<AnswerOutput<S>, P>;

/** @internal The type at a dotted path inside `T`. */
type PathValue<T, P extends string> = P extends ''
  ? T
  : P extends `${infer Head}.${infer Rest}`
    ? PathValue<NonNullable<T>[Head & keyof NonNullable<T>], Rest>
    : NonNullable<T>[P & keyof NonNullable<T>];

/** The item type of a list operation. */
export type OperationItem<S extends OperationSpec, E extends string = never> = S extends { readonly pagination: { readonly items: infer P extends string } }
  ? NonNullable<PathValue<OperationOutput<S, E>, P>> extends ReadonlyArray<infer Item>
    ? Item
    : unknown
  : never;

/** The result of a finished long-running operation. */
export type OperationResult<S extends OperationSpec> = S extends { readonly longRunning: { readonly result: infer R extends Schema } }
  ? z.output<R>
  : unknown;

/** @internal A method's arguments: the input (optional when it can be empty), then the call options. */
// `{}` on purpose: the input may be omitted exactly when an empty object satisfies it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Args<S extends OperationSpec, O> = {} extends OperationInput<S>
  ? [input?: OperationInput<S>, options?: O]
  : [input: OperationInput<S>, options?: O];

/** Options of a call that starts a long-running operation. */
export type LongRunningCallOptions = CallOptions & Omit<PollOptions, 'signal'>;

/** A method that starts a long-running operation; `resume(name)` follows one started earlier. */
export interface LongRunningMethod<S extends OperationSpec> {
  (...args: Args<S, LongRunningCallOptions>): Poller<OperationResult<S>>;
  /** Follows an operation started earlier (possibly by another process), by its name. */
  resume(name: string, options?: LongRunningCallOptions): Poller<OperationResult<S>>;
}

/** The client method generated for an operation (of a service whose envelope key is `P`, if any). */
export type OperationMethod<S extends OperationSpec, P extends string = never> = S extends { readonly pagination: PaginationSpec }
  ? (...args: Args<S, CallOptions & PageOptions>) => PageIterator<OperationItem<S, P>, OperationOutput<S, P>>
  : S extends { readonly longRunning: LongRunningSpec }
    ? LongRunningMethod<S>
    : (...args: Args<S, CallOptions>) => ApiPromise<OperationOutput<S, P>>;

/** A client: one object per group, one method per operation, documented as the table is. */
export type ServiceClient<G extends OperationGroups, P extends string = never> = {
  readonly [K in keyof G]: { readonly [M in keyof G[K]]: OperationMethod<G[K][M], P> };
};

/** Creates a client for a service: validates options once and binds every operation to a method. */
export function createClient<G extends OperationGroups, P extends string = never>(definition: ServiceDefinition<G, P>, options: ClientOptions): ServiceClient<G, P> {
  const engine = new Engine(definition, options);
  const client: Record<string, Record<string, unknown>> = {};
  for (const operation of definition.operations) {
    const [group, method] = operation.id.split('.') as [string, string];
    (client[group] ??= {})[method] = bindOperation(engine, definition, operation);
  }
  return client as ServiceClient<G, P>;
}

function bindOperation(engine: Engine, definition: ServiceDefinition<OperationGroups, string>, operation: Operation): unknown {
  const { pagination, longRunning } = operation.spec;
  if (pagination) {
    return (input: Record<string, unknown> = {}, options: CallOptions & PageOptions = {}) => {
      const { maxItems, maxPages, ...call } = options;
      return new PageIterator(async (next) => {
        try {
          // Each walk (each `byPage()`) has its guard against a service that repeats itself; later pages carry it.
          const walk = next?.walk ?? new PageWalk(pagination, operation.id, input);
          const current = next && 'input' in next ? next.input : input;
          const { data, response } = next && 'url' in next ? await engine.followLink(operation, input, next.url, call) : await engine.execute(operation, current, call);
          const received = pageItems(pagination, data, operation.id);
          const items = walk.fresh(received, next);
          const following = walk.follow(nextPage(pagination, current, data, response.headers, received.length), items, operation.method);
          return { page: { items, body: data, response }, next: following };
        } catch (error) {
          throw await engine.finish(error, call);
        }
      }, { maxItems, maxPages });
    };
  }
  if (longRunning) {
    const poll = definition.operation(longRunning.poll);
    const cancel = longRunning.cancel === undefined ? undefined : definition.operation(longRunning.cancel);
    const poller = (start: (call: CallOptions) => Promise<OperationResource>, options: LongRunningCallOptions) => {
      const { intervalMs, maxIntervalMs, onProgress, ...call } = options;
      const withSignal = (signal: AbortSignal | undefined): CallOptions => (signal ? { ...call, signal } : call);
      // A failure the service reports inside the operation becomes an error message: never with a credential in it.
      const scrubbed = (state: OperationResource): OperationResource =>
        state.error === undefined ? state : { ...state, error: engine.scrubCredentials(state.error, call) };
      return new Poller(
        {
          start: async () => scrubbed(await start(call)),
          read: async (name, signal, timeLeftMs) => {
            // Each read gets what is left of the call's total time, so the whole wait ends at its deadline.
            const options = timeLeftMs === undefined ? withSignal(signal) : { ...withSignal(signal), totalTimeout: Math.max(1, Math.floor(timeLeftMs)) };
            return scrubbed((await engine.execute<OperationResource>(poll, { name }, options)).data);
          },
          cancel: cancel && (async (name, signal) => engine.execute(cancel, { name }, withSignal(signal))),
          result: (response) => engine.checkResponse(longRunning.result, response, operation.id),
          finish: (error) => engine.finish(error, call),
        },
        { intervalMs, maxIntervalMs, onProgress, signal: call.signal, totalTimeoutMs: call.totalTimeout },
      );
    };
    const method = (input: Record<string, unknown> = {}, options: LongRunningCallOptions = {}) =>
      poller(async (call) => (await engine.execute<OperationResource>(operation, input, call)).data, options);
    method.resume = (name: string, options: LongRunningCallOptions = {}) =>
      poller(async (call) => (await engine.execute<OperationResource>(poll, { name }, call)).data, options);
    return method;
  }
  return (input?: Record<string, unknown>, options?: CallOptions) => engine.call(operation, input, options);
}
