/**
 * Data subject requests (GDPR) of the caller's own account: made with a user token (an app token answers 403), each
 * seen only by the user who made it (another's token answers 404), moving on status reads (see `data-requests.ts`).
 * A deletion's status and cancel name the account's e-mail address; another address answers 404. A request still
 * `Created` cannot be cancelled yet (503); a finished one answers 409; a cancelled one ends `Failed`.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { BlobStore } from '../blob-store.js';
import { requireUserToken, type FakeContext } from '../context.js';
import { dataRequestMessages, readDataRequest } from '../data-requests.js';
import type { StoredDataRequest } from '../records.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `dataSubjectRequests.*`. */
export function dataSubjectRequestHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const emailOf = (name: string) => state.users.find((u) => u.name === name)?.email;

  const request = (kind: StoredDataRequest['kind']) => (req: FakeRequest, ctx: { baseUrl: string }) => {
    const me = requireUserToken(req);
    const token = state.ids.uuid();
    const record: StoredDataRequest = {
      token,
      kind,
      user: me.user,
      createdAt: iso(fake.now()),
      status: 'Created',
      message: dataRequestMessages.Created,
      reads: 0,
      outcome: state.dataRequestOutcome,
    };
    state.dataRequests.set(token, record);
    return json(202, { token, createdAt: record.createdAt }, { location: `${ctx.baseUrl}/v0.1/user/dsr/${kind}/${token}` });
  };
  /** The caller's request of this kind named by the path, checked against the e-mail address a deletion names. */
  const mine = (req: FakeRequest, kind: StoredDataRequest['kind'], email?: string | null): StoredDataRequest => {
    const me = requireUserToken(req);
    const found = state.dataRequests.get(req.params.token!);
    const emailMatches = kind === 'export' || (email != null && email === emailOf(me.user));
    if (!found || found.kind !== kind || found.user !== me.user || !emailMatches) throw fakeError(404, undefined, `No ${kind} request ${req.params.token}`);
    return found;
  };
  const status = (record: StoredDataRequest) =>
    json(200, {
      status: record.status,
      message: record.message,
      ...(record.sasUrl === undefined ? {} : { sasUrl: record.sasUrl, sasUrlExpired: false }),
    });
  const cancel = (record: StoredDataRequest, baseUrl: string) => {
    if (record.status === 'Created') throw fakeError(503, undefined, 'The request cannot be cancelled yet; try again later');
    if (record.status === 'Completed' || record.status === 'Failed') throw fakeError(409, undefined, `The request is already ${record.status}`);
    state.dataRequests.set(record.token, { ...record, status: 'Failed', message: 'The request was cancelled' });
    return json(202, { token: record.token, createdAt: iso(fake.now()) }, { location: `${baseUrl}/v0.1/user/dsr/${record.kind}/${record.token}` });
  };

  return {
    'dataSubjectRequests.requestExport': request('export'),
    'dataSubjectRequests.getExportStatus': (req) => status(readDataRequest(state, blobs, mine(req, 'export'))),
    'dataSubjectRequests.cancelExport': (req, ctx) => cancel(mine(req, 'export'), ctx.baseUrl),
    'dataSubjectRequests.requestDeletion': request('delete'),
    'dataSubjectRequests.getDeletionStatus': (req) => status(readDataRequest(state, blobs, mine(req, 'delete', req.query.get('email')))),
    'dataSubjectRequests.cancelDeletion': (req, ctx) => {
      const email = (req.body as { email?: string } | undefined)?.email;
      if (email === undefined) throw fakeError(400, undefined, 'email is required');
      return cancel(mine(req, 'delete', email), ctx.baseUrl);
    },
  };
}
