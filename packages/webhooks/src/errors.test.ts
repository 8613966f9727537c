import { inspect } from 'node:util';
import { AuthenticationError, ConflictError, isApiError, ValidationError, type SdkError } from '@org/http-core';
import { errorShapes, fakeError, startFakeServer } from '@org/http-core/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebhooksClient } from './client.js';
import { correlationIdOf } from './correlation-id.js';
import { webhooksApiKey } from './credentials.js';
import { webhooksService } from './service.js';
import { AUTH_REFUSAL_MESSAGES, startWebhooksFake } from './testing/index.js';

const fake = await startWebhooksFake();
const appId = fake.appId;
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('the API key', () => {
  it('is sent in the X-API-Key header, never in the URL', async () => {
    await fake.client().subscriptions.list({ appId });
    const request = fake.requests.at(-1)!;
    expect(request.headers['x-api-key']).toBe(fake.apiKey);
    expect([...request.query.keys()]).toEqual([]);
  });

  it('missing: the fake answers 401 in the service’s error shape', async () => {
    const response = await fetch(`${fake.url}/webhooks/v3/${appId}/subscriptions`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'INVALID_AUTHENTICATION', message: expect.any(String) });
    expect(body.correlationId).toBe(response.headers.get('x-request-id'));
    // The service declares correlationId a UUID.
    expect(body.correlationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('missing from the client: refused before sending', async () => {
    const client = createWebhooksClient({ baseUrl: fake.url });
    const error = await client.settings.get({ appId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('auth');
    expect(fake.requestCount()).toBe(0);
  });

  it('wrong: a typed AuthenticationError with status, category, message and correlation id, and no key in sight', async () => {
    const secret = 'wrong-key-0123456789abcdef';
    const client = fake.client({ apiKey: secret, logLevel: 'silent' });
    const error = (await client.subscriptions.list({ appId }).catch((e: unknown) => e)) as AuthenticationError;

    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_AUTHENTICATION', serviceMessage: AUTH_REFUSAL_MESSAGES.invalid });
    expect(error.requestId).toBe(fake.requests.at(-1)!.requestId);
    expect(correlationIdOf(error)).toBe(error.requestId);
    for (const shown of [error.message, String(error), JSON.stringify(error), inspect(error, { depth: 10 }), error.stack ?? '']) {
      expect(shown).not.toContain(secret);
    }
  });

  it('never reaches a log line, even at debug level', async () => {
    const secret = 'logged-key-should-not-appear-42';
    const lines: string[] = [];
    const record = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    const client = fake.client({ apiKey: secret, logLevel: 'debug', logger: { debug: record, info: record, warn: record, error: record } });
    fake.faults.status([503], { operation: 'subscriptions.list', headers: { 'retry-after': '0' } });
    await expect(client.subscriptions.list({ appId })).rejects.toMatchObject({ status: 401 });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('can be given per call', async () => {
    const client = fake.client({ apiKey: 'wrong-key' });
    await expect(client.subscriptions.list({ appId }, { auth: webhooksApiKey(fake.apiKey) })).resolves.toEqual({ results: [] });
  });

  it('is refused when it would break the header', () => {
    expect(() => createWebhooksClient({ apiKey: 'key\r\nx-evil: 1' })).toThrow(ValidationError);
    expect(() => createWebhooksClient({ apiKey: '' })).toThrow(ValidationError);
  });
});

describe('server errors', () => {
  it('a 500 is a typed ApiError with the service’s category', async () => {
    fake.faults.status([500]);
    const error = await fake.client().settings.get({ appId }, { retry: false }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', requestId: fake.requests.at(-1)!.requestId });
  });

  it('GETs are retried after a 503', async () => {
    fake.faults.status([503], { headers: { 'retry-after': '0' } });
    await expect(fake.client({ logLevel: 'silent' }).subscriptions.list({ appId })).resolves.toEqual({ results: [] });
    expect(fake.requestCount('subscriptions.list')).toBe(2);
  });
});

// A server whose error body carries a correlation id other than the request id in its headers.
const correlationId = 'aeb5f871-7f07-4993-9211-075dc63e7cbf';
const server = await startFakeServer({
  service: webhooksService,
  errorShape: errorShapes.category,
  handlers: {
    'subscriptions.create': () => {
      throw fakeError(409, 'CONFLICT', 'A subscription for this event already exists', { correlationId });
    },
  },
});
afterAll(() => server.close());

describe('the correlation id', () => {
  const body = { eventType: 'contact.creation' as const };

  it('from the error body becomes the error’s requestId, keeping the error class', async () => {
    const client = createWebhooksClient({ baseUrl: server.url, apiKey: 'any-key' });
    const error = (await client.subscriptions.create({ appId, body }).catch((e: unknown) => e)) as ConflictError;
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.requestId).toBe(correlationId);
    expect(error.message).toContain(correlationId);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', serviceMessage: 'A subscription for this event already exists' });
    expect(server.requests.at(-1)!.requestId).not.toBe(correlationId);
  });

  it('is in place before the caller’s beforeError hook, which may still replace the error', async () => {
    const seen: SdkError[] = [];
    const replacement = new ValidationError('replaced');
    const client = createWebhooksClient({
      baseUrl: server.url,
      apiKey: 'any-key',
      hooks: {
        beforeError: (error) => {
          seen.push(error);
          return replacement;
        },
      },
    });
    await expect(client.subscriptions.create({ appId, body })).rejects.toBe(replacement);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ requestId: correlationId });
  });
});
