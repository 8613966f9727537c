import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import { isOriginDomain } from '../origin-domain.js';
import { fakeOriginKey } from './origin-key.js';

/** One origin key the fake issued. */
export interface IssuedOriginKey {
  readonly domain: string;
  readonly originKey: string;
}

/**
 * Answers `originKeys.create` as the service does: a body without an `originDomains` list is a 400; any
 * domain that is not an origin makes the whole request a 422 naming it; otherwise each domain gets its
 * deterministic key (see {@link fakeOriginKey}).
 */
export function originKeysHandler(issued: IssuedOriginKey[]): FakeHandler {
  return (req) => {
    const body = req.body as { originDomains?: unknown } | undefined;
    const domains = body?.originDomains;
    if (!Array.isArray(domains) || domains.some((domain) => typeof domain !== 'string')) {
      throw fakeError(400, undefined, 'Required field originDomains is missing or not a list of strings');
    }
    if (domains.length === 0) throw fakeError(422, undefined, 'originDomains must list at least one domain');
    const bad = (domains as string[]).filter((domain) => !isOriginDomain(domain));
    if (bad.length > 0) {
      throw fakeError(422, undefined, `Invalid origin domain(s): ${bad.join(', ')}; expected scheme and host with an optional port`);
    }
    const apiKey = req.credential!.value;
    const originKeys: Record<string, string> = {};
    for (const domain of domains as string[]) {
      originKeys[domain] = fakeOriginKey(apiKey, domain);
      issued.push({ domain, originKey: originKeys[domain] });
    }
    return json(200, { originKeys });
  };
}
