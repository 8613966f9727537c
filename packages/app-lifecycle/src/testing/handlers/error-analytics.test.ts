import { unknownEnumValue } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { reportOn } from '../../test-support/error-report.js';
import { seededErrors } from '../../test-support/seeded-errors.js';
import { useSetup } from '../../test-support/setup.js';
import { reportError } from '../index.js';

describe('fake error analytics', () => {
  const s = useSetup();

  it('counts handled errors per day unless asked for crashes, by version and build', async () => {
    const e = seededErrors(s.fake);
    const handled = await s.client.errorAnalytics.countsPerDay({ ...s.app, start: e.start });
    const crashes = await s.client.errorAnalytics.countsPerDay({ ...s.app, start: e.start, errorType: 'unhandledError' });
    expect(handled.count).toBe(e.errors.filter((x) => x.errorType === 'handledError').length);
    expect(crashes.count).toBe(e.errors.filter((x) => x.errorType === 'unhandledError').length);
    expect(crashes.errors).toHaveLength(31);
    expect(crashes.errors!.reduce((sum, day) => sum + day.count!, 0)).toBe(crashes.count);
    const old = await s.client.errorAnalytics.countsPerDay({ ...s.app, start: e.start, errorType: 'unhandledError', version: '1.1.0', appBuild: '110' });
    expect(old.count).toBe(e.errors.filter((x) => x.errorType === 'unhandledError' && x.appVersion === '1.1.0').length);
    await expect(s.client.errorAnalytics.countsPerDay({ ...s.app, start: e.start, errorType: unknownEnumValue('all') })).rejects.toMatchObject({
      status: 400,
      body: { error: { code: 'BadRequest', message: "Invalid query parameter errorType: 'all' is not one of the documented values (unhandledError, handledError)" } },
    });
  });

  it('shares error-free devices of the versions asked for from the log and the errors', async () => {
    const e = seededErrors(s.fake);
    const log = s.fake.state.extrasOf(e.appId).log.filter((r) => r.ms >= e.start.getTime() && r.device.app_version === '2.0.0');
    const active = new Set(log.map((r) => r.install_id)).size;
    const affected = new Set(e.errors.filter((x) => x.errorType === 'unhandledError' && x.appVersion === '2.0.0').map((x) => x.installId)).size;
    const shares = await s.client.errorAnalytics.errorFreeDevicePercentages({ ...s.app, start: e.start, versions: ['2.0.0'], errorType: 'unhandledError' });
    expect(shares.averagePercentage).toBe(Math.round(((active - affected) / active) * 10_000) / 100);
    expect(shares.dailyPercentages!.every((d) => d.percentage === -1 || (d.percentage! >= 0 && d.percentage! <= 100))).toBe(true);
  });

  it('lists the versions with errors, paged with top and skip, with the total on request and a filter', async () => {
    const e = seededErrors(s.fake);
    const first = await s.client.errorAnalytics.availableVersions({ ...s.app, start: e.start, top: 1, inlineCount: 'allpages' }).firstPage();
    expect(first.body).toEqual({ versions: ['2.0.0'], total_count: 2 });
    expect(await s.client.errorAnalytics.availableVersions({ ...s.app, start: e.start, filter: "version ne '2.0.0'" }).toArray()).toEqual(['1.1.0']);
    const crashes = e.errors.filter((x) => x.errorType === 'unhandledError');
    const since = crashes.find((x) => x.appVersion === '1.1.0')!;
    const later = [...new Set(crashes.filter((x) => x.ms >= since.ms).map((x) => x.appVersion))].sort().reverse();
    expect(later).toContain('1.1.0');
    expect(await s.client.errorAnalytics.availableVersions({ ...s.app, start: new Date(since.ms), errorType: 'unhandledError' }).toArray()).toEqual(later);
    const afterLastCrash = await s.client.errorAnalytics.availableVersions({ ...s.app, start: new Date(crashes[0]!.ms + 1), errorType: 'unhandledError' }).toArray();
    expect(afterLastCrash).toEqual([]);
  });

  it('lists the builds of a version with errors, most recent first, at most top', async () => {
    const e = seededErrors(s.fake);
    reportError(s.fake.state, e.appId, reportOn(s.fake, e.appId, { device: { ...reportOn(s.fake, e.appId).device, app_build: '201' }, at: s.fake.now() - 1_000 }));
    expect(await s.client.errorAnalytics.appBuilds({ ...s.app, version: '2.0.0', start: e.start })).toEqual({ appBuilds: ['201', '200'] });
    expect(await s.client.errorAnalytics.appBuilds({ ...s.app, version: '2.0.0', start: e.start, top: 1 })).toEqual({ appBuilds: ['201'] });
    expect(await s.client.errorAnalytics.appBuilds({ ...s.app, version: '2.0.0', start: e.start, errorType: 'unhandledError' })).toEqual({ appBuilds: ['200'] });
  });
});
