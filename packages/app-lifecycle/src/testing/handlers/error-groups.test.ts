import { isValidationError, NotFoundError, unknownEnumValue } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { reportOn, newCause } from '../../test-support/error-report.js';
import { seededErrors } from '../../test-support/seeded-errors.js';
import { useSetup } from '../../test-support/setup.js';
import { reportError } from '../index.js';

describe('fake error groups', () => {
  const s = useSetup();

  it('groups reported errors by their cause: a report joins its group and moves its counts; a new cause starts a group', async () => {
    const e = seededErrors(s.fake);
    const group = e.handled.find((g) => g.appVersion === '2.0.0')!;
    const input = { ...s.app, errorGroupId: group.errorGroupId };
    const before = await s.client.errorGroups.get(input);
    const joined = reportError(s.fake.state, e.appId, reportOn(s.fake, e.appId, { cause: group.cause, installId: 'new-device', at: s.fake.now() - 1_000 }));
    expect(joined.errorGroupId).toBe(group.errorGroupId);
    const after = await s.client.errorGroups.get(input);
    expect(after).toMatchObject({ count: before.count + 1, deviceCount: before.deviceCount + 1, lastOccurrence: joined.details.timestamp });

    const started = reportError(s.fake.state, e.appId, reportOn(s.fake, e.appId));
    expect(e.groups.map((g) => g.errorGroupId)).not.toContain(started.errorGroupId);
    const listed = await s.client.errorGroups.list({ ...s.app, start: e.start }).toArray();
    expect(listed.find((g) => g.errorGroupId === started.errorGroupId)).toMatchObject({ count: 1, state: 'open', exceptionType: newCause.type, exceptionLine: '19' });
    expect((await s.client.errorGroups.search({ ...s.app, q: 'divide by zero' }).toArray()).map((g) => g.errorGroupId)).toEqual([started.errorGroupId]);
  });

  it('counts a listed group over the errors in the time range, version and type asked for only', async () => {
    const e = seededErrors(s.fake);
    const handled = await s.client.errorGroups.list({ ...s.app, start: e.start, errorType: 'handledError', version: '2.0.0' }).toArray();
    expect(handled.map((g) => g.errorGroupId)).toEqual(e.handled.filter((g) => g.appVersion === '2.0.0').map((g) => g.errorGroupId));
    const newest = e.errorsOf(e.biggest.errorGroupId)[0]!;
    const recent = await s.client.errorGroups.list({ ...s.app, start: new Date(newest.ms) }).toArray();
    const biggest = recent.find((g) => g.errorGroupId === e.biggest.errorGroupId)!;
    expect(biggest).toMatchObject({ count: 1, firstOccurrence: newest.details.timestamp, lastOccurrence: newest.details.timestamp });
    expect(recent.every((g) => g.count > 0)).toBe(true);
  });

  it('orders by $orderby and pages by top with a nextLink on its own origin that keeps the filters', async () => {
    const e = seededErrors(s.fake);
    const pages: string[][] = [];
    const links: Array<string | undefined> = [];
    for await (const page of s.client.errorGroups.list({ ...s.app, start: e.start, orderBy: 'lastOccurrence asc', top: 2 }).byPage()) {
      pages.push(page.items.map((g) => g.errorGroupId));
      links.push(page.body.nextLink);
    }
    const byLast = [...e.groups].sort((a, b) => e.errorsOf(a.errorGroupId)[0]!.ms - e.errorsOf(b.errorGroupId)[0]!.ms).map((g) => g.errorGroupId);
    expect(pages.flat()).toEqual(byLast);
    expect(pages.map((p) => p.length)).toEqual(Array.from({ length: Math.ceil(byLast.length / 2) }, (_, i) => Math.min(2, byLast.length - 2 * i)));
    expect(links[0]).toMatch(new RegExp(`^${s.fake.url}/v0\\.1/apps/test-owner/test-app/errors/errorGroups\\?.*start=.*%24orderby=lastOccurrence\\+asc`));
    expect(links.at(-1)).toBeUndefined();
    await expect(s.client.errorGroups.list({ ...s.app, start: e.start, orderBy: 'severity desc' }).toArray()).rejects.toMatchObject({
      status: 400,
      body: { error: { code: 'BadRequest', message: "Cannot order error groups by 'severity desc'" } },
    });
  });

  it('sets the documented states only, refusing others in the service error shape, and filters by state', async () => {
    const e = seededErrors(s.fake);
    const input = { ...s.app, errorGroupId: e.biggest.errorGroupId };
    await s.client.errorGroups.updateState({ ...input, body: { state: 'ignored', annotation: 'third-party SDK' } });
    const ignored = await s.client.errorGroups.list({ ...s.app, start: e.start, groupState: 'ignored' }).toArray();
    expect(ignored.map((g) => [g.errorGroupId, g.annotation])).toEqual([[e.biggest.errorGroupId, 'third-party SDK']]);

    const refused = await s.client.errorGroups.updateState({ ...input, body: { state: unknownEnumValue('fixed') } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: 'BadRequest', body: { error: { code: 'BadRequest', message: "Invalid body.state: 'fixed' is not one of the documented values (open, closed, ignored)" } } });
    expect((await s.client.errorGroups.get(input)).state).toBe('ignored');
    await expect(s.client.errorGroups.list({ ...s.app, start: e.start, groupState: unknownEnumValue('resolved') }).toArray()).rejects.toMatchObject({
      status: 400,
      serviceMessage: "Invalid query parameter groupState: 'resolved' is not one of the documented values (open, closed, ignored)",
    });
    await expect(s.client.errorGroups.list({ ...s.app, start: e.start, errorType: unknownEnumValue('crash') }).toArray()).rejects.toMatchObject({
      status: 400,
      serviceMessage: "Invalid query parameter errorType: 'crash' is not one of the documented values (all, unhandledError, handledError)",
    });

    const sent = s.fake.requests.length;
    const unsent = await s.client.errorGroups.updateState({ ...input, body: { annotation: 'no state' } as never }).catch((error: unknown) => error);
    expect(isValidationError(unsent)).toBe(true);
    expect(s.fake.requests).toHaveLength(sent);
  });

  it('answers 404 in the service error shape for a group of another app or none', async () => {
    const e = seededErrors(s.fake);
    const error = await s.client.errorGroups.get({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName, errorGroupId: e.biggest.errorGroupId }).catch((x: unknown) => x);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ body: { error: { code: 'NotFound', message: `No error group ${e.biggest.errorGroupId}` } } });
  });

  it('counts models, operating systems and days from the stored errors', async () => {
    const e = seededErrors(s.fake);
    const group = e.biggest;
    const errors = e.errorsOf(group.errorGroupId);
    const input = { ...s.app, errorGroupId: group.errorGroupId };
    const models = await s.client.errorGroups.modelCounts(input);
    const expected = new Map<string, number>();
    for (const error of errors) expected.set(error.model, (expected.get(error.model) ?? 0) + 1);
    expect(Object.fromEntries(models.models!.map((m) => [m.modelName, m.errorCount]))).toEqual(Object.fromEntries(expected));
    expect(models.models!.map((m) => m.errorCount)).toEqual([...expected.values()].sort((a, b) => b - a));
    const oses = await s.client.errorGroups.operatingSystemCounts(input);
    expect(oses.operatingSystems!.map((o) => o.operatingSystemName)).toContain(`${errors[0]!.osName} ${errors[0]!.details.osVersion}`);

    const day = new Date(errors[0]!.ms);
    day.setUTCHours(0, 0, 0, 0);
    const counts = await s.client.errorGroups.countsPerDay({ ...input, start: day, end: new Date(day.getTime() + 86_400_000) });
    expect(counts.errors).toEqual([{ datetime: day.toISOString(), count: errors.filter((x) => x.ms >= day.getTime() && x.ms < day.getTime() + 86_400_000).length }]);
    const otherVersion = await s.client.errorGroups.countsPerDay({ ...input, start: e.start, version: '0.9.0' });
    expect(otherVersion.count).toBe(0);
  });

  it('shares error-free devices per day from the log and the group errors: -1 where more had errors than were active', async () => {
    const e = seededErrors(s.fake);
    const group = e.handled[0]!;
    const input = { ...s.app, errorGroupId: group.errorGroupId };
    const quiet = new Date(e.start.getTime() - 5 * 86_400_000);
    quiet.setUTCHours(0, 0, 0, 0);
    for (const device of ['a', 'b']) {
      reportError(s.fake.state, e.appId, reportOn(s.fake, e.appId, { cause: group.cause, errorType: group.errorType, version: group.appVersion, installId: `gone-${device}`, at: quiet.getTime() + 3_600_000 }));
    }
    const shares = await s.client.errorGroups.errorFreeDevicePercentages({ ...input, start: quiet, end: new Date(quiet.getTime() + 86_400_000) });
    expect(shares).toEqual({ averagePercentage: -1, dailyPercentages: [{ datetime: quiet.toISOString(), percentage: -1 }] });
  });

  it('searches groups by text and filter, sorts by matching errors and pages with hasMoreResults', async () => {
    const e = seededErrors(s.fake);
    const first = await s.client.errorGroups.search({ ...s.app, top: 2 }).firstPage();
    expect(first.body.hasMoreResults).toBe(true);
    expect(first.items.map((g) => g.errorGroupId)).toEqual(e.groups.slice(0, 2).map((g) => g.errorGroupId));
    const all = await s.client.errorGroups.search({ ...s.app, top: 2 }).toArray();
    expect(all).toHaveLength(e.groups.length);
    const handled = await s.client.errorGroups.search({ ...s.app, filter: "errorType eq 'handledError' and appVersion ne '1.1.0'" }).toArray();
    expect(handled.map((g) => g.errorGroupId)).toEqual(e.handled.filter((g) => g.appVersion !== '1.1.0').map((g) => g.errorGroupId));
    const byName = await s.client.errorGroups.search({ ...s.app, sort: 'exceptionClassName', order: 'asc' }).toArray();
    expect(byName.map((g) => g.exceptionClassName)).toEqual(e.groups.map((g) => g.cause.className).sort((a, b) => a.localeCompare(b)));
    await expect(s.client.errorGroups.search({ ...s.app, sort: unknownEnumValue('count') }).toArray()).rejects.toMatchObject({
      status: 400,
      serviceMessage: expect.stringMatching(/^Invalid query parameter sort: 'count' is not one of the documented values \(matchingReportsCount, /),
    });
    await expect(s.client.errorGroups.search({ ...s.app, order: unknownEnumValue('up') }).toArray()).rejects.toMatchObject({
      status: 400,
      serviceMessage: "Invalid query parameter order: 'up' is not one of the documented values (desc, asc)",
    });
    await expect(s.client.errorGroups.search({ ...s.app, filter: "severity eq 'high'" }).toArray()).rejects.toMatchObject({
      status: 400,
      body: { error: { code: 'BadRequest', message: "Unknown property 'severity' in the filter" } },
    });
  });
});
