import { isNotFoundError, isValidationError, NotFoundError, ValidationError } from '@org/http-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhooksFake } from '../testing/index.js';

const fake = await startWebhooksFake({ appIds: [1001, 1002] });
const client = fake.client({ validation: 'strict', logLevel: 'silent' });
const appId = fake.appId;
const throttling = { maxConcurrentRequests: 10, period: 'SECONDLY' } as const;

afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('settings.get', () => {
  it('answers NotFoundError while the app has no settings', async () => {
    const error = await client.settings.get({ appId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'OBJECT_NOT_FOUND', serviceMessage: `App ${appId} has no webhook settings` });
  });

  it('answers NotFoundError for an app the service does not know', async () => {
    const error = await client.settings.get({ appId: 4242 }).catch((e: unknown) => e);
    expect(isNotFoundError(error)).toBe(true);
    expect(error).toMatchObject({ serviceMessage: 'No app 4242' });
  });

  it('reads the configured target URL and throttling', async () => {
    fake.state.configureSettings(appId, { targetUrl: 'https://hooks.example.com/a', throttling });
    const settings = await client.settings.get({ appId });
    expect(settings).toMatchObject({ targetUrl: 'https://hooks.example.com/a', throttling });
    expect(typeof settings.createdAt).toBe('string');
  });
});

describe('settings.configure', () => {
  it('sets the target URL and sends the body as given', async () => {
    const body = { targetUrl: 'https://hooks.example.com/events', throttling: { maxConcurrentRequests: 5, period: 'ROLLING_MINUTE' as const } };
    const settings = await client.settings.configure({ appId, body });
    expect(settings).toMatchObject(body);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/webhooks/v3/${appId}/settings`, json: body });
    expect(fake.state.settings(appId)?.targetUrl).toBe('https://hooks.example.com/events');
  });

  it('keeps exactly one target URL per app: configuring again replaces it and keeps createdAt', async () => {
    const first = await client.settings.configure({ appId, body: { targetUrl: 'https://one.example.com/hook', throttling } });
    const second = await client.settings.configure({ appId, body: { targetUrl: 'https://two.example.com/hook', throttling } });
    expect(second.targetUrl).toBe('https://two.example.com/hook');
    expect(second.createdAt).toBe(first.createdAt);
    expect((await client.settings.get({ appId })).targetUrl).toBe('https://two.example.com/hook');
    expect(fake.state.settings(1002)).toBeUndefined();
  });

  it('accepts plain HTTP to a loopback address, for local receivers', async () => {
    for (const targetUrl of ['http://127.0.0.1:8080/hook', 'http://localhost:3000/hook', 'http://[::1]:9000/hook']) {
      await expect(client.settings.configure({ appId, body: { targetUrl, throttling } })).resolves.toMatchObject({ targetUrl });
    }
  });

  it.each([
    ['plain HTTP to another host', 'http://hooks.example.com/events'],
    ['a relative URL', '/events'],
    ['another scheme', 'ftp://hooks.example.com/events'],
    ['an empty string', ''],
  ])('refuses %s before sending', async (_what, targetUrl) => {
    const error = await client.settings.configure({ appId, body: { targetUrl, throttling } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('body.targetUrl');
    expect(fake.requestCount()).toBe(0);
  });

  it('never shows the refused target URL, which may carry a token', async () => {
    const targetUrl = 'http://hooks.example.com/events?token=s3cr3t-receiver-token';
    const error = (await client.settings.configure({ appId, body: { targetUrl, throttling } }).catch((e: unknown) => e)) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(JSON.stringify(error)).not.toContain('s3cr3t-receiver-token');
    expect(error.message).not.toContain('s3cr3t-receiver-token');
  });

  it.each([
    ['a zero request limit', { maxConcurrentRequests: 0, period: 'SECONDLY' }, 'body.throttling.maxConcurrentRequests'],
    ['a fractional request limit', { maxConcurrentRequests: 1.5, period: 'SECONDLY' }, 'body.throttling.maxConcurrentRequests'],
    ['no period', { maxConcurrentRequests: 10 }, 'body.throttling.period'],
  ])('refuses throttling with %s before sending', async (_what, badThrottling, field) => {
    const body = { targetUrl: 'https://hooks.example.com/events', throttling: badThrottling } as never;
    const error = await client.settings.configure({ appId, body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(fake.requestCount()).toBe(0);
  });

  it('refuses an appId that is not a positive 32-bit integer before sending', async () => {
    for (const bad of [0, -1, 1.5, 2 ** 31]) {
      await expect(client.settings.get({ appId: bad })).rejects.toBeInstanceOf(ValidationError);
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('loses no unknown field in a read-modify-write', async () => {
    fake.state.configureSettings(appId, { targetUrl: 'https://old.example.com/hook', throttling: { ...throttling, burst: 3 }, region: 'eu' });
    const current = await client.settings.get({ appId });
    expect(current).toMatchObject({ region: 'eu', throttling: { burst: 3 } });

    const saved = await client.settings.configure({ appId, body: { ...current, targetUrl: 'https://new.example.com/hook' } });
    expect(fake.requests.at(-1)?.json).toMatchObject({ region: 'eu', throttling: { burst: 3 }, targetUrl: 'https://new.example.com/hook' });
    expect(saved).toMatchObject({ region: 'eu', throttling: { burst: 3 }, targetUrl: 'https://new.example.com/hook' });
  });

  it('is retried after a 503, since replacing the settings twice is harmless', async () => {
    fake.faults.status([503], { operation: 'settings.configure', headers: { 'retry-after': '0' } });
    await client.settings.configure({ appId, body: { targetUrl: 'https://hooks.example.com/x', throttling } });
    expect(fake.requestCount('settings.configure')).toBe(2);
  });
});

describe('settings.clear', () => {
  it('removes the target URL and leaves the subscriptions', async () => {
    fake.state.configureSettings(appId, { targetUrl: 'https://hooks.example.com/a', throttling });
    const kept = fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });

    await expect(client.settings.clear({ appId })).resolves.toBeUndefined();
    expect(fake.state.settings(appId)).toBeUndefined();
    await expect(client.settings.get({ appId })).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.subscriptions.list({ appId })).results.map((s) => s.id)).toEqual([kept.id]);
  });

  it('succeeds when there is nothing to clear, so a retried clear is harmless', async () => {
    await expect(client.settings.clear({ appId })).resolves.toBeUndefined();
    expect(fake.requests.at(-1)?.status).toBe(204);
  });
});
