/** Licensees of a sub-licensed key: list (continuing after an id), create, read, update, cancel. */
import { fakeError, type FakeHandler, type FakeRequest } from '@org/http-core/testing';
import { ApiCode } from '../../api-codes.js';
import { admitManagement } from '../access.js';
import { ok } from '../answers.js';
import type { FakeContext } from '../fake-context.js';
import { licenseeKeyFor, type FakeKey, type FakeLicensee } from '../seed-keys.js';
import type { FakeState } from '../state.js';

interface LicenseeBody {
  name?: string;
  address?: string;
  postcode?: string;
  whitelist?: string[];
  daily?: { limit?: number | null };
  [field: string]: unknown;
}

/** A licensee as the service shows it: known fields over any extra ones the caller stored. */
function view(licensee: FakeLicensee, state: FakeState) {
  return {
    ...licensee.extra,
    id: licensee.id,
    key: licensee.key,
    createdAt: licensee.createdAt,
    name: licensee.name,
    address: licensee.address,
    postcode: licensee.postcode,
    whitelist: licensee.whitelist,
    daily: {
      count: state.chargedToday(licensee.parent, { licensee: licensee.key }),
      updatedAt: lastLookup(licensee, state),
      limit: licensee.dailyLimit,
    },
  };
}

/** When the licensee's count last changed: its latest lookup, else its creation. */
function lastLookup(licensee: FakeLicensee, state: FakeState): string {
  const times = state.lookups.list((record) => record.licensee === licensee.key).map((record) => record.time);
  return times.length === 0 ? licensee.createdAt : new Date(Math.max(...times)).toISOString();
}

function apply(licensee: FakeLicensee, body: LicenseeBody): FakeLicensee {
  const { name, address, postcode, whitelist, daily, ...extra } = body;
  return {
    ...licensee,
    name: name ?? licensee.name,
    address: address ?? licensee.address,
    postcode: postcode ?? licensee.postcode,
    whitelist: whitelist ?? licensee.whitelist,
    dailyLimit: daily && 'limit' in daily ? (daily.limit ?? null) : licensee.dailyLimit,
    extra: { ...licensee.extra, ...extra },
  };
}

/** Handlers of the licensee operations. */
export function licenseeHandlers(context: FakeContext) {
  const { state } = context;
  const live = (key: FakeKey) => state.licensees.list((licensee) => licensee.parent === key.key && !licensee.cancelled);
  const one = (req: FakeRequest): [FakeKey, FakeLicensee] => {
    const key = admitManagement(req, state);
    const found = live(key).find((licensee) => licensee.key === req.params.licensee);
    if (!found) throw fakeError(404, ApiCode.LicenseeNotFound, 'Licensee not found');
    return [key, found];
  };
  return {
    'licensees.list': ((req) => {
      const key = admitManagement(req, state);
      const after = Number(req.query.get('starting_after') ?? 0);
      const limit = Number(req.query.get('limit') ?? 100);
      const name = req.query.get('query')?.toLowerCase();
      const matching = live(key)
        .filter((licensee) => Number(licensee.id) > after && (!name || licensee.name.toLowerCase().includes(name)))
        .sort((a, b) => Number(a.id) - Number(b.id));
      return ok({ licensees: matching.slice(0, limit).map((licensee) => view(licensee, state)), hasMore: matching.length > limit });
    }) satisfies FakeHandler,
    'licensees.create': ((req) => {
      const key = admitManagement(req, state);
      if (!key.subLicensed) throw fakeError(400, ApiCode.ValidationFailed, 'Only sub-licensed keys have licensees');
      const id = Math.max(0, ...state.licensees.list().map((licensee) => Number(licensee.id))) + 1;
      const blank: FakeLicensee = {
        id: String(id),
        key: licenseeKeyFor(id),
        parent: key.key,
        createdAt: new Date(state.now()).toISOString(),
        name: '',
        address: '',
        postcode: '',
        whitelist: [],
        dailyLimit: null,
        cancelled: false,
        extra: {},
      };
      const created = state.licensees.create(apply(blank, req.body as LicenseeBody), String(id));
      return ok(view(created, state));
    }) satisfies FakeHandler,
    'licensees.get': ((req) => ok(view(one(req)[1], state))) satisfies FakeHandler,
    'licensees.update': ((req) => {
      const [, licensee] = one(req);
      const updated = state.licensees.update(licensee.id, (current) => apply(current, req.body as LicenseeBody))!;
      return ok(view(updated, state));
    }) satisfies FakeHandler,
    'licensees.cancel': ((req) => {
      const [, licensee] = one(req);
      state.licensees.update(licensee.id, { cancelled: true });
      return ok({ deleted: 1 });
    }) satisfies FakeHandler,
  };
}
