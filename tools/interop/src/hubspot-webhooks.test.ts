/**
 * `@hubspot/api-client`, the official Node client of the real webhooks service, against our fake over https:
 * its typed APIs get the fake's CA through the client's `httpAgent`; its generic `apiRequest` goes through
 * `fetch`, which trusts the CA once it is added to the process's defaults.
 *
 * Bridge (the spec's one deliberate difference here): the credential. The service takes the developer API key
 * in the `hapikey` query parameter; the spec takes it in the `X-API-Key` header. The client is given the key as
 * a default header, `X-API-Key`, and no `developerApiKey`. Nothing else is adapted.
 */
import { Agent } from 'node:https';
import { Client } from '@hubspot/api-client';
import { SubscriptionCreateRequestEventTypeEnum } from '@hubspot/api-client/lib/codegen/webhooks/index.js';
import { startWebhooksFake, type WebhooksFake } from '@org/webhooks/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trustCa } from './support/trust-ca.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let fake: WebhooksFake;
let agent: Agent;
beforeAll(async () => {
  fake = await startWebhooksFake({ tls: true });
  agent = new Agent({ ca: fake.caCertificate });
  trustCa(fake.caCertificate!);
});
afterAll(async () => {
  agent.destroy();
  await fake.close();
});
beforeEach(() => fake.reset());

function sdk(apiKey = fake.apiKey): Client {
  return new Client({
    basePath: fake.url,
    httpAgent: agent,
    numberOfApiCallRetries: 0,
    // BRIDGE: the key in the X-API-Key header (the spec), not in ?hapikey= (the service).
    defaultHeaders: { 'X-API-Key': apiKey },
  });
}

describe('@hubspot/api-client against the webhooks fake', () => {
  it('configures, reads and clears the target settings of an app', async () => {
    const client = sdk();
    // The client's settings model follows a later version of the service, without `throttling.period`, which
    // the version of the spec requires: its typed `configure` is refused by the fake as that version refuses it.
    const typed = await client.webhooks.settingsApi
      .configure(fake.appId, { targetUrl: 'https://hooks.example.com/in', throttling: { maxConcurrentRequests: 10 } })
      .catch((caught: unknown) => caught);
    expect(typed).toMatchObject({ code: 400, body: { category: 'VALIDATION_ERROR', message: expect.stringContaining('throttling.period') } });
    // The client's own generic request sends the spec's body.
    const configured = await client.apiRequest({
      method: 'PUT',
      path: `/webhooks/v3/${fake.appId}/settings`,
      body: { targetUrl: 'https://hooks.example.com/in', throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } },
    });
    expect(configured.status).toBe(200);
    expect(await configured.json()).toMatchObject({ targetUrl: 'https://hooks.example.com/in', throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } });

    const read = await client.webhooks.settingsApi.getAll(fake.appId);
    expect(read).toMatchObject({ targetUrl: 'https://hooks.example.com/in', throttling: { maxConcurrentRequests: 10 } });
    expect(read.createdAt).toBeInstanceOf(Date);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe(`/webhooks/v3/${fake.appId}/settings`);
    expect(request.headers['x-api-key']).toBe(fake.apiKey);
    expect(request.query.has('hapikey')).toBe(false);
    await client.webhooks.settingsApi.clear(fake.appId);
    expect(fake.requests.at(-1)).toMatchObject({ operationId: 'settings.clear', status: 204 });
  });

  it('creates, lists, reads, updates in a batch and archives subscriptions', async () => {
    const { subscriptionsApi } = sdk().webhooks;
    const created = await subscriptionsApi.create(fake.appId, { eventType: SubscriptionCreateRequestEventTypeEnum.ContactPropertyChange, propertyName: 'email', active: true });
    expect(created).toMatchObject({ eventType: 'contact.propertyChange', propertyName: 'email', active: true, id: expect.any(String) });
    const id = Number(created.id);
    expect((await subscriptionsApi.getAll(fake.appId)).results.map((s) => s.id)).toEqual([created.id]);
    expect((await subscriptionsApi.getById(id, fake.appId)).active).toBe(true);
    expect((await subscriptionsApi.update(id, fake.appId, { active: false })).active).toBe(false);
    const batch = await subscriptionsApi.updateBatch(fake.appId, { inputs: [{ id, active: true }] });
    expect(batch).toMatchObject({ status: 'COMPLETE', results: [expect.objectContaining({ id: created.id, active: true })] });
    await subscriptionsApi.archive(id, fake.appId);
    expect((await subscriptionsApi.getAll(fake.appId)).results).toEqual([]);
  });

  it('reads the service’s errors: category, message and a UUID correlationId', async () => {
    const missing = await sdk().webhooks.subscriptionsApi.getById(999, fake.appId).catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ code: 404 });
    const body = (missing as { body: { category: string; correlationId: string; message: string } }).body;
    expect(body).toMatchObject({ category: 'OBJECT_NOT_FOUND', message: expect.any(String) });
    expect(body.correlationId).toMatch(uuid);

    const refused = await sdk('wrong-key').webhooks.subscriptionsApi.getAll(fake.appId).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: 401 });
    expect((refused as { body: { category: string; correlationId: string } }).body).toMatchObject({ category: 'INVALID_AUTHENTICATION', correlationId: expect.stringMatching(uuid) });
  });
});
