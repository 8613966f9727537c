import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake billing', () => {
  const s = useSetup();
  const minutes = (billing: { usage?: { buildService?: { currentUsagePeriod?: { byAccount?: Record<string, number> } } } } | undefined) =>
    billing?.usage?.buildService?.currentUsagePeriod?.byAccount?.['buildMinutes'];

  it("adds up the caller's own apps and the apps of the organisations they administer", async () => {
    const own = await s.client.billing.getAggregated(s.app);
    const org = await s.client.billing.getOrgAggregated({ orgName: s.fake.ids.org });
    const all = await s.client.billing.getAllAccountsAggregated();
    expect(minutes(all.aggregatedBillings)).toBe(minutes(own)! + minutes(org)!);
    expect(minutes(own)).toBeGreaterThan(0);
  });

  it('shows an organisation only to its administrators (403), an unknown one as 404, in the billing error shape', async () => {
    const ana = s.clientWith({ apiKey: s.fake.ids.memberKey });
    await expect(ana.billing.getOrgAggregated({ orgName: s.fake.ids.org })).rejects.toMatchObject({ status: 403, body: { error: { code: 403 } } });
    await expect(s.client.billing.getOrgAggregated({ orgName: 'nobody' })).rejects.toMatchObject({ status: 404, body: { error: { code: 404 } } });
    expect(minutes((await ana.billing.getAllAccountsAggregated()).aggregatedBillings)).toBe(0);
  });

  it('refuses an app token for the billing of accounts', async () => {
    const asApp = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    await expect(asApp.billing.getAllAccountsAggregated()).rejects.toMatchObject({ status: 403 });
    expect(await asApp.billing.getAggregated(s.app)).toMatchObject({ id: s.fake.state.user.id });
  });
});
