/**
 * How a data subject request moves: `Created` when made, then one step per `readsPerDataRequestStep` status reads,
 * through `Queued` and `InProgress` to its outcome (`Completed` unless `state.dataRequestOutcome` said `Failed`
 * when it was made). A completed export leaves a JSON document of the user's data in the blob store, its address
 * the status's `sasUrl`; a completed deletion removes nothing (the fake keeps serving the account).
 */
import type { DataSubjectRequestState } from '../index.js';
import type { BlobStore } from './blob-store.js';
import type { StoredDataRequest } from './records.js';
import type { FakeState } from './state.js';

const next: Partial<Record<DataSubjectRequestState, DataSubjectRequestState>> = { Created: 'Queued', Queued: 'InProgress' };

/** What the status says in each state. */
export const dataRequestMessages: Readonly<Record<DataSubjectRequestState, string>> = {
  None: 'No such request',
  Created: 'The request was received',
  Queued: 'The request is waiting to be processed',
  InProgress: 'The request is being processed',
  Completed: 'The request was processed',
  Failed: 'The request could not be processed',
};

/** The blob the export of a request is kept in. */
export function dataExportBlob(token: string): string {
  return `dsr/${token}.json`;
}

/** The user's data as an export holds it: the account, its apps and its API tokens (never their secrets). */
function exportDocument(state: FakeState, userName: string): unknown {
  const user = state.users.find((u) => u.name === userName)!;
  return {
    user,
    apps: state.apps.list().filter((app) => app.owner.name === userName).map((app) => ({ id: app.id, name: app.name, display_name: app.display_name })),
    api_tokens: state.tokens.list().filter((t) => t.user === userName && t.appId === undefined).map((t) => ({ id: t.id, description: t.description, created_at: t.created_at })),
  };
}

/** Counts a status read of the request and moves it on when it has been read enough; answers it as it now is. */
export function readDataRequest(state: FakeState, blobs: BlobStore, request: StoredDataRequest): StoredDataRequest {
  if (request.status === 'Completed' || request.status === 'Failed') return request;
  const reads = request.reads + 1;
  if (reads < state.readsPerDataRequestStep) return state.dataRequests.set(request.token, { ...request, reads });
  const status = next[request.status] ?? request.outcome;
  let moved: StoredDataRequest = { ...request, reads: 0, status, message: dataRequestMessages[status] };
  if (status === 'Completed' && request.kind === 'export') {
    const name = dataExportBlob(request.token);
    blobs.put(name, new TextEncoder().encode(JSON.stringify(exportDocument(state, request.user))), 'application/json');
    moved = { ...moved, sasUrl: blobs.readUrl(name) };
  }
  return state.dataRequests.set(request.token, moved);
}
