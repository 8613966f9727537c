/**
 * The fake's access rules, in the order the service applies them: the key, its licensee, the page it is
 * used from, tags, then balance and daily limits. Each refusal carries the service's code.
 */
import { fakeError, type FakeRequest } from '@org/http-core/testing';
import { ApiCode } from '../api-codes.js';
import { MAX_TAGS } from '../params/tags.js';
import { INVALID_USER_TOKEN_MESSAGE } from './auth-refusal.js';
import { clientIp, credentialValue, pageUrl } from './request-facts.js';
import type { FakeKey, FakeLicensee } from './seed-keys.js';
import type { FakeState } from './state.js';
import { testValues } from './test-values.js';

/** Lookups per IP address per day on the community key. */
export const COMMUNITY_DAILY_LOOKUPS = 15;

/** Who is looking up, from where, and with which tags. */
export interface LookupAccess {
  readonly key: FakeKey;
  readonly ip: string;
  readonly url: string;
  readonly licensee: FakeLicensee | undefined;
  readonly tags: readonly string[];
}

function allowedFrom(url: string, allowed: readonly string[]): boolean {
  return url === '' || allowed.length === 0 || allowed.some((prefix) => url.startsWith(prefix));
}

/** The tags of a request; more than 3 is refused with 4009. */
export function tagsOf(req: FakeRequest): string[] {
  const tags = (req.query.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  if (tags.length > MAX_TAGS) throw fakeError(400, ApiCode.TooManyTags, `Too many tags: at most ${MAX_TAGS}`);
  return tags;
}

/**
 * Checks a lookup's credentials. The key itself was checked by the server (401, 4010 for an unknown
 * key); here: a sub-licensed key needs a live licensee (4013, 4045), and a browser page must be on the
 * key's (and the licensee's) allowed list (4011).
 */
export function admitLookup(req: FakeRequest, state: FakeState): LookupAccess {
  const principal = req.principal as FakeKey;
  const key = state.keys.get(principal.key) ?? principal;
  const ip = clientIp(req);
  const url = pageUrl(req);
  let licensee: FakeLicensee | undefined;
  if (key.subLicensed) {
    const licenseeKey = credentialValue(req, 'licensee');
    if (!licenseeKey) throw fakeError(401, ApiCode.LicenseeRequired, 'Licensee key is required for this key');
    licensee = state.licensees.list((item) => item.key === licenseeKey && item.parent === key.key && !item.cancelled)[0];
    if (!licensee) throw fakeError(404, ApiCode.LicenseeNotFound, 'Licensee not found');
  }
  if (!allowedFrom(url, key.allowedUrls) || (licensee && !allowedFrom(url, licensee.whitelist))) {
    throw fakeError(401, ApiCode.UrlNotAllowed, `Requesting URL not on the allowed list: ${url}`);
  }
  return { key, ip, url, licensee, tags: tagsOf(req) };
}

/** Refuses a charged lookup the key cannot pay for: no balance (4020) or a daily limit reached (4021). */
export function checkBalance(access: LookupAccess, state: FakeState): void {
  const { key, ip, licensee } = access;
  if (key.lookupsRemaining <= 0) throw fakeError(402, ApiCode.BalanceDepleted, 'Key balance depleted');
  const limitReached = () => fakeError(402, ApiCode.LimitReached, 'Daily lookup limit reached');
  if (key.key === testValues.keys.community && state.chargedToday(key.key, { ip }) >= COMMUNITY_DAILY_LOOKUPS) throw limitReached();
  if (key.dailyLimit !== null && state.chargedToday(key.key) >= key.dailyLimit) throw limitReached();
  if (key.individualLimit !== null && state.chargedToday(key.key, { ip }) >= key.individualLimit) throw limitReached();
  if (licensee && licensee.dailyLimit !== null && state.chargedToday(key.key, { licensee: licensee.key }) >= licensee.dailyLimit) throw limitReached();
}

/** Takes one lookup from the balance and writes it to the history. */
export function charge(access: LookupAccess, state: FakeState, kind: string, query: string): void {
  state.keys.update(access.key.key, (key) => ({ ...key, lookupsRemaining: key.lookupsRemaining - 1 }));
  state.lookups.create({
    time: state.now(),
    key: access.key.key,
    ip: access.ip,
    query,
    url: access.url,
    kind,
    tags: access.tags,
    licensee: access.licensee?.key,
  });
}

/**
 * Checks a key-management request: the user token must belong to an account (4012), and the key in the
 * path must be one of that account's (4042).
 */
export function admitManagement(req: FakeRequest, state: FakeState): FakeKey {
  const token = credentialValue(req, 'user_token');
  const owned = token === undefined ? [] : state.keys.list((key) => key.owner === token);
  if (owned.length === 0) throw fakeError(401, ApiCode.InvalidUserToken, INVALID_USER_TOKEN_MESSAGE);
  const key = owned.find((candidate) => candidate.key === req.params.key);
  if (!key) throw fakeError(404, ApiCode.KeyNotFound, 'Key not found');
  return key;
}
