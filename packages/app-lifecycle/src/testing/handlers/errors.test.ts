import { NotFoundError, unknownEnumValue } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { reportOn } from '../../test-support/error-report.js';
import { seededErrors } from '../../test-support/seeded-errors.js';
import { useSetup } from '../../test-support/setup.js';
import { childKey, reportError } from '../index.js';

const DAY = 86_400_000;

describe('fake errors', () => {
  const s = useSetup();

  it('deletes an error with its attachments at once, while the searches find it until 30 days have passed', async () => {
    const e = seededErrors(s.fake);
    const error = e.withAttachments;
    const input = { ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId };
    const result = await s.client.errors.delete(input);
    expect(result).toEqual({
      appId: e.appId,
      errorGroupId: error.errorGroupId,
      errorId: error.details.errorId,
      errorsDeleted: 1,
      attachmentsDeleted: 2,
      blobsSucceeded: 3,
      blobsFailed: 0,
    });
    await expect(s.client.errors.get(input)).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.errors.listAttachments(input)).rejects.toBeInstanceOf(NotFoundError);
    const listed = await s.client.errors.list({ ...input, start: e.start }).toArray();
    expect(listed.map((x) => x.errorId)).not.toContain(error.details.errorId);
    expect((await s.client.errorGroups.get(input)).count).toBe(e.errorsOf(error.errorGroupId).length - 1);
    await expect(s.client.errors.delete(input)).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });

    const byId = { ...s.app, filter: `errorId eq '${error.details.errorId}'` };
    expect((await s.client.errors.search(byId).toArray()).map((x) => x.errorId)).toEqual([error.details.errorId]);
    const key = childKey(e.appId, error.details.errorId);
    s.fake.state.errorIndex.update(key, (entry) => ({ ...entry, deletedAt: s.fake.now() - 30 * DAY + 60_000 }));
    expect(await s.client.errors.search(byId).toArray()).toHaveLength(1);
    s.fake.state.errorIndex.update(key, (entry) => ({ ...entry, deletedAt: s.fake.now() - 30 * DAY }));
    expect(await s.client.errors.search(byId).toArray()).toEqual([]);
  });

  it('downloads the report as JSON by default and as text on request, as a file', async () => {
    const { withAttachments: error } = seededErrors(s.fake);
    const input = { ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId };
    const { data, response } = await s.client.errors.download(input).withResponse();
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${error.details.errorId}.json"`);
    expect(JSON.parse(data)).toMatchObject({ errorId: error.details.errorId, appVersion: error.appVersion, appBuild: error.appBuild });
    const txt = await s.client.errors.download({ ...input, format: 'txt' }).withResponse();
    expect(txt.response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(txt.data).toContain(`${error.cause.type}: ${error.cause.message}`);
    expect(txt.data).toContain(`Device: ${error.details.deviceName}`);
    await expect(s.client.errors.download({ ...input, format: unknownEnumValue('pdf') })).rejects.toMatchObject({ status: 400, serviceMessage: "Invalid query parameter format: 'pdf' is not one of the documented values (json, txt)" });
  });

  it('answers the latest error of a group, including one just reported', async () => {
    const e = seededErrors(s.fake);
    const group = e.handled[0]!;
    const input = { ...s.app, errorGroupId: group.errorGroupId };
    expect((await s.client.errors.getLatest(input)).errorId).toBe(e.errorsOf(group.errorGroupId)[0]!.details.errorId);
    const reported = reportError(s.fake.state, e.appId, reportOn(s.fake, e.appId, { cause: group.cause, version: group.appVersion, at: s.fake.now() - 10 }));
    expect(await s.client.errors.getLatest(input)).toMatchObject({ errorId: reported.details.errorId, timestamp: reported.details.timestamp, hasAttachments: false });
  });

  it('lists a group newest first in pages of top with a nextLink, by model and operating system', async () => {
    const e = seededErrors(s.fake);
    const errors = e.errorsOf(e.biggest.errorGroupId);
    const input = { ...s.app, errorGroupId: e.biggest.errorGroupId, start: e.start };
    const pages: number[] = [];
    for await (const page of s.client.errors.list({ ...input, top: 3 }).byPage()) pages.push(page.items.length);
    expect(errors.length).toBeGreaterThan(3);
    expect(pages).toEqual(Array.from({ length: Math.ceil(errors.length / 3) }, (_, i) => Math.min(3, errors.length - 3 * i)));
    const model = errors[0]!.model;
    const byModel = await s.client.errors.list({ ...input, model }).toArray();
    expect(byModel.map((x) => x.errorId)).toEqual(errors.filter((x) => x.model === model).map((x) => x.details.errorId));
    const os = `${errors[0]!.osName} ${errors[0]!.details.osVersion}`;
    const byOs = await s.client.errors.list({ ...input, os }).toArray();
    expect(byOs.every((x) => `${x.osType} ${x.osVersion}` === os)).toBe(true);
    await expect(s.client.errors.list({ ...input, top: 1001 }).toArray()).rejects.toMatchObject({ name: 'ValidationError' });
  });

  it('looks an error up within its group, and answers text only for text attachments', async () => {
    const e = seededErrors(s.fake);
    const other = e.errors.find((x) => x.errorGroupId !== e.withAttachments.errorGroupId)!;
    const error = await s.client.errors.get({ ...s.app, errorGroupId: e.withAttachments.errorGroupId, errorId: other.details.errorId }).catch((x: unknown) => x);
    expect(error).toMatchObject({ status: 404, body: { error: { code: 'NotFound', message: `No error ${other.details.errorId}` } } });
    const errorId = e.withAttachments.details.errorId;
    await expect(s.client.errors.getAttachmentText({ ...s.app, errorId, attachmentId: e.binaryAttachment.attachmentId })).rejects.toMatchObject({
      status: 400,
      serviceMessage: expect.stringContaining('image/png'),
    });
    await expect(s.client.errors.getAttachmentLocation({ ...s.app, errorId, attachmentId: 'none' })).rejects.toBeInstanceOf(NotFoundError);
    const raw = await fetch(`${s.fake.url}/v0.1/apps/${s.app.ownerName}/${s.app.appName}/errors/${errorId}/attachments/${e.textAttachment.attachmentId}/text`, {
      headers: { 'x-api-key': s.fake.apiKey },
    });
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await raw.json()).toEqual({ content: expect.stringContaining('started checkout') });
  });

  it('keeps the ids of the deprecated crash operations for the same crashes', async () => {
    const crash = s.seeded.withAttachments;
    const details = await s.client.errors.get({ ...s.app, errorGroupId: crash.crashGroupId, errorId: crash.crash.crash_id });
    expect(details).toMatchObject({ errorId: crash.crash.crash_id, timestamp: crash.crash.timestamp, userId: crash.crash.user_name });
    const attachments = await s.client.errors.listAttachments({ ...s.app, errorId: crash.crash.crash_id });
    expect(attachments.map((a) => a.attachmentId)).toEqual(crash.attachments.map((a) => a.attachment.attachment_id));
  });

  it('reads the session logs up to the error, from a time on', async () => {
    const { withAttachments: error } = seededErrors(s.fake);
    const all = await s.client.errors.listSessionLogs({ ...s.app, errorId: error.details.errorId });
    const later = await s.client.errors.listSessionLogs({ ...s.app, errorId: error.details.errorId, date: all.logs.at(-1)!.timestamp });
    expect(later.logs).toEqual([all.logs.at(-1)]);
    expect(all.logs.every((l) => l.session_id === error.sessionId && l.timestamp <= error.details.timestamp)).toBe(true);
    expect(all.last_received_log_timestamp).toBe(all.logs.at(-1)!.timestamp);
  });

  it('searches errors by text and filter, sorted and paged with hasMoreResults', async () => {
    const e = seededErrors(s.fake);
    const first = await s.client.errors.search({ ...s.app, top: 5 }).firstPage();
    expect(first.body.hasMoreResults).toBe(true);
    expect(first.items.map((x) => x.errorId)).toEqual(e.errors.slice(0, 5).map((x) => x.details.errorId));
    expect(await s.client.errors.search({ ...s.app, top: 7 }).toArray()).toHaveLength(e.errors.length);
    const oldest = await s.client.errors.search({ ...s.app, order: 'asc', top: 1 }).firstPage();
    expect(oldest.items[0]!.errorId).toBe(e.errors.at(-1)!.details.errorId);
    const timeouts = await s.client.errors.search({ ...s.app, q: 'SocketTimeout', sort: 'deviceName', order: 'asc' }).toArray();
    const expected = e.errors.filter((x) => x.cause.type === 'java.net.SocketTimeoutException');
    expect(timeouts.map((x) => x.deviceName)).toEqual(expected.map((x) => x.details.deviceName).sort((a, b) => a!.localeCompare(b!)));
    await expect(s.client.errors.search({ ...s.app, filter: 'osVersion gt 12' }).toArray()).rejects.toMatchObject({ status: 400, code: 'BadRequest' });
    await expect(s.client.errors.search({ ...s.app, sort: unknownEnumValue('severity') }).toArray()).rejects.toMatchObject({
      status: 400,
      serviceMessage: expect.stringMatching(/^Invalid query parameter sort: 'severity' is not one of the documented values \(timestamp, /),
    });
    await expect(s.client.errors.search({ ...s.app, order: unknownEnumValue('up') }).toArray()).rejects.toMatchObject({
      status: 400,
      serviceMessage: "Invalid query parameter order: 'up' is not one of the documented values (desc, asc)",
    });
  });
});
