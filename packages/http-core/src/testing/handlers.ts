/**
 * What a fake's handlers receive and return.
 */
import type { Operation } from '../operation.js';
import type { OperationGroups } from '../service.js';
import type { FakeCredential } from './auth-check.js';
import type { FakeServer } from './fake-server-interface.js';
import type { FakeResponse } from './responses.js';

/** A request routed to an operation, authenticated and validated. */
export interface FakeRequest {
  readonly operation: Operation;
  /**
   * The raw path below the fake's base path (the whole path when it has none), still percent-encoded, without
   * the query: `${ctx.baseUrl}${req.path}` is a link back to the same list, e.g. a `nextLink`.
   */
  readonly path: string;
  /** Path parameters by template name, percent-decoded per segment. A root scope arrives as `'/'`. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Header values by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON for JSON content types, text for textual ones, a `Buffer` otherwise; `undefined` when empty. */
  readonly body: unknown;
  /** The credential that passed the check; `undefined` for operations without auth. */
  readonly credential: FakeCredential | undefined;
  /** What the auth check returned for the credential (`undefined` when no check is configured). */
  readonly principal: unknown;
}

/** Per-request context of a handler. */
export interface HandlerContext {
  /** Base URL of the fake (its base path included), for links in answers (`nextLink`, `Location`, operation URLs). */
  readonly baseUrl: string;
  /** The request id of this answer. */
  readonly requestId: string;
  /** The server, e.g. to count requests. */
  readonly server: FakeServer;
}

/**
 * Answers one operation. Return a response (`json(200, item)`), nothing for a 204, or throw
 * `fakeError(status, code, message)` for an error in the service's shape.
 */
export type FakeHandler = (req: FakeRequest, ctx: HandlerContext) => FakeResponse | void | Promise<FakeResponse | void>;

/** Operation ids of a service: `'roleAssignments.get' | 'roleAssignments.list' | ...`. */
export type OperationId<G extends OperationGroups> = {
  [K in keyof G & string]: `${K}.${keyof G[K] & string}`;
}[keyof G & string];

/** Handlers by operation id; operations without one answer 501. */
export type FakeHandlers<G extends OperationGroups = OperationGroups> = { readonly [Id in OperationId<G>]?: FakeHandler };
