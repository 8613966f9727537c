/**
 * Errors of error groups with their reports, stack traces, attachments and session logs. An error is looked up
 * within its group (404 when the group does not hold it) except by the attachment and session log operations,
 * which name the error alone. A group's errors are listed newest first, `$top` a page (30 by default), with a
 * `nextLink` to the next page. Deleting an error removes it, its attachments and its files at once; the searches
 * keep finding it for 30 days (on the fake's clock), as the service says its searchable data may take that long.
 */
import { fakeError, json, nextPageLink, paginate, text, type FakeRequest } from '@org/http-core/testing';
import type { BlobStore } from '../blob-store.js';
import { appOf, type FakeContext } from '../context.js';
import { searchable, summaryOf } from '../error-reports.js';
import { errorMatcher, searchFields } from '../error-search.js';
import { errorTopOf, searchPageOf, within } from '../error-scope.js';
import type { StoredError } from '../records.js';
import { childKey } from '../state.js';
import { parseTime, rangeOf } from '../time.js';
import { flowEntry } from './analytics.js';
import type { Handlers } from './types.js';

/** How many days the service keeps errors, as it answers. */
const ERROR_RETENTION_DAYS = 28;

/** The errors of an app the searches find now: stored ones, and deleted ones not yet purged. */
export function searchableErrors(fake: FakeContext, appId: string): StoredError[] {
  const now = fake.now();
  return fake.state
    .childrenOf(fake.state.errorIndex, appId)
    .filter((entry) => searchable(entry, now))
    .map((entry) => entry.error);
}

/** An error's report as a readable text file. */
function textReport(error: StoredError): string {
  const { details, cause, stacktrace } = error;
  const frames = stacktrace.exception?.frames ?? stacktrace.threads?.find((t) => t.crashed)?.frames ?? stacktrace.threads?.[0]?.frames ?? [];
  return [
    `Error ${details.errorId} (${error.errorType}) in group ${error.errorGroupId}`,
    `Time: ${details.timestamp}`,
    `App: ${error.appVersion} (${error.appBuild})`,
    `Device: ${details.deviceName}, ${details.osType} ${details.osVersion}`,
    `${cause.type}: ${cause.message}`,
    ...frames.map((frame) => `  ${frame.code_raw}`),
    '',
  ].join('\n');
}

/** Handlers of `errors.*`. */
export function errorHandlers(fake: FakeContext, blobs: BlobStore): Handlers {
  const { state } = fake;
  const groupErrors = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const id = req.params.errorGroupId!;
    if (!state.errorGroups.has(childKey(app.id, id))) throw fakeError(404, undefined, `No error group ${id}`);
    return { app, errors: state.childrenOf(state.errors, app.id).filter((e) => e.errorGroupId === id) };
  };
  const errorOf = (req: FakeRequest, inGroup: boolean) => {
    const app = appOf(fake, req);
    const stored = state.errors.get(childKey(app.id, req.params.errorId!));
    if (!stored || (inGroup && stored.errorGroupId !== req.params.errorGroupId)) throw fakeError(404, undefined, `No error ${req.params.errorId}`);
    return { app, stored };
  };
  const attachmentOf = (req: FakeRequest) => {
    const { app, stored } = errorOf(req, false);
    const found = stored.attachments.find((a) => a.attachment.attachmentId === req.params.attachmentId);
    if (!found) throw fakeError(404, undefined, `No attachment ${req.params.attachmentId}`);
    return { app, found };
  };
  return {
    'errors.list': (req, ctx) => {
      const { errors } = groupErrors(req);
      const q = req.query;
      const range = rangeOf(q, fake.now());
      const model = q.get('model');
      const os = q.get('os');
      const listed = errors
        .filter((e) => within(range)(e) && (model === null || e.model === model) && (os === null || e.osName === os || `${e.osName} ${e.details.osVersion}` === os))
        .sort((a, b) => b.ms - a.ms || a.details.errorId.localeCompare(b.details.errorId));
      const page = paginate(listed, { pageSize: errorTopOf(q), token: q.get('$skiptoken') });
      return json(200, { errors: page.items.map(summaryOf), ...(page.nextToken ? { nextLink: nextPageLink(req, ctx, '$skiptoken', page.nextToken) } : {}) });
    },
    'errors.getLatest': (req) => {
      const { errors } = groupErrors(req);
      const latest = errors.reduce<StoredError | undefined>((found, e) => (found === undefined || e.ms > found.ms ? e : found), undefined);
      if (!latest) throw fakeError(404, undefined, `Error group ${req.params.errorGroupId} has no errors`);
      return json(200, latest.details);
    },
    'errors.get': (req) => json(200, errorOf(req, true).stored.details),
    'errors.delete': (req) => {
      const { app, stored } = errorOf(req, true);
      const key = childKey(app.id, stored.details.errorId);
      state.errors.delete(key);
      state.errorIndex.update(key, (entry) => ({ ...entry, deletedAt: fake.now() }));
      return json(200, {
        appId: app.id,
        errorGroupId: stored.errorGroupId,
        errorId: stored.details.errorId,
        errorsDeleted: 1,
        attachmentsDeleted: stored.attachments.length,
        blobsSucceeded: stored.attachments.length + 1,
        blobsFailed: 0,
      });
    },
    'errors.download': (req) => {
      const { stored } = errorOf(req, true);
      const format = req.query.get('format') ?? 'json';
      const name = `${stored.details.errorId}.${format}`;
      const disposition = { 'content-disposition': `attachment; filename="${name}"` };
      return format === 'txt' ? text(200, textReport(stored), disposition) : json(200, reportOf(stored), disposition);
    },
    'errors.getLocation': (req) => {
      const { app, stored } = errorOf(req, true);
      const name = `${app.id}/errors/${stored.details.errorId}.json`;
      blobs.put(name, new TextEncoder().encode(JSON.stringify(reportOf(stored))), 'application/json');
      return json(200, { uri: blobs.readUrl(name) });
    },
    'errors.getStacktrace': (req) => json(200, errorOf(req, true).stored.stacktrace),
    'errors.search': (req) => {
      const app = appOf(fake, req);
      const q = req.query;
      const matches = errorMatcher(q);
      const { top, skip } = searchPageOf(q);
      const sort = q.get('sort') ?? 'timestamp';
      const order = q.get('order') ?? 'desc';
      const found = searchableErrors(fake, app.id)
        .filter(matches)
        .sort((a, b) => {
          const diff = searchFields(a)[sort]!.localeCompare(searchFields(b)[sort]!);
          return (order === 'desc' ? -diff : diff) || a.details.errorId.localeCompare(b.details.errorId);
        });
      return json(200, { errors: found.slice(skip, skip + top).map(summaryOf), hasMoreResults: skip + top < found.length });
    },
    'errors.listAttachments': (req) => json(200, errorOf(req, false).stored.attachments.map((a) => a.attachment)),
    'errors.getAttachmentLocation': (req) => {
      const { app, found } = attachmentOf(req);
      const name = `${app.id}/${found.attachment.blobLocation}`;
      blobs.put(name, new TextEncoder().encode(found.content), found.attachment.contentType);
      return json(200, { uri: blobs.readUrl(name) });
    },
    'errors.getAttachmentText': (req) => {
      const { found } = attachmentOf(req);
      if (!found.attachment.contentType?.startsWith('text/')) {
        throw fakeError(400, undefined, `Attachment ${found.attachment.attachmentId} is ${found.attachment.contentType}, not text`);
      }
      return json(200, { content: found.content });
    },
    'errors.listSessionLogs': (req) => {
      const { app, stored } = errorOf(req, false);
      const dateText = req.query.get('date');
      const since = dateText === null ? -Infinity : parseTime(dateText, 'date');
      const logs = state.extrasOf(app.id).log.filter((r) => r.session_id === stored.sessionId && r.ms <= stored.ms && r.ms >= since);
      const last = logs.at(-1);
      return json(200, {
        logs: logs.map((r) => flowEntry(r, true)),
        exceeded_max_limit: false,
        ...(last ? { last_received_log_timestamp: last.timestamp } : {}),
      });
    },
    'errors.getRetentionSettings': (req) => {
      appOf(fake, req);
      return json(200, { retention_in_days: ERROR_RETENTION_DAYS });
    },
  };
}

/** An error's report as `errors.download` answers it in JSON, and as its location serves it. */
function reportOf(stored: StoredError): Record<string, unknown> {
  const { errorGroupId, errorType, appVersion, appBuild, details, stacktrace } = stored;
  return { errorGroupId, errorType, appVersion, appBuild, ...details, stacktrace };
}
