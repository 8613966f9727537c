/**
 * A probe: what the suite needs to know about one service package to attack it through its fake. Each
 * package contributes one declarative file under `probes/`; the matrices (faults, bad inputs, secrets, data
 * safety, load) iterate the probes.
 */
import type { CallOptions, ClientOptions, OperationGroups, PageOptions, ServiceDefinition, UploadState } from '@org/http-core';
import type { FakeServer } from '@org/http-core/testing';
import type { Guarantee } from './report/records.js';

/** Where a client goes: the fake's base URL and its test settings (credentials, ids) by name. */
export interface Target {
  readonly url: string;
  readonly settings: Readonly<Record<string, string>>;
}

/** Core client options the suite sets per test (retries, time-outs, logging, limits). */
export type SuiteOptions = Omit<ClientOptions, 'baseUrl' | 'auth'>;

/** One call of an operation, with a valid input for the fake. */
export interface ProbeCall<C, I = Record<string, unknown>> {
  /** Operation id in the service table (`group.method`). */
  readonly operation: string;
  /** A valid input, from the fake's settings. */
  input(target: Target): I;
  /** Sends it; list methods read their first page, long-running ones their start. */
  send(client: C, input: I, options: CallOptions, target: Target): Promise<unknown>;
}

/** An input the client must refuse before sending, with the field its `ValidationError` names. */
export interface BadInput<C> {
  /** What is wrong, e.g. `appId 0`. */
  readonly name: string;
  /** The field the error must name, e.g. `body.targetUrl` or `appId`. */
  readonly field: string;
  /** The guarantee the refusal is evidence of, when it is one of those the summary lists. */
  readonly guarantee?: Guarantee;
  send(client: C, target: Target): Promise<unknown>;
}

/** Credential schemes the core offers. */
export type AuthScheme = 'bearer' | 'apiKeyHeader' | 'apiKeyQuery' | 'basic';

/** One way a package's client authenticates. */
export interface ProbeAuth<C> {
  readonly scheme: AuthScheme;
  /** Shown instead of the scheme when a package has two credentials of one scheme. */
  readonly label?: string;
  /**
   * The call made with this credential when only some operations accept it: the probe's `read` or `create`,
   * or another call. Default the read, else the create.
   */
  readonly via?: 'read' | 'create' | ProbeCall<C, never>;
  /** The credential values the fake accepts, by name (`token`, `apiKey`, `username`, `password`). */
  credentials(target: Target): Readonly<Record<string, string>>;
  /** A client that sends these credential values (the accepted ones, or others the fake refuses). */
  client(target: Target, credentials: Readonly<Record<string, string>>, options: SuiteOptions): C;
}

/** What a data-safety check sees: a client on the fake, the fake, and its settings. */
export interface Session<C> {
  readonly client: C;
  readonly fake: FakeServer;
  readonly target: Target;
}

/**
 * A read-modify-write of one resource the package updates. The suite reads it once for real, makes the
 * fake answer the next read with unknown fields and an unknown enum value added, then lets the probe change
 * one field and write the resource back, and checks that the write carried the additions.
 */
export interface ReadModifyWrite<C, R = Record<string, unknown>> {
  /** The resource, e.g. `webhook settings`. */
  readonly resource: string;
  /** Operation id of the write. */
  readonly writeOperation: string;
  /** Dotted path of an object inside the resource that gets an unknown field too (`''`: only the top level). */
  readonly nestedAt: string;
  /**
   * Dotted path of an enum field that gets a value the package does not know (containers are created); left
   * out when the resource has no enum field.
   */
  readonly enumAt?: string;
  /** Dotted path of the resource inside the write's JSON body (`''`: the body is the resource). */
  readonly writtenAt: string;
  /** Creates the resource when the fake has none; returns what `read` and `write` need. */
  prepare(session: Session<C>): Promise<Record<string, unknown>>;
  /** Reads the resource. */
  read(session: Session<C>, context: Record<string, unknown>): Promise<R>;
  /** The service's answer to the read, when it carries the resource inside an envelope; default the resource itself. */
  answerWith?(resource: R): unknown;
  /** Changes one known field of the resource that was read and writes it back. */
  write(session: Session<C>, resource: R, context: Record<string, unknown>): Promise<unknown>;
}

/** The outcome of a write made with a stale revision or etag. */
export interface StaleWrite {
  /** What the write threw (it must be a `ConflictError`). */
  readonly error: unknown;
  /** Requests the fake received for the write operation (it must be 1: never retried). */
  readonly writes: number;
  /** Whether the concurrent change the stale write would have overwritten is still there. */
  readonly concurrentChangeKept: boolean;
}

/** Optimistic concurrency of one resource: a write based on a stale read. */
export interface OptimisticConcurrency<C> {
  readonly resource: string;
  staleWrite(session: Session<C>): Promise<StaleWrite>;
}

/** One input of a batch and how it ended, as the package reports it. */
export interface BatchItem {
  readonly id: string;
  /** Whether the input was meant to fail (an unknown id, ...). */
  readonly expectFailure: boolean;
  /** What the package's outcome helper reported for it. */
  readonly reported: 'succeeded' | 'failed' | 'unknown';
  /** Whether the fake's state agrees with the report. */
  readonly stateAgrees: boolean;
}

/** A batch operation sent with some inputs that cannot succeed. */
export interface PartialBatch<C> {
  readonly operation: string;
  run(session: Session<C>): Promise<readonly BatchItem[]>;
}

/** A list the suite pages through after filling the fake with `count` items. */
export interface Paging<C> {
  readonly operation: string;
  /** Items per page the walk asks for (or the fake's fixed page size). */
  readonly pageSize: number;
  /** Adds `count` items to the fake's state and returns their ids. */
  fill(session: Session<C>, count: number): Promise<readonly string[]>;
  /** Walks the list item by item, yielding each item's id; `limits` go to the list method. */
  walk(session: Session<C>, limits?: PageOptions): AsyncIterable<string>;
}

/** Everything the suite knows about one package. */
export interface Probe<C = unknown> {
  /** Package directory name, as in `@org/tour/fakes`, e.g. `webhooks`: the name its service definition gives. */
  readonly service: string;
  /** The package's service table (operation flags: method, idempotency, response), with or without an envelope. */
  readonly definition: ServiceDefinition<OperationGroups, string>;
  /** A client of the fake with the accepted credentials and the given core options. */
  client(target: Target, options: SuiteOptions): C;
  /** The same, of only the operations given (the package's `create<Name>ClientFor`). */
  clientFor(operations: OperationGroups, target: Target, options: SuiteOptions): unknown;
  /** A valid idempotent read, when the service has one. */
  readonly read?: ProbeCall<C, never>;
  /** Path parameters of `read` to attack (property names). */
  readonly pathParams?: readonly string[];
  /** A valid non-idempotent create (a POST or PATCH), when the service has one; retried only with an idempotency key. */
  readonly create?: ProbeCall<C, never>;
  /**
   * More non-idempotent writes (POST, PATCH) the fault matrix sends as it sends `create`: each must reach the
   * fake exactly once whatever the fault, never retried into a duplicate, unless its service documents an
   * idempotency key for it: then every attempt carries the call's one key.
   */
  readonly moreCreates?: readonly ProbeCall<C, never>[];
  /** A file upload in chunks to a second origin the service hands back, when the package has one. */
  readonly transfer?: ProbeTransfer<C>;
  /** A call that sends a JSON body (`input.body`), for a service whose create sends none. */
  readonly jsonBody?: ProbeCall<C, never>;
  /** Inputs specific to the service that must be refused before sending. */
  readonly badInputs: readonly BadInput<C>[];
  /** The credential schemes the package's client offers. */
  readonly auth: readonly ProbeAuth<C>[];
  readonly readModifyWrite?: ReadModifyWrite<C, never>;
  readonly concurrency?: OptimisticConcurrency<C>;
  readonly batch?: PartialBatch<C>;
  readonly paging?: Paging<C>;
  /** How the load check calls the package when the defaults do not fit (a service that limits the request rate). */
  readonly load?: LoadSettings<C>;
}

/**
 * A package's upload to a receiver on another origin (a file service at a URL the service answered), run through
 * the package's own helper: the suite faults the receiver mid-upload, resumes, redirects and refuses its origin.
 */
export interface ProbeTransfer<C> {
  /** The helper's name, for reports, e.g. `releases.upload`. */
  readonly name: string;
  /** The fake server that receives the chunks, from the package's fake. */
  receiver(fake: FakeServer): FakeServer;
  /** The receiver's operation id that takes one chunk. */
  readonly chunkOperation: string;
  /** The query parameter of a chunk request holding the chunk's number. */
  readonly chunkNumberParam: string;
  /** Bytes per chunk the receiver asks for. */
  readonly chunkSize: number;
  /** The request header that carries the package's credential, which must never reach the receiver. */
  readonly credentialHeader: string;
  /** Uploads `file` through the helper with `state` (a fresh `UploadState`, or one passed again to resume). */
  upload(client: C, target: Target, file: Uint8Array, state: UploadState<never>): Promise<unknown>;
  /** A client that allows no other origin than the service's own. */
  confined(target: Target, options: SuiteOptions): C;
}

/** Calls and client of the load check. */
export interface LoadSettings<C> {
  readonly calls: number;
  client?(target: Target, options: SuiteOptions): C;
}

/** Declares a call; infers its input type from `input`. */
export function call<C, I>(spec: ProbeCall<C, I>): ProbeCall<C, never> {
  return spec as unknown as ProbeCall<C, never>;
}

/** Declares a read-modify-write; infers the resource type from `read`. */
export function readModifyWrite<C, R>(spec: ReadModifyWrite<C, R>): ReadModifyWrite<C, never> {
  return spec as unknown as ReadModifyWrite<C, never>;
}

/** Declares a probe; its `service` is the name its service definition gives (the package's directory). */
export function defineProbe<C>(probe: Omit<Probe<C>, 'service'>): Probe<C> {
  return { ...probe, service: probe.definition.name };
}

/**
 * A probe's `client` and `clientFor` from the package's two client factories: both get the suite's options, the
 * target's base URL and the `credentials` read from the target's settings.
 */
export function clientsOf<C, O extends object>(
  create: (options: O) => C,
  createFor: (operations: OperationGroups, options: O) => unknown,
  credentials: (settings: Target['settings']) => Partial<O>,
): Pick<Probe<C>, 'client' | 'clientFor'> {
  const optionsFor = (target: Target, options: SuiteOptions) => ({ ...options, baseUrl: target.url, ...credentials(target.settings) }) as O;
  return {
    client: (target, options) => create(optionsFor(target, options)),
    clientFor: (operations, target, options) => createFor(operations, optionsFor(target, options)),
  };
}
