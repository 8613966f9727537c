/** Address autocomplete, suggestion resolving, and places. */
import { fakeError, type FakeHandler } from '@org/http-core/testing';
import { ApiCode } from '../../api-codes.js';
import { admitLookup, charge, checkBalance } from '../access.js';
import { matchesText, rank, words } from '../address-search.js';
import { suggestionOf, ukInUsLayout, usInUkLayout, type AnyAddress } from '../address-views.js';
import { ok, pick, queryText } from '../answers.js';
import { addressById, allAddresses, places, type FakeContext } from '../fake-context.js';
import { clientIp } from '../request-facts.js';
import { squash } from '../test-values.js';

const countryOf = (address: AnyAddress): string => ('uk' in address ? 'GBR' : address.us.country_iso === 'USA' ? 'USA' : address.us.country_iso);

/** Handlers of autocomplete and places. */
export function suggestionHandlers(context: FakeContext) {
  const { state, suggestions } = context;
  const resolve = (layout: 'gbr' | 'usa'): FakeHandler => (req) => {
    const access = admitLookup(req, state);
    checkBalance(access, state);
    const id = req.params.address!;
    const found = addressById(id);
    if (!found || ('uk' in found && found.uk.postcode.startsWith('ID1'))) throw fakeError(404, ApiCode.PostcodeNotFound, `No address has id ${id}`);
    charge(access, state, layout === 'gbr' ? 'Address Resolve (GBR)' : 'Address Resolve (USA)', id);
    if (layout === 'gbr') return ok('uk' in found ? found.uk : usInUkLayout(found.us));
    return ok('us' in found ? found.us : ukInUsLayout(found.uk));
  };
  return {
    'autocomplete.find': ((req) => {
      const access = admitLookup(req, state);
      const headers = suggestions.take(clientIp(req));
      const text = queryText(req);
      const context = (req.query.get('context') ?? access.key.context).toUpperCase();
      const limit = Number(req.query.get('limit') ?? 10);
      const candidates = allAddresses.filter(
        (address) => countryOf(address) === context && !('uk' in address && address.uk.postcode.startsWith('ID1')),
      );
      const matched = rank(
        candidates.filter((address) => matchesText(address, text)),
        req.query,
      );
      // A postcode query lists every address at the postcode, whatever the limit.
      const wholePostcode = matched.length > 0 && matched.every((address) => 'uk' in address && squash(address.uk.postcode) === squash(text));
      const hits = (wholePostcode ? matched : matched.slice(0, limit)).map(suggestionOf);
      return ok({ hits }, headers);
    }) satisfies FakeHandler,
    'autocomplete.resolveGbr': resolve('gbr'),
    'autocomplete.resolveUsa': resolve('usa'),
    'places.find': ((req) => {
      admitLookup(req, state);
      const headers = suggestions.take(clientIp(req));
      const wanted = words(queryText(req));
      const countries = req.query.get('country_iso')?.toUpperCase().split(',');
      const favoured = req.query.get('bias_country_iso')?.toUpperCase().split(',') ?? [];
      const hits = places
        .filter((place) => wanted.length > 0 && wanted.every((word) => words(place.descriptive_name).some((have) => have.startsWith(word))))
        .filter((place) => !countries || countries.includes(place.country_iso))
        .map((place, index) => ({ place, index, score: favoured.includes(place.country_iso) ? 1 : 0 }))
        .sort((a, b) => b.score - a.score || a.index - b.index)
        .map(({ place }) => pick(place, ['id', 'name', 'descriptive_name', 'country_iso']));
      return ok({ hits }, headers);
    }) satisfies FakeHandler,
    'places.resolve': ((req) => {
      const access = admitLookup(req, state);
      checkBalance(access, state);
      const id = req.params.place!;
      const place = places.find((candidate) => candidate.id === id);
      if (!place) throw fakeError(404, ApiCode.PostcodeNotFound, `No place has id ${id}`);
      charge(access, state, 'Place Resolve', id);
      return ok(place);
    }) satisfies FakeHandler,
  };
}
