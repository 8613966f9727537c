import { ApiPromise, createClient, ValidationError, type CallOptions, type Hooks } from '@org/http-core';
import type { AddressLookupClient, KeyLogMethods, LookupStreamOptions } from './client-types.js';
import { parseLookupLog, type LookupLogEntry } from './lookup-log.js';
import { MAX_REPORT_RANGE_MS } from './report-range.js';
import { addressLookupService } from './service.js';
import type { AddressLookupClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a client of the address lookup service.
 *
 * - Lookups (autocomplete, postcodes, addresses, e-mails, phone numbers, places, ...) use `apiKey`; key
 *   management uses `userToken`; `keys.availability` needs neither.
 * - Every method resolves to the answer's `result` once its `code` is 2000; an error answer throws an
 *   {@link AddressLookupError} with the HTTP status, the numeric code and its meaning. Wrap a lookup in
 *   `orNull(...)` to read a 404 as `null`.
 * - Safe-to-repeat lookups are retried on 503 (the service's rate-limit answer) with backoff; POSTs never are.
 * - JSONP (`callback`) is not used: it exists for `<script>` tags; this client reads JSON with `fetch`.
 *
 * @example
 * ```ts
 * const client = createAddressLookupClient({ apiKey: 'ak_...' });
 * const { hits } = await client.autocomplete.find({ query: '10 downing' });
 * const address = await client.autocomplete.resolveGbr({ address: hits[0]!.id });
 * ```
 */
export function createAddressLookupClient(options: AddressLookupClientOptions = {}): AddressLookupClient {
  const client = createClient(addressLookupService, coreOptions(options));

  // The table says `keys.lookups` answers text; the client parses it, and adds a windowed walk over it.
  const csv = client.keys.lookups;
  const lookups = ((input?: object, lookupOptions: { raw?: boolean } & CallOptions = {}) => {
    const { raw, ...callOptions } = lookupOptions;
    if (raw) return csv(input, callOptions);
    return new ApiPromise({
      withResponse: () => csv(input, callOptions).withResponse().then(({ data, response }) => ({ data: parseLookupLog(data), response })),
      asResponse: () => csv(input, callOptions).asResponse(),
    });
  }) as KeyLogMethods['lookups'];
  const streamLookups: KeyLogMethods['streamLookups'] = (input = {}, streamOptions = {}) => walkLookups(csv, input, streamOptions, options.hooks);

  return { ...client, keys: { ...client.keys, lookups, streamLookups } };
}

/**
 * Yields the entries of a range window by window. Each window is a `keys.lookups` call, so the table's range
 * check and the engine's error handling apply to it; only `windowDays`, which is not an input of the
 * operation, is checked here.
 */
async function* walkLookups(
  csv: (input: Parameters<KeyLogMethods['streamLookups']>[0], options?: CallOptions) => ApiPromise<string>,
  input: NonNullable<Parameters<KeyLogMethods['streamLookups']>[0]>,
  options: LookupStreamOptions,
  hooks: Hooks | undefined,
): AsyncGenerator<LookupLogEntry, void, undefined> {
  const { windowDays = 7, ...callOptions } = options;
  if (!Number.isInteger(windowDays) || windowDays < 1 || windowDays * DAY_MS > MAX_REPORT_RANGE_MS) {
    const error = new ValidationError('windowDays must be a whole number of days from 1 to 90', { field: 'windowDays', operation: 'keys.streamLookups' });
    // Not an error of a call, so it does not pass the engine: the caller's `beforeError` still sees it.
    throw (await hooks?.beforeError?.(error)) || error;
  }
  const end = millisOf(input.end) ?? Date.now();
  const start = millisOf(input.start) ?? end - 21 * DAY_MS;
  // A range that ends before it starts: the operation's own range check refuses it, before sending.
  if (start > end) await csv({ ...input, start, end }, callOptions);
  const window = windowDays * DAY_MS;
  // Both ends of a range count, so windows meet without overlapping: [s, s + w - 1], [s + w, ...].
  for (let from = start; from <= end; from += window) {
    const to = Math.min(end, from + window - 1);
    yield* parseLookupLog(await csv({ ...input, start: from, end: to }, callOptions));
  }
}

function millisOf(value: unknown): number | undefined {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined;
}

export { DEFAULT_BASE_URL } from './core-options.js';

export type { AddressLookupClientOptions } from './client-options.js';
