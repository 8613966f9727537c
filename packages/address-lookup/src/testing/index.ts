/**
 * `@org/address-lookup/testing`: an in-memory fake of the address lookup service on a real loopback
 * HTTP server, for tests of code that uses `@org/address-lookup` (in Node, or from a browser page: CORS
 * is on).
 *
 * It answers every operation with the `code` envelope and keeps the service's rules: per-IP rate limits,
 * the community key's daily allowance, balances and daily limits, allowed URLs, sub-licensed keys,
 * lookup history with tags, and the documented test values. See {@link startAddressLookupFake}.
 *
 * @example
 * ```ts
 * import { startAddressLookupFake } from '@org/address-lookup/testing';
 *
 * const fake = await startAddressLookupFake();
 * try {
 *   const client = fake.client();
 *   const addresses = await client.postcodes.lookup({ postcode: 'SW1A 2AA' });
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import { errorShapes, fakeClientRetry, startFakeServer, type CorsOptions, type FakeHandler, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createAddressLookupClient, type AddressLookupClientOptions } from '../client.js';
import type { AddressLookupClient } from '../client-types.js';
import { refuseCredential } from './auth-refusal.js';
import type { FakeContext } from './fake-context.js';
import { fakeService } from './fake-service.js';
import { configHandlers } from './handlers/configs.js';
import { contactCheckHandlers } from './handlers/contact-checks.js';
import { keyHandlers } from './handlers/keys.js';
import { licenseeHandlers } from './handlers/licensees.js';
import { suggestionHandlers } from './handlers/suggestions.js';
import { ukLookupHandlers } from './handlers/uk-lookups.js';
import { withJsonp } from './jsonp.js';
import { PerSecondLimit, SuggestionWindow, type FakeLimits } from './limits.js';
import { apiKeyOfCredential, clientIp } from './request-facts.js';
import { fakeAccount } from './seed-keys.js';
import { createFakeState, type FakeState } from './state.js';
import { testValues } from './test-values.js';
import { BASE_PATH, unknownPathAnswer } from './unknown-path.js';

export { COMMUNITY_DAILY_LOOKUPS } from './access.js';
export { INVALID_KEY_MESSAGE } from './auth-refusal.js';
export { checkEmail, checkPhoneNumber } from './contact-checks.js';
export type { FakeLimits } from './limits.js';
export { places as fakePlaces, ukAddresses as fakeUkAddresses, usAddresses as fakeUsAddresses } from './fake-context.js';
export { fakeAccount, licenseeKeyFor, type FakeKey, type FakeLicensee } from './seed-keys.js';
export type { FakeConfig, FakeState, LookupRecord } from './state.js';
export { testValues } from './test-values.js';
export { BASE_PATH, UNKNOWN_PATH_CODE } from './unknown-path.js';

/** The fake's CORS settings: on unless `false`, the rate-limit headers always exposed. */
function withRateLimitHeaders(cors: boolean | CorsOptions | undefined): CorsOptions | false {
  if (cors === false) return false;
  const given = cors === true || cors === undefined ? {} : cors;
  return { ...given, exposeHeaders: ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', ...(given.exposeHeaders ?? [])] };
}

/** Options of {@link startAddressLookupFake}. */
export interface AddressLookupFakeOptions extends FakeLimits, FakeListenOptions {
  /** The fake's clock (epoch ms) for lookup times, day limits, reports and `createdAt`. Default `Date.now`. */
  readonly now?: () => number;
  /**
   * Answers CORS preflights and marks answers for browser pages on other origins (`true`, or the origins and
   * headers allowed), as every fake's `cors` option does, with the rate-limit headers exposed too. Default
   * `true`: the service answers browsers.
   */
  readonly cors?: boolean | CorsOptions;
}

/** A running fake: the shared fake server plus the account, test values and state a test needs. */
export interface AddressLookupFake extends FakeServer {
  /** Keys, user tokens and licensee keys present at start. */
  readonly account: typeof fakeAccount;
  /** The service's documented test postcodes, UDPRNs, UMPRNs and keys. */
  readonly testValues: typeof testValues;
  /** The fake's state: keys (balances, limits), licensees, configs, lookup history. */
  readonly state: FakeState;
  /** Options of a client of this fake: `baseUrl`, the account's `apiKey` and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): AddressLookupClientOptions & { readonly baseUrl: string; readonly apiKey: string };
  /** A client of this fake: {@link AddressLookupFake.clientOptions} with `options` over them (an `auth` there replaces the key). */
  client(options?: AddressLookupClientOptions): AddressLookupClient;
}

/**
 * Starts the fake on a free loopback port. Its rules, in the order applied:
 *
 * 1. More than `requestsPerSecond` (30) requests in a second from one IP address (`X-Forwarded-For`, else
 *    loopback): 503.
 * 2. Lookups need a known API key (`Authorization: api_key="..."` or `?api_key=`), else 401 code 4010; key
 *    management needs the owner's user token (4012) and a key of that account in the path (404, 4042);
 *    `keys.availability` needs nothing.
 * 3. A sub-licensed key needs a live licensee (401 4013, 404 4045); a page (`Origin`/`Referer`) outside the
 *    key's allowed URLs is refused (401 4011); more than 3 tags: 400 4009.
 * 4. Test values answer their fixed outcome and cost nothing.
 * 5. Lookups that affect the balance are refused at zero balance (402 4020) and at a daily limit, including
 *    the community key's 15 per IP address (402 4021); a non-empty answer costs one lookup and is written to
 *    the history with its tags.
 * 6. Address and place suggestions count against a per-IP window (`suggestionsPerWindow` per
 *    `suggestionWindowMs`), reported in `X-RateLimit-*` headers; past it: 503.
 *
 * With `callback=<name>` in the query, an answer from the rules above (success or error) is sent as JSONP,
 * `<name>(<json>);` with `application/javascript`.
 *
 * The fake serves below `/v1`, as the service does: `fake.url` ends with it. Not-found answers are 404 with 4040
 * (postcode, with `suggestions`; also a suggestion, place or config id), 4044 (UDPRN), 4045 (licensee), 4046
 * (UMPRN); a path the service has no endpoint for is 404 with {@link UNKNOWN_PATH_CODE}, never one of those. Bad input is 400 with 4000 (malformed), 4001 (a config name
 * taken) or 4005-4008 (a report range); the 503s carry code 5030 (the service documents none).
 */
export async function startAddressLookupFake(options: AddressLookupFakeOptions = {}): Promise<AddressLookupFake> {
  const state = createFakeState(options.now ?? Date.now);
  const perSecond = new PerSecondLimit(options.requestsPerSecond ?? 30, options.secondClock);
  const suggestions = new SuggestionWindow(options.suggestionsPerWindow ?? 3000, options.suggestionWindowMs ?? 5 * 60 * 1000);
  const context: FakeContext = { state, suggestions };
  const handlers: Record<string, FakeHandler> = {
    ...ukLookupHandlers(context),
    ...suggestionHandlers(context),
    ...contactCheckHandlers(context),
    ...keyHandlers(context),
    ...configHandlers(context),
    ...licenseeHandlers(context),
  };
  for (const [id, handler] of Object.entries(handlers)) {
    handlers[id] = withJsonp((req, ctx) => {
      perSecond.admit(clientIp(req));
      return handler(req, ctx);
    });
  }
  const server = await startFakeServer({
    service: fakeService,
    errorShape: errorShapes.numeric,
    handlers,
    auth: {
      apiKey: { header: 'authorization', query: 'api_key', check: (value) => state.keys.get(apiKeyOfCredential(value)) },
      // The token is checked against the key's account by the handlers (401 4012, 404 4042).
      kinds: { userToken: { scheme: 'apiKey', header: 'authorization', query: 'user_token' } },
      // A missing or unknown key: 401 4010 with the service's text; no user token: 401 4012.
      refuse: refuseCredential,
    },
    cors: withRateLimitHeaders(options.cors),
    pathAliases: { $: '' },
    basePath: BASE_PATH,
    unknownPath: unknownPathAnswer,
    tls: options.tls,
    host: options.host,
    port: options.port,
    onReset: () => {
      state.reset();
      perSecond.clear();
      suggestions.clear();
    },
  });
  const clientOptions = () => ({ baseUrl: server.url, apiKey: fakeAccount.apiKey, retry: fakeClientRetry });
  return Object.assign(server, {
    account: fakeAccount,
    testValues,
    state,
    clientOptions,
    client: (options: AddressLookupClientOptions = {}) => {
      const { apiKey, ...rest } = clientOptions();
      return createAddressLookupClient({ ...rest, ...(options.auth === undefined ? { apiKey } : {}), ...options });
    },
  });
}
