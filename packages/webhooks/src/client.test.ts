import { readFileSync } from 'node:fs';
import { apiKeyHeader, ValidationError } from '@org/http-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebhooksClient, DEFAULT_BASE_URL } from './client.js';
import { operations } from './service.js';
import { VERSION } from './version.js';
import { startWebhooksFake } from './testing/index.js';

const fake = await startWebhooksFake();
afterAll(() => fake.close());

describe('createWebhooksClient', () => {
  it('sends to the public address by default', async () => {
    const urls: string[] = [];
    const stop = new Error('stopped before sending');
    const client = createWebhooksClient({
      apiKey: 'k',
      hooks: {
        beforeRequest: (context) => {
          urls.push(context.url);
          throw stop;
        },
      },
    });
    await expect(client.settings.get({ appId: 1001 })).rejects.toBe(stop);
    expect(DEFAULT_BASE_URL).toBe('https://api.hubapi.com');
    expect(urls).toEqual(['https://api.hubapi.com/webhooks/v3/1001/settings']);
  });

  it('refuses apiKey and auth together', () => {
    expect(() => createWebhooksClient({ apiKey: 'a', auth: apiKeyHeader('b') })).toThrow(ValidationError);
  });

  it('takes auth instead of apiKey', async () => {
    const client = createWebhooksClient({ baseUrl: fake.url, auth: apiKeyHeader(fake.apiKey) });
    await expect(client.subscriptions.list({ appId: fake.appId })).resolves.toEqual({ results: [] });
  });

  it('passes the caller’s request and response hooks through', async () => {
    const seen: string[] = [];
    const client = fake.client({
      hooks: {
        beforeRequest: (context) => {
          seen.push(`request ${context.operation}`);
        },
        afterResponse: (context) => {
          seen.push(`response ${context.status}`);
        },
      },
    });
    await client.subscriptions.list({ appId: fake.appId });
    expect(seen).toEqual(['request subscriptions.list', 'response 200']);
  });

  it('names the package and its version in the user agent, and the version is the package’s', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    await fake.client({ userAgent: 'my-app/2.0' }).subscriptions.list({ appId: fake.appId });
    expect(fake.requests.at(-1)!.headers['user-agent']).toBe(`@org/webhooks/${pkg.version} my-app/2.0`);
  });
});

describe('operations', () => {
  it('is the flat table of the nine operations', () => {
    expect(operations.map((op) => `${op.id} ${op.method} ${op.path}`)).toEqual([
      'settings.get GET /webhooks/v3/{appId}/settings',
      'settings.configure PUT /webhooks/v3/{appId}/settings',
      'settings.clear DELETE /webhooks/v3/{appId}/settings',
      'subscriptions.list GET /webhooks/v3/{appId}/subscriptions',
      'subscriptions.create POST /webhooks/v3/{appId}/subscriptions',
      'subscriptions.batchUpdate POST /webhooks/v3/{appId}/subscriptions/batch/update',
      'subscriptions.get GET /webhooks/v3/{appId}/subscriptions/{subscriptionId}',
      'subscriptions.update PATCH /webhooks/v3/{appId}/subscriptions/{subscriptionId}',
      'subscriptions.archive DELETE /webhooks/v3/{appId}/subscriptions/{subscriptionId}',
    ]);
    expect(operations.filter((op) => !op.idempotent).map((op) => op.id)).toEqual([
      'subscriptions.create',
      'subscriptions.batchUpdate',
      'subscriptions.update',
    ]);
    expect(new Set(operations.flatMap((op) => op.auth))).toEqual(new Set(['apiKey']));
  });
});
