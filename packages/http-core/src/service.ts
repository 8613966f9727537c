import type * as z from 'zod/mini';
import type { ApiPromise } from './api-promise.js';
import { Engine, type EngineService } from './engine.js';
import { checkMethodMaker } from './request-builder.js';
import {
  isIdempotentMethod,
  type BodySpec,
  type ExternalSpec,
  type Operation,
  type OperationSpec,
  type Param,
  type ParamScalar,
  type Schema,
} from './operation.js';
import type { CallOptions } from './call-options.js';
import { keepClientCore, type WithClientCore } from './client-core.js';
import type { ClientOptions } from './options.js';
import type { LongRunningCallOptions } from './long-running-operation.js';
import type { PageIterator, PageOptions, PaginationSpec } from './pagination.js';
import type { LongRunningSpec, Poller } from './polling.js';
import type { Envelope, Unwrapped } from './response-parser.js';
import { requestMethod } from './client-request.js';
import type { RequestMethods } from './undeclared-request.js';

/** Operations grouped by resource: `{ roleAssignments: { list: ..., get: ... } }`. */
export type OperationGroups = Readonly<Record<string, Readonly<Record<string, OperationSpec>>>>;

/**
 * What a service package declares about itself and its operations. Besides its identity and table, a service
 * declares how its answers differ from plain JSON, once for all operations: `parseJson` (e.g. exact 64-bit
 * numbers), `envelope` (calls resolve to `data` inside it; `P` is its key), `errorParser`, `errorClass`,
 * `conflictCodes`, `requestIdHeaders` and `errorHeaders`, and `errorFormat` (those of error answers, loaded with
 * the error path).
 */
export interface ServiceSpec<G extends OperationGroups, P extends string = never> extends EngineService {
  /** Credential kinds accepted by operations that do not say otherwise. */
  readonly defaultAuth: readonly string[];
  readonly groups: G;
  readonly envelope?: Envelope<P>;
}

/**
 * A service without its operations: its identity and answer format, what a client needs besides the operations
 * it calls (see {@link createClientFor}).
 */
export type ServiceInfo<P extends string = never> = Omit<ServiceSpec<OperationGroups, P>, 'groups'>;

/** A service after {@link defineService}: its groups and the flat, introspectable operation table. */
export interface ServiceDefinition<G extends OperationGroups = OperationGroups, P extends string = never> extends ServiceSpec<G, P> {
  /** Every operation, in declaration order, with its id (`group.method`). */
  readonly operations: readonly Operation[];
  /** Looks an operation up by id; throws for an unknown id. */
  operation(id: string): Operation;
}

/**
 * Declares a service from its grouped operation table, checked as a whole: an operation sent to a URL the service
 * handed back that takes a credential of the client, a list or long-running operation not declared with its maker,
 * and a long-running reference to an operation the table does not have are refused with an `Error` naming the
 * operation. One sent to a URL handed back that names an origin that is none is refused, nothing sent, at its first
 * call, with the code that checks such URLs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineService<const G extends OperationGroups, const P extends string = never>(spec: ServiceSpec<G, P>): ServiceDefinition<G, P> {
  const definition = definitionOf(spec);
  checkTable(definition);
  return definition;
}

/**
 * The definition of a service, its table unchecked: {@link createClientFor} makes one for the operations a page
 * binds, whose mistakes are refused where they matter (see {@link createClientFor}).
 */
/* @__NO_SIDE_EFFECTS__ */
function definitionOf<const G extends OperationGroups, const P extends string = never>(spec: ServiceSpec<G, P>): ServiceDefinition<G, P> {
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
          auth: op.external ? [] : (op.auth ?? spec.defaultAuth),
        }),
      );
    }
  }
  return Object.freeze({
    ...spec,
    operations: Object.freeze(operations),
    operation(id: string): Operation {
      const found = operations.find((op) => op.id === id);
      if (!found) throw new Error(`${spec.name} has no operation ${id}`);
      return found;
    },
  });
}

/** Refuses a table an author got wrong, when the service is defined (see {@link defineService}). */
function checkTable(definition: ServiceDefinition<OperationGroups, string>): void {
  for (const { id, spec: op } of definition.operations) {
    if (op.external && op.auth !== undefined && op.auth.length > 0) {
      throw new Error(`${id}: an operation sent to a URL the service handed back takes no credential of the client (declare auth: [] or none)`);
    }
    checkMethodMaker(id, op);
    for (const ref of [op.longRunning?.poll, op.longRunning?.cancel]) {
      if (ref !== undefined && !definition.operations.some((other) => other.id === ref)) throw new Error(`${id}: long-running reference ${ref} is not an operation of ${definition.name}`);
    }
  }
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

/** @internal The `url` field of an operation sent to a URL the service handed back. */
type ExternalInput<S extends OperationSpec> = S extends { readonly external: ExternalSpec } ? { url: string | URL } : unknown;

/**
 * The input object of an operation: path, query and header parameters by name, plus `body`, and `url` for an
 * operation sent to a URL the service handed back.
 */
export type OperationInput<S extends OperationSpec> = Simplify<
  ParamInputs<S['pathParams']> & ParamInputs<S['query']> & ParamInputs<S['headers']> & BodyInput<S> & ExternalInput<S>
>;

/** @internal What an operation's answer holds, before any envelope is taken off. */
type AnswerOutput<S extends OperationSpec> = S extends { readonly response: infer R extends Schema }
  ? z.output<R>
  : S extends { readonly responseKind: 'text' }
    ? string
    : S extends { readonly responseKind: 'bytes' }
      ? Uint8Array
      : S extends { readonly responseKind: 'stream' }
        ? ReadableStream<Uint8Array>
        : void;

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

/**
 * A client: one object per group, one method per operation, documented as the table is; `request(client, …)`
 * sends what the table does not declare.
 */
export type ServiceClient<G extends OperationGroups, P extends string = never> = {
  readonly [K in keyof G]: { readonly [M in keyof G[K]]: OperationMethod<G[K][M], P> };
} & WithClientCore<P>;

/**
 * Creates a client for a service: validates options once and binds every operation to a method. Besides one
 * object per group, the client has `request` ({@link RequestMethods}), for calls the table does not declare.
 */
export function createClient<G extends OperationGroups, P extends string = never>(definition: ServiceDefinition<G, P>, options: ClientOptions): ServiceClient<G, P> & RequestMethods<P> {
  if ('request' in definition.groups) throw new Error(`${definition.name}: a group named request would hide the client's request method`);
  const engine = new Engine(definition, options);
  const client = bindOperations(engine, definition);
  return Object.assign(client, { request: requestMethod(engine, definition) as RequestMethods<P>['request'] });
}

/**
 * Creates a client of only the operations given, grouped as they should appear on it: a page that imports a
 * few operations bundles those and the engine parts they use, not the whole table. Each operation keeps its
 * checks and behaviour; a long-running one needs the operations it is polled and cancelled with among them (or
 * this throws). The table is not checked as a whole, as {@link defineService} checks it: a mistake in an operation
 * (a list or long-running one not declared with its maker, an external one that takes a credential or names an
 * origin that is none) is refused, nothing sent, at its first call.
 * Such a client has no `request` method (see {@link createClient}), so that a page does not bundle it: the
 * separately imported `request(client, …)` sends what the table does not declare.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createClientFor<const G extends OperationGroups, P extends string = never>(
  service: ServiceInfo<P>,
  operations: G,
  options: ClientOptions,
): ServiceClient<G, P> {
  const definition = definitionOf<G, P>({ ...service, groups: operations });
  return bindOperations(new Engine(definition, options), definition);
}

/** One object per group, one method per operation, each bound to `engine`. */
function bindOperations<G extends OperationGroups, P extends string>(engine: Engine, definition: ServiceDefinition<G, P>): ServiceClient<G, P> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const operation of definition.operations) {
    const [group, method] = operation.id.split('.') as [string, string];
    (client[group] ??= {})[method] = bindOperation(engine, definition, operation);
  }
  return keepClientCore(client, engine, definition) as ServiceClient<G, P>;
}

function bindOperation(engine: Engine, definition: ServiceDefinition<OperationGroups, string>, operation: Operation): unknown {
  const { makeMethod } = operation.spec;
  if (makeMethod) return makeMethod(engine, operation, (id) => definition.operation(id));
  return (input?: Record<string, unknown>, options?: CallOptions) => engine.call(operation, input, options);
}
