/**
 * Crashes of a crash group with their native logs, stack traces, attachments and session logs.
 * A crash is looked up within its group (404 when the group does not hold it); reading one answers
 * 201 as the service does. Reports hold device details and the stack trace only when asked for
 * (`include_report`, or `include_details` / `include_stacktrace` on a single crash). Deleting a crash
 * removes its attachments and updates its group. Only `text/*` attachments have text content.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { Crash, CrashGroup } from '../../index.js';
import { appOf, flag, type FakeContext } from '../context.js';
import { jsonString } from '../json-string.js';
import type { StoredCrash } from '../records.js';
import { childKey } from '../state.js';
import { parseTime } from '../time.js';
import { flowEntry } from './analytics.js';
import { groupingFrames } from './crash-groups.js';
import type { Handlers } from './types.js';

function report(stored: StoredCrash, details: boolean, stacktrace: boolean): Crash {
  const { details: d, stacktrace: s, ...crash } = stored.crash;
  return { ...crash, ...(details && d ? { details: d } : {}), ...(stacktrace && s ? { stacktrace: s } : {}) };
}

/** Handlers of `crashes.*` and `crashInfo.*`. */
export function crashHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const crashOf = (req: FakeRequest, inGroup: boolean) => {
    const app = appOf(fake, req);
    const stored = state.crashes.get(childKey(app.id, req.params.crash_id!));
    if (!stored || (inGroup && stored.crashGroupId !== req.params.crash_group_id)) throw fakeError(404, undefined, `No crash ${req.params.crash_id}`);
    return { app, stored };
  };
  const attachmentOf = (req: FakeRequest) => {
    const { app, stored } = crashOf(req, false);
    const found = stored.attachments.find((a) => a.attachment.attachment_id === req.params.attachment_id);
    if (!found) throw fakeError(404, undefined, `No attachment ${req.params.attachment_id}`);
    return { app, stored, found };
  };
  const nativeOf = (req: FakeRequest) => {
    const { stored } = crashOf(req, true);
    if (stored.nativeLog === undefined) throw fakeError(404, undefined, `Crash ${stored.crash.crash_id} has no native log`);
    return stored;
  };
  return {
    'crashes.list': (req) => {
      const app = appOf(fake, req);
      const groupId = req.params.crash_group_id!;
      if (!state.crashGroups.has(childKey(app.id, groupId))) throw fakeError(404, undefined, `No crash group ${groupId}`);
      const q = req.query;
      const from = q.get('date_from');
      const to = q.get('date_to');
      const withReport = flag(q, 'include_report');
      const crashes = state
        .childrenOf(state.crashes, app.id)
        .filter(
          (c) =>
            c.crashGroupId === groupId &&
            (q.get('app_version') === null || c.crash.version === q.get('app_version')) &&
            (from === null || Date.parse(c.crash.timestamp) >= parseTime(from, 'date_from')) &&
            (to === null || Date.parse(c.crash.timestamp) <= parseTime(to, 'date_to')) &&
            q.get('error_type') !== 'HandledErrors',
        )
        .sort((a, b) => b.crash.timestamp.localeCompare(a.crash.timestamp));
      return json(200, crashes.map((c) => report(c, withReport, withReport)));
    },
    'crashes.get': (req) => {
      const { stored } = crashOf(req, true);
      const q = req.query;
      const all = flag(q, 'include_report');
      const crash = report(stored, all || flag(q, 'include_details', true), all || flag(q, 'include_stacktrace'));
      if (crash.stacktrace && flag(q, 'grouping_only')) crash.stacktrace = groupingFrames(crash.stacktrace);
      return json(201, crash);
    },
    'crashes.delete': (req) => {
      const { app, stored } = crashOf(req, true);
      state.crashes.delete(childKey(app.id, stored.crash.crash_id));
      const remaining = state.childrenOf(state.crashes, app.id).filter((c) => c.crashGroupId === stored.crashGroupId);
      const groupKey = childKey(app.id, stored.crashGroupId);
      state.crashGroups.update(groupKey, (current) => {
        const times = remaining.map((c) => c.crash.timestamp).sort();
        const group: CrashGroup = {
          ...current.group,
          count: remaining.length,
          impacted_users: new Set(remaining.map((c) => c.installId)).size,
          ...(times.length > 0 ? { first_occurrence: times[0]!, last_occurrence: times.at(-1)! } : {}),
        };
        return { ...current, group };
      });
      return json(200, {
        app_id: app.id,
        crash_group_id: stored.crashGroupId,
        crash_id: stored.crash.crash_id,
        crashes_deleted: 1,
        attachments_deleted: stored.attachments.length,
        blobs_succeeded: stored.attachments.length + 1,
        blobs_failed: 0,
      });
    },
    'crashes.getNativeLog': (req) => jsonString(200, nativeOf(req).nativeLog!),
    'crashes.downloadNativeLog': (req) => {
      const stored = nativeOf(req);
      return jsonString(200, stored.nativeLog!, { 'content-disposition': `attachment; filename="${stored.crash.crash_id}.txt"` });
    },
    'crashes.getRawLocation': (req, ctx) => {
      const { app, stored } = crashOf(req, true);
      return json(200, { uri: `${ctx.baseUrl}/fake-downloads/${app.id}/crashes/${stored.crash.crash_id}.json` });
    },
    'crashes.getStacktrace': (req) => {
      const { stored } = crashOf(req, true);
      const stacktrace = stored.crash.stacktrace ?? {};
      return json(200, req.query.get('grouping_only') === 'true' ? groupingFrames(stacktrace) : stacktrace);
    },
    'crashes.listAttachments': (req) => json(200, crashOf(req, false).stored.attachments.map((a) => a.attachment)),
    'crashes.getAttachmentLocation': (req, ctx) => {
      const { app, found } = attachmentOf(req);
      return json(200, { uri: `${ctx.baseUrl}/fake-downloads/${app.id}/${found.attachment.blob_location}` });
    },
    'crashes.getTextAttachment': (req) => {
      const { found } = attachmentOf(req);
      if (!found.attachment.content_type.startsWith('text/')) {
        throw fakeError(400, undefined, `Attachment ${found.attachment.attachment_id} is ${found.attachment.content_type}, not text`);
      }
      return jsonString(200, found.content);
    },
    'crashes.listSessionLogs': (req) => {
      const { app, stored } = crashOf(req, false);
      const crashedAt = Date.parse(stored.crash.timestamp);
      const dateText = req.query.get('date');
      const since = dateText === null ? -Infinity : parseTime(dateText, 'date');
      const logs = state.extrasOf(app.id).log.filter((r) => r.session_id === stored.sessionId && r.ms <= crashedAt && r.ms >= since);
      const last = logs.at(-1);
      return json(200, {
        logs: logs.map((r) => flowEntry(r, true)),
        exceeded_max_limit: false,
        ...(last ? { last_received_log_timestamp: last.timestamp } : {}),
      });
    },
    'crashInfo.get': (req) => {
      const app = appOf(fake, req);
      return json(200, {
        has_crashes: state.childrenOf(state.crashes, app.id).length > 0,
        features: {
          crash_download_raw: true,
          crashgroup_analytics_crashfreeusers: true,
          crashgroup_analytics_impactedusers: true,
          crashgroup_modify_annotation: true,
          crashgroup_modify_status: true,
          search: true,
        },
      });
    },
  };
}

