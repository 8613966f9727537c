/** Postcode, UDPRN, UMPRN lookups, address extraction and cleansing. */
import { fakeError, type FakeHandler, type FakeRequest } from '@org/http-core/testing';
import { ApiCode } from '../../api-codes.js';
import type { UkAddress } from '../../models/uk-address.js';
import { admitLookup, charge, checkBalance, type LookupAccess } from '../access.js';
import { distance, matchesText, rank } from '../address-search.js';
import { fieldsOf, ok, pick, queryText } from '../answers.js';
import { cleanse } from '../cleanse-match.js';
import { realUkAddresses, ukAddresses, type FakeContext } from '../fake-context.js';
import { closePostcodes } from '../postcode-suggestions.js';
import { squash, testPostcodeOutcome, testRecordOutcome, testValues } from '../test-values.js';

/** Addresses per page of a very large postcode. */
const POSTCODE_PAGE = 100;

const at = (postcode: string): UkAddress[] => ukAddresses.filter((address) => squash(address.postcode) === squash(postcode));

/** The answer of a test postcode (never charged), or `undefined` when `text` is not one. */
function testPostcodeAnswer(text: string, onSuccess: (addresses: UkAddress[]) => ReturnType<FakeHandler>): ReturnType<FakeHandler> | undefined {
  switch (testPostcodeOutcome(text)) {
    case 'success':
      return onSuccess(at(testValues.postcodes.success));
    case 'empty':
      return onSuccess([]);
    case 'balanceDepleted':
      throw fakeError(402, ApiCode.BalanceDepleted, 'Key balance depleted');
    case 'limitReached':
      throw fakeError(402, ApiCode.LimitReached, 'Daily lookup limit reached');
    default:
      return undefined;
  }
}

function recordLookup(field: 'udprn' | 'umprn', kind: string, notFound: number, context: FakeContext): FakeHandler {
  return (req) => {
    const access = admitLookup(req, context.state);
    const value = req.params[field]!;
    const missing = () => fakeError(404, notFound, `No address has ${field.toUpperCase()} ${value}`);
    const find = (number: number) =>
      ukAddresses.find((address) => address[field] === number && (field === 'umprn' || address.dataset !== 'mr'));
    switch (testRecordOutcome(value)) {
      case 'success':
        return ok(pick(find(0)!, fieldsOf(req)));
      case 'notFound':
        throw missing();
      case 'balanceDepleted':
        throw fakeError(402, ApiCode.BalanceDepleted, 'Key balance depleted');
      case 'limitReached':
        throw fakeError(402, ApiCode.LimitReached, 'Daily lookup limit reached');
    }
    checkBalance(access, context.state);
    const address = find(Number(value));
    if (!address || address.postcode.startsWith('ID1')) throw missing();
    charge(access, context.state, kind, value);
    return ok(pick(address, fieldsOf(req)));
  };
}

function extractHits(req: FakeRequest): UkAddress[] | undefined {
  const lon = req.query.get('lon');
  const lat = req.query.get('lat');
  if (lon !== null && lat !== null) {
    const [x, y] = [Number(lon), Number(lat)];
    return realUkAddresses
      .map((address) => ({ address, metres: typeof address.longitude === 'number' && typeof address.latitude === 'number' ? distance(x, y, address.longitude, address.latitude) : Infinity }))
      .filter(({ metres }) => metres <= 100)
      .sort((a, b) => a.metres - b.metres)
      .map(({ address }) => address);
  }
  const text = queryText(req);
  const candidates = realUkAddresses.map((uk) => ({ uk }));
  if (text === '') {
    // Filters alone (a UPRN, say) select addresses; with neither, there is nothing to search for.
    const filtered = rank(candidates, req.query);
    return filtered.length === candidates.length ? undefined : filtered.map((address) => address.uk);
  }
  return rank(
    candidates.filter((address) => matchesText(address, text)),
    req.query,
  ).map((address) => address.uk);
}

/** Handlers of the UK lookups. */
export function ukLookupHandlers(context: FakeContext) {
  const { state } = context;
  const page = (access: LookupAccess, hits: UkAddress[], kind: string, query: string) => {
    if (hits.length > 0) charge(access, state, kind, query);
  };
  return {
    'postcodes.lookup': ((req) => {
      const access = admitLookup(req, state);
      const postcode = req.params.postcode!;
      const fields = fieldsOf(req);
      const test = testPostcodeAnswer(postcode, (addresses) => ok(addresses.map((address) => pick(address, fields))));
      if (test) return test;
      checkBalance(access, state);
      const found = at(postcode);
      if (found.length === 0) {
        const known = realUkAddresses.map((address) => address.postcode);
        throw fakeError(404, ApiCode.PostcodeNotFound, 'Postcode not found', { suggestions: closePostcodes(postcode, known) });
      }
      const number = Number(req.query.get('page') ?? 0);
      const hits = found.slice(number * POSTCODE_PAGE, (number + 1) * POSTCODE_PAGE);
      page(access, hits, 'Postcode Lookup', postcode);
      return ok(hits.map((address) => pick(address, fields)));
    }) satisfies FakeHandler,
    'udprn.get': recordLookup('udprn', 'UDPRN Lookup', ApiCode.UdprnNotFound, context),
    'umprn.get': recordLookup('umprn', 'UMPRN Lookup', ApiCode.UmprnNotFound, context),
    'addresses.extract': ((req) => {
      const access = admitLookup(req, state);
      const fields = fieldsOf(req);
      const limit = Number(req.query.get('limit') ?? 10);
      const number = Number(req.query.get('page') ?? 0);
      const text = queryText(req);
      const test = testPostcodeAnswer(text, (addresses) =>
        ok({ hits: addresses.map((address) => pick(address, fields)), total: addresses.length, limit, page: 0 }),
      );
      if (test) return test;
      checkBalance(access, state);
      const whole = at(text);
      if (whole.length > 0) {
        // A postcode query answers every address at the postcode; limit and page do not apply.
        page(access, whole, 'Address Lookup', text);
        return ok({ hits: whole.map((address) => pick(address, fields)), total: whole.length, limit, page: 0 });
      }
      const all = extractHits(req);
      if (!all) throw fakeError(400, ApiCode.BadSyntax, 'Give a query, a point (lon and lat) or a filter');
      const hits = all.slice(number * limit, (number + 1) * limit);
      page(access, hits, 'Address Lookup', text);
      return ok({ hits: hits.map((address) => pick(address, fields)), total: all.length, limit, page: number });
    }) satisfies FakeHandler,
    'addresses.cleanse': ((req) => {
      const access = admitLookup(req, state);
      checkBalance(access, state);
      const query = (req.body as { query: string }).query;
      const result = cleanse(query, realUkAddresses);
      if (result.match) charge(access, state, 'Address Cleanse', query);
      return ok(result);
    }) satisfies FakeHandler,
  };
}
