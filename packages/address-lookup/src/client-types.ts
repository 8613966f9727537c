import type { ApiPromise, CallOptions, RequestMethods } from '@org/http-core';
import type { LookupLogEntry } from './lookup-log.js';
import type { AddressLookupMethods, KeysLookupsInput } from './operation-types.js';

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
  lookups(input: KeysLookupsInput | undefined, options: LookupLogOptions & { readonly raw: true }): ApiPromise<string>;
  lookups(input?: KeysLookupsInput, options?: LookupLogOptions & { readonly raw?: false }): ApiPromise<LookupLogEntry[]>;
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
  streamLookups(input?: KeysLookupsInput, options?: LookupStreamOptions): AsyncIterable<LookupLogEntry>;
}

/**
 * A client of the address lookup service: the shared engine's client of the table (one object per group,
 * one method per operation; each method and input field shows its TSDoc on hover), with the lookup-history methods
 * of `keys` on top. Methods resolve to the answer's `result` once `code` is 2000, and `.withResponse()` adds
 * status, headers (rate-limit figures included) and request id. `addresses.extract` and `licensees.list`
 * return the engine's page iterator. `client.request(...)` sends what the operation table does not declare, with
 * the client's key and limits, and resolves to the answer's `result` as the methods do.
 */
export type AddressLookupClient = Omit<AddressLookupMethods, 'keys'> & RequestMethods<'result'> & {
  readonly keys: Omit<AddressLookupMethods['keys'], 'lookups'> & KeyLogMethods;
};
