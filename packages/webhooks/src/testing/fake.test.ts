import { NotFoundError } from '@org/http-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { webhooksApiKey } from '../credentials.js';
import { startWebhooksFake, TEST_API_KEY, TEST_APP_ID } from './index.js';

const fake = await startWebhooksFake({ apiKey: 'fake-key-for-this-test', appIds: [7, 8] });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('startWebhooksFake', () => {
  it('knows its key and apps; the first app is fake.appId', () => {
    expect(fake).toMatchObject({ apiKey: 'fake-key-for-this-test', appId: 7, appIds: [7, 8] });
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('defaults to the test key and app', async () => {
    await using other = await startWebhooksFake();
    expect(other).toMatchObject({ apiKey: TEST_API_KEY, appId: TEST_APP_ID });
    await expect(other.client().subscriptions.list({ appId: TEST_APP_ID })).resolves.toEqual({ results: [] });
  });

  it('answers CORS preflights when asked, for browser tests', async () => {
    await using browserFake = await startWebhooksFake({ cors: true, host: '127.0.0.1' });
    const response = await fetch(`${browserFake.url}/webhooks/v3/${browserFake.appId}/subscriptions`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).not.toBeNull();
    expect(browserFake.requestCount()).toBe(0);
  });

  it('needs at least one app', async () => {
    await expect(startWebhooksFake({ appIds: [] })).rejects.toThrow(/at least one app/);
  });

  it('gives a client the fake’s key unless told another credential', async () => {
    await expect(fake.client().subscriptions.list({ appId: 7 })).resolves.toEqual({ results: [] });
    await expect(fake.client({ auth: webhooksApiKey('other') }).subscriptions.list({ appId: 7 })).rejects.toMatchObject({ status: 401 });
    await expect(fake.client({ apiKey: 'other' }).subscriptions.list({ appId: 7 })).rejects.toMatchObject({ status: 401 });
  });

  it('answers 404 for every operation on an app it does not know', async () => {
    const client = fake.client();
    const calls = [
      () => client.settings.get({ appId: 9 }),
      () => client.settings.configure({ appId: 9, body: { targetUrl: 'https://a.example.com', throttling: { maxConcurrentRequests: 1, period: 'SECONDLY' } } }),
      () => client.settings.clear({ appId: 9 }),
      () => client.subscriptions.list({ appId: 9 }),
      () => client.subscriptions.create({ appId: 9, body: { eventType: 'contact.creation' } }),
      () => client.subscriptions.batchUpdate({ appId: 9, body: { inputs: [{ id: 1, active: true }] } }),
      () => client.subscriptions.get({ appId: 9, subscriptionId: 1 }),
      () => client.subscriptions.update({ appId: 9, subscriptionId: 1, body: { active: true } }),
      () => client.subscriptions.archive({ appId: 9, subscriptionId: 1 }),
    ];
    for (const call of calls) await expect(call()).rejects.toBeInstanceOf(NotFoundError);
    expect(fake.requests.map((r) => r.status)).toEqual(Array(9).fill(404));
  });

  it('checks requests as the service would: a target URL off the machine over plain HTTP is a 400', async () => {
    const response = await fetch(`${fake.url}/webhooks/v3/7/settings`, {
      method: 'PUT',
      headers: { 'x-api-key': fake.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'http://hooks.example.com/x', throttling: { maxConcurrentRequests: 1, period: 'SECONDLY' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ category: 'VALIDATION_ERROR', message: expect.stringContaining('body.targetUrl') });
    expect(fake.state.settings(7)).toBeUndefined();
  });

  it('refuses a value the service does not document with the field and the value in context', async () => {
    const response = await fetch(`${fake.url}/webhooks/v3/7/settings`, {
      method: 'PUT',
      headers: { 'x-api-key': fake.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://hooks.example.com/x', throttling: { maxConcurrentRequests: 1, period: 'HOURLY' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      category: 'VALIDATION_ERROR',
      correlationId: response.headers.get('x-correlation-id'),
      message: "Invalid body.throttling.period: 'HOURLY' is not one of the documented values (SECONDLY, ROLLING_MINUTE)",
      context: { 'throttling.period': ['HOURLY'] },
    });
    expect(fake.state.settings(7)).toBeUndefined();
  });

  it('numbers subscriptions across apps and starts again after reset', () => {
    expect(fake.state.addSubscription(7, { eventType: 'contact.creation' }).id).toBe('1');
    expect(fake.state.addSubscription(8, { eventType: 'contact.creation' }).id).toBe('2');
    fake.reset();
    expect(fake.state.subscriptions(7)).toEqual([]);
    expect(fake.state.addSubscription(7, { eventType: 'contact.creation' }).id).toBe('1');
  });

  it('lists archived subscriptions in its state when asked', () => {
    const sub = fake.state.addSubscription(7, { eventType: 'contact.creation', active: true });
    fake.state.archiveSubscription(7, sub.id);
    expect(fake.state.subscriptions(7)).toEqual([]);
    expect(fake.state.subscriptions(7, { includeArchived: true })).toMatchObject([{ id: sub.id, active: false }]);
  });
});
