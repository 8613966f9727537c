import { NotFoundError, unknownEnumValue } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake crash groups and crashes', () => {
  const s = useSetup();

  const group = () => ({ ...s.app, crashGroupId: s.seeded.biggestGroup.crash_group_id });

  it('finds the top crash groups of a version', async () => {
    const top = await s.client.crashGroups.list({ ...s.app, appVersion: '2.0.0', orderBy: 'count desc' }).toArray();
    expect(top.map((g) => g.count)).toEqual(s.seeded.groups.filter((g) => g.app_version === '2.0.0').map((g) => g.count).sort((a, b) => b - a));
  });

  it('filters by status after an update, and by text', async () => {
    await s.client.crashGroups.update({ ...group(), body: { status: 'ignored' } });
    expect((await s.client.crashGroups.list({ ...s.app, groupStatus: 'ignored' }).toArray()).map((g) => g.crash_group_id)).toEqual([s.seeded.biggestGroup.crash_group_id]);
    expect((await s.client.crashGroups.list({ ...s.app, groupTextSearch: 'outofmemory' }).toArray()).map((g) => g.app_version)).toEqual(['1.1.0']);
    await expect(s.client.crashGroups.update({ ...group(), body: { status: unknownEnumValue('fixed') } })).rejects.toMatchObject({
      status: 400,
      code: 'BadRequest',
      serviceMessage: "Invalid body.status: 'fixed' is not one of the documented values (open, closed, ignored)",
    });
    expect((await s.client.crashGroups.get(group())).status).toBe('ignored');
  });

  it('looks a crash up within its group only, answering 404 with a message-only body', async () => {
    const other = s.seeded.crashes.find((c) => c.crashGroupId !== s.seeded.biggestGroup.crash_group_id)!;
    const error = await s.client.crashes.get({ ...group(), crashId: other.crash.crash_id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ body: { message: `No crash ${other.crash.crash_id}` }, code: 'NotFound' });
  });

  it('answers a crash with 201, with report parts only when asked for', async () => {
    const crash = s.seeded.crashes.find((c) => c.crashGroupId === s.seeded.biggestGroup.crash_group_id)!;
    const { data, response } = await s.client.crashes.get({ ...group(), crashId: crash.crash.crash_id, includeDetails: false }).withResponse();
    expect(response.status).toBe(201);
    expect(data).not.toHaveProperty('details');
    expect(data).not.toHaveProperty('stacktrace');
    const full = await s.client.crashes.get({ ...group(), crashId: crash.crash.crash_id, includeReport: true });
    expect(full.details?.locale).toBe(crash.crash.details!.locale);
    const listed = await s.client.crashes.list({ ...group(), includeReport: true });
    expect(listed.every((c) => c.stacktrace !== undefined)).toBe(true);
  });

  it('deletes a crash with its attachments and updates its group and the analytics', async () => {
    const crash = s.seeded.withAttachments;
    const groupId = crash.crashGroupId;
    const result = await s.client.crashes.delete({ ...s.app, crashGroupId: groupId, crashId: crash.crash.crash_id });
    expect(result).toMatchObject({ attachments_deleted: crash.attachments.length, blobs_failed: 0 });
    await expect(s.client.crashes.listAttachments({ ...s.app, crashId: crash.crash.crash_id })).rejects.toBeInstanceOf(NotFoundError);
    const after = await s.client.crashGroups.get({ ...s.app, crashGroupId: groupId });
    const totals = await s.client.crashAnalytics.groupTotals({ ...s.app, body: { crash_groups: [{ crash_group_id: groupId, app_version: after.app_version }] } });
    expect(totals[0]!.overall!.crash_count).toBe(after.count);
    expect(after.count).toBe(s.seeded.crashes.filter((c) => c.crashGroupId === groupId).length - 1);
  });

  it('answers native logs and text attachments as JSON strings, as the service does; the client reads the text', async () => {
    const { native, withAttachments, textAttachment } = s.seeded;
    const log = await s.client.crashes.getNativeLog({ ...s.app, crashGroupId: native.crashGroupId, crashId: native.crash.crash_id });
    const downloaded = await s.client.crashes.downloadNativeLog({ ...s.app, crashGroupId: native.crashGroupId, crashId: native.crash.crash_id });
    const content = await s.client.crashes.getTextAttachment({ ...s.app, crashId: withAttachments.crash.crash_id, attachmentId: textAttachment.attachment_id });
    expect(log).toBe(native.nativeLog);
    expect(downloaded).toBe(native.nativeLog);
    expect(log).toContain('\n');
    expect(content).toContain('started checkout');

    const raw = await fetch(`${s.fake.url}/v0.1/apps/${s.app.ownerName}/${s.app.appName}/crash_groups/${native.crashGroupId}/crashes/${native.crash.crash_id}/native`, {
      headers: { 'x-api-key': s.fake.apiKey },
    });
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await raw.text();
    expect(body.startsWith('"'), body).toBe(true);
    expect(JSON.parse(body)).toBe(native.nativeLog);
  });

  it('has text only for text attachments, and native logs only for native crashes', async () => {
    const crash = s.seeded.withAttachments;
    await expect(
      s.client.crashes.getTextAttachment({ ...s.app, crashId: crash.crash.crash_id, attachmentId: s.seeded.binaryAttachment.attachment_id }),
    ).rejects.toMatchObject({ status: 400, serviceMessage: expect.stringContaining('image/png') });
    await expect(
      s.client.crashes.getNativeLog({ ...s.app, crashGroupId: crash.crashGroupId, crashId: crash.crash.crash_id }),
    ).rejects.toMatchObject({ status: 404, serviceMessage: expect.stringContaining('no native log') });
  });

  it('reads session logs from a time on', async () => {
    const crash = s.seeded.withAttachments;
    const all = await s.client.crashes.listSessionLogs({ ...s.app, crashId: crash.crash.crash_id });
    const later = await s.client.crashes.listSessionLogs({ ...s.app, crashId: crash.crash.crash_id, date: all.logs.at(-1)!.timestamp });
    expect(later.logs).toEqual([all.logs.at(-1)]);
    expect(all.last_received_log_timestamp).toBe(all.logs.at(-1)!.timestamp);
  });

  it('keeps only grouping frames when asked', async () => {
    const full = await s.client.crashGroups.getStacktrace(group());
    const grouping = await s.client.crashGroups.getStacktrace({ ...group(), groupingOnly: true });
    expect(grouping.exception!.frames.length).toBeLessThan(full.exception!.frames.length);
    const native = s.seeded.native;
    const threads = await s.client.crashGroups.getStacktrace({ ...s.app, crashGroupId: native.crashGroupId, groupingOnly: true });
    expect(threads.threads!.map((t) => t.title)).toEqual(['Thread 0 (crashed)']);
  });

  it('reports whether an app has crashes', async () => {
    for (const crash of s.seeded.crashes) await s.client.crashes.delete({ ...s.app, crashGroupId: crash.crashGroupId, crashId: crash.crash.crash_id });
    expect((await s.client.crashInfo.get(s.app)).has_crashes).toBe(false);
  });
});
