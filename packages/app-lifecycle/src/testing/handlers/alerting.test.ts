import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';
import { childKey } from '../index.js';

describe('fake alerting', () => {
  const s = useSetup();
  const orgApp = () => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });

  it('lists the webhooks arranged for an app, none for another', async () => {
    const app = s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)!;
    expect((await s.client.alerting.listWebhooks(orgApp())).values).toEqual([]);
    const webhook = { id: 'w-1', name: 'Ops', url: 'https://ops.example.com/hook', enabled: true, event_types: ['newAppReleased' as const] };
    s.fake.state.alertWebhooks.set(childKey(app.id, webhook.id), { appId: app.id, webhook });
    expect((await s.client.alerting.listWebhooks(orgApp())).values).toEqual([webhook]);
  });

  it("shows an app without settings of its own at the user's defaults, and the user's own switch", async () => {
    const me = s.fake.state.user.name;
    s.fake.state.emailSettings.set(me, { user: me, enabled: false, settings: [{ event_type: 'crash_newCrashGroupCreated', value: 'Daily' }] });
    expect(await s.client.alerting.getUserEmailSettings()).toMatchObject({ enabled: false, settings: [{ value: 'Daily', default_value: 'Individual' }] });
    const settings = await s.client.alerting.getAppEmailSettings(orgApp());
    expect(settings).toMatchObject({ enabled: true, user_enabled: false, settings: [{ event_type: 'crash_newCrashGroupCreated', value: 'Default' }] });
  });

  it('answers each user their own settings, the defaults when none are stored', async () => {
    const ana = s.clientWith({ apiKey: s.fake.ids.memberKey });
    const settings = await ana.alerting.getUserEmailSettings();
    expect(settings).toMatchObject({ enabled: true, userId: s.fake.state.users.find((u) => u.name === s.fake.ids.member)!.id });
    await expect(ana.alerting.getAppEmailSettings(s.app)).rejects.toMatchObject({ status: 404, body: { code: 404, request_id: expect.any(String) } });
  });

  it("refuses before sending when the client knows its token is an app token; the fake refuses an app token's read of the user's settings", async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: undefined, appApiKey: appToken.api_token });
    const before = s.fake.requestCount();
    const error = await asApp.alerting.getAppEmailSettings(s.app).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'auth', message: expect.stringContaining('needs a credential of kind userApiToken; the client has appApiToken') });
    expect(String(error)).not.toContain(appToken.api_token);
    expect(s.fake.requestCount()).toBe(before);
    await expect(asApp.alerting.getUserEmailSettings()).rejects.toMatchObject({ status: 403, body: { code: 403, request_id: expect.any(String) } });
    expect((await asApp.alerting.listWebhooks(s.app)).values).toHaveLength(2);
  });
});
