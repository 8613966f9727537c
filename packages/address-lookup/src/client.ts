import {
  ApiPromise,
  createClient,
  ValidationError,
  type CallOptions,
  type ClientOptions,
  type Credential,
  type Operation,
  type SdkError,
} from '@org/http-core';
import type { AddressLookupClient, LookupLogOptions, LookupStreamOptions } from './client-types.js';
import { apiKeyAuth, userTokenAuth, type CredentialPlacement } from './credentials.js';
import { unwrapped, type EnvelopeContext } from './envelope-check.js';
import { toAddressLookupError } from './errors.js';
import { parseLookupLog, type LookupLogEntry } from './lookup-log.js';
import { pagedMethod } from './paging.js';
import type { PagingSpec } from './paging-spec.js';
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from './rate-limiter.js';
import { checkReportRange, MAX_REPORT_RANGE_MS } from './report-range.js';
import { addressLookupService } from './service.js';

/** The service's public address, including the `/v1` version prefix. */
export const DEFAULT_BASE_URL = 'https://api.ideal-postcodes.co.uk/v1';

/**
 * Options of {@link createAddressLookupClient}: every option of the shared engine (timeouts, retries, hooks,
 * logger, validation, ...), plus the service's credentials and an optional rate limiter.
 */
export interface AddressLookupClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Service address including `/v1`. Default {@link DEFAULT_BASE_URL}. */
  readonly baseUrl?: string | URL;
  /**
   * The API key (`ak_...`, or a sub-licensed `sl_...`), used by lookups. Also the default `key` of the key
   * management operations. Sent as `Authorization: api_key="..."` unless `credentialPlacement` is `query`.
   */
  readonly apiKey?: string;
  /**
   * The user token (`uk_...`), used by key management (details, configs, licensees, lookup logs, usage). A
   * secret: use it on servers only, never in a web page.
   */
  readonly userToken?: string;
  /** The licensee key (`sk_...`) a sub-licensed API key needs for lookups. */
  readonly licensee?: string;
  /**
   * Where `apiKey`, `licensee` and `userToken` travel: `header` (default, in `Authorization`, out of URLs and
   * logs) or `query` (`?api_key=...`).
   */
  readonly credentialPlacement?: CredentialPlacement;
  /**
   * Credentials built with `apiKeyAuth` / `userTokenAuth` (or any with kind `apiKey` / `userToken`); they are
   * tried before those made from `apiKey` and `userToken`.
   */
  readonly auth?: Credential | readonly Credential[];
  /**
   * Opt-in client-side limiter so that a busy page never trips the service's limits: `true` for one of the
   * client's own with the defaults, options for one of its own, or a shared {@link RateLimiter}. Off by default.
   */
  readonly rateLimit?: boolean | RateLimiterOptions | RateLimiter;
}

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
  const { apiKey, userToken, licensee, credentialPlacement, rateLimit, auth, ...rest } = options;
  const credentials: Credential[] = [...listOf(auth)];
  if (apiKey !== undefined) credentials.push(apiKeyAuth(apiKey, { placement: credentialPlacement, licensee }));
  else if (licensee !== undefined) throw new ValidationError('licensee is sent with apiKey; give the API key too', { field: 'licensee' });
  if (userToken !== undefined) credentials.push(userTokenAuth(userToken, { placement: credentialPlacement }));

  const userBeforeError = rest.hooks?.beforeError;
  const finish = async (error: SdkError): Promise<SdkError> => {
    const converted = toAddressLookupError(error);
    return (userBeforeError && (await userBeforeError(converted))) || converted;
  };
  const limiter = limiterOf(rateLimit);
  const baseFetch = rest.fetch;
  const raw = createClient(addressLookupService, {
    ...rest,
    baseUrl: rest.baseUrl ?? DEFAULT_BASE_URL,
    auth: credentials,
    // The published resolve-place path has a stray `$` (`/places/${place}`): the segment is dropped.
    pathAliases: { $: '', ...rest.pathAliases },
    paramDefaults: apiKey === undefined ? rest.paramDefaults : { key: apiKey, ...rest.paramDefaults },
    hooks: { ...rest.hooks, beforeError: finish },
    fetch: limiter ? limiter.wrap((input, init) => (baseFetch ?? fetch)(input, init)) : baseFetch,
  }) as unknown as Record<string, Record<string, (input?: object, options?: CallOptions) => ApiPromise<unknown>>>;

  const context: EnvelopeContext = { secrets: () => credentials.flatMap((credential) => credential.secrets()), finish };
  const rejected = <T>(error: SdkError): ApiPromise<T> =>
    new ApiPromise<T>(finish(error).then((final) => Promise.reject(final)));

  const client: Record<string, Record<string, unknown>> = {};
  for (const operation of addressLookupService.operations) {
    const [group, method] = operation.id.split('.') as [string, string];
    const call = raw[group]![method]!;
    const one = (input?: object, callOptions?: CallOptions) => unwrapped(call(input, callOptions), operation, context);
    const paging = (operation.spec as { paging?: PagingSpec }).paging;
    (client[group] ??= {})[method] = paging ? pagedMethod(one, paging) : one;
  }

  const usage = client.keys!.usage as (input?: object, callOptions?: CallOptions) => ApiPromise<unknown>;
  client.keys!.usage = (input?: { start?: unknown; end?: unknown }, callOptions?: CallOptions) => {
    try {
      checkReportRange(input, 'keys.usage');
    } catch (error) {
      return rejected(error as SdkError);
    }
    return usage(input, callOptions);
  };

  const lookupsOperation = addressLookupService.operation('keys.lookups');
  const lookupsText = (input: object | undefined, callOptions: CallOptions): ApiPromise<string> => {
    try {
      checkReportRange(input, 'keys.lookups');
    } catch (error) {
      return rejected(error as SdkError);
    }
    return raw.keys!.lookups!(input, callOptions) as ApiPromise<string>;
  };
  client.keys!.lookups = (input?: object, lookupOptions: LookupLogOptions = {}) => {
    const { raw: asText, ...callOptions } = lookupOptions;
    const text = lookupsText(input, callOptions);
    if (asText) return text;
    return new ApiPromise(text.withResponse().then(({ data, response }) => ({ data: parseLookupLog(data), response })));
  };
  client.keys!.streamLookups = (input: { start?: unknown; end?: unknown } = {}, streamOptions: LookupStreamOptions = {}) =>
    streamLookups(lookupsText, lookupsOperation, input, streamOptions, finish);

  return client as unknown as AddressLookupClient;
}

async function* streamLookups(
  fetchWindow: (input: object, options: CallOptions) => ApiPromise<string>,
  operation: Operation,
  input: { start?: unknown; end?: unknown },
  options: LookupStreamOptions,
  finish: (error: SdkError) => Promise<SdkError>,
): AsyncGenerator<LookupLogEntry, void, undefined> {
  const { windowDays = 7, ...callOptions } = options;
  if (!Number.isInteger(windowDays) || windowDays < 1 || windowDays * DAY_MS > MAX_REPORT_RANGE_MS) {
    throw await finish(new ValidationError('windowDays must be a whole number of days from 1 to 90', { field: 'windowDays', operation: operation.id }));
  }
  const end = millisOf(input.end) ?? Date.now();
  const start = millisOf(input.start) ?? end - 21 * DAY_MS;
  if (start > end) throw await finish(new ValidationError('Invalid start: the range starts after it ends', { field: 'start', operation: operation.id }));
  const window = windowDays * DAY_MS;
  // Both ends of a range count, so windows meet without overlapping: [s, s + w - 1], [s + w, ...].
  for (let from = start; from <= end; from += window) {
    const to = Math.min(end, from + window - 1);
    const csv = await fetchWindow({ ...input, start: from, end: to }, callOptions);
    yield* parseLookupLog(csv);
  }
}

function millisOf(value: unknown): number | undefined {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined;
}

function limiterOf(option: AddressLookupClientOptions['rateLimit']): RateLimiter | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return createRateLimiter();
  return 'acquire' in option ? option : createRateLimiter(option);
}

function listOf<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}
