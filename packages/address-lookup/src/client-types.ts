import type { ApiPromise, CallOptions, OperationMethod, OperationOutput, OperationSpec, PageIterator, PageOptions } from '@org/http-core';
import type { LookupLogEntry } from './lookup-log.js';
import type { addressLookupService } from './service.js';

/** @internal The service's operation groups. */
type Groups = typeof addressLookupService.groups;

/** What an operation resolves to: the `result` of the answer's envelope. */
export type ResultOf<S extends OperationSpec> = OperationOutput<S> extends { readonly result: infer R } ? R : OperationOutput<S>;

/** The input object of an operation (path, query and header parameters by name, plus `body`). */
export type InputOf<S extends OperationSpec> = NonNullable<Parameters<OperationMethod<S>>[0]>;

/** A method of the client: validates, sends, checks `code` is 2000 and resolves to the envelope's `result`. */
export type LookupMethod<S extends OperationSpec> = (...args: Parameters<OperationMethod<S>>) => ApiPromise<ResultOf<S>>;

type MethodOf<T> = T extends OperationSpec ? LookupMethod<T> : never;
/** @internal A group's methods, each resolving to the answer's `result`. */
type GroupMethods<G extends keyof Groups> = { readonly [M in keyof Groups[G]]: MethodOf<Groups[G][M]> };
/** @internal Every group of the client before the reshaped ones. */
type PlainClient = { readonly [G in keyof Groups]: GroupMethods<G> };

/** @internal The item type of the list at `P` in an answer. */
type Items<R, P extends string> = R extends { readonly [K in P]?: infer L } ? (NonNullable<L> extends ReadonlyArray<infer I> ? I : never) : never;

/** A paged method: returns a lazy iterator over every page. */
export type PagedMethod<S extends OperationSpec, P extends string> = (
  input?: InputOf<S>,
  options?: CallOptions & PageOptions,
) => PageIterator<Items<ResultOf<S>, P>, ResultOf<S>>;

type LookupsSpec = Groups['keys']['lookups'];

/** Options of {@link KeyLogMethods.lookups}. */
export interface LookupLogOptions extends CallOptions {
  /** Resolve to the CSV text as received instead of parsed entries. */
  readonly raw?: boolean;
}

/** Options of {@link KeyLogMethods.streamLookups}. */
export interface LookupStreamOptions extends CallOptions {
  /** Days per request, 1 to 90. Default 7. */
  readonly windowDays?: number;
}

/** The lookup-history methods of `client.keys`. */
export interface KeyLogMethods {
  /**
   * Lookup logs as CSV: the key's lookup history between `start` and `end` (at most 90 days apart, checked
   * before sending; without them the service uses the last 21 days). Resolves to parsed entries, or to the
   * CSV text with `{ raw: true }`. Needs the user token.
   *
   * @example
   * ```ts
   * const week = await client.keys.lookups({ start: Date.now() - 7 * 86_400_000 });
   * const csv = await client.keys.lookups({}, { raw: true });
   * ```
   */
  lookups(input: InputOf<LookupsSpec> | undefined, options: LookupLogOptions & { readonly raw: true }): ApiPromise<string>;
  lookups(input?: InputOf<LookupsSpec>, options?: LookupLogOptions & { readonly raw?: false }): ApiPromise<LookupLogEntry[]>;
  /**
   * Walks a range of any length window by window (one request per `windowDays`, each at most 90 days),
   * yielding entries as each window arrives, so a long history never sits in memory at once. Without
   * `start` the range begins 21 days before `end` (default now).
   *
   * @example
   * ```ts
   * for await (const entry of client.keys.streamLookups({ start: new Date('2024-01-01') })) save(entry);
   * ```
   */
  streamLookups(input?: InputOf<LookupsSpec>, options?: LookupStreamOptions): AsyncIterable<LookupLogEntry>;
}

/**
 * A client of the address lookup service: one object per group, one method per operation (the TSDoc of
 * each table entry shows on hover). Methods resolve to the answer's `result` once `code` is 2000, and
 * `.withResponse()` adds status, headers (rate-limit figures included) and request id.
 */
export type AddressLookupClient = Omit<PlainClient, 'addresses' | 'licensees' | 'keys'> & {
  readonly addresses: Omit<GroupMethods<'addresses'>, 'extract'> & {
    /**
     * Extract addresses: complete addresses matching a query, best first, or within 100 m of a point
     * (`longitude`, `latitude`). Returns a page iterator over page numbers: `for await` walks every page,
     * `.firstPage()` reads one, `maxItems` / `maxPages` bound the walk. Affects the balance; accepts `tags`.
     */
    readonly extract: PagedMethod<Groups['addresses']['extract'], 'hits'>;
  };
  readonly licensees: Omit<GroupMethods<'licensees'>, 'list'> & {
    /**
     * List licensees of the key, optionally those whose name matches `query`. Returns a page iterator that
     * continues after the last licensee of each page while `hasMore` is true. Needs the user token.
     */
    readonly list: PagedMethod<Groups['licensees']['list'], 'licensees'>;
  };
  readonly keys: Omit<GroupMethods<'keys'>, 'lookups'> & KeyLogMethods;
};
