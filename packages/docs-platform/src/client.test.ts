import { inspect } from 'node:util';
import { isApiError, isValidationError, type ApiError } from '@org/http-core';
import { json, startFakeServer } from '@org/http-core/testing';
import { describe, expect, test } from 'vitest';
import { createDocsPlatformClient, docsPlatformService } from './index.js';
import { rejection, useDocsFake } from './test-support/fixture.js';

const f = useDocsFake();

describe('credentials', () => {
  test('the API key goes as the Basic user name with a blank password, on every request', async () => {
    const client = f.client();
    const project = await client.project.get();
    await client.versions.list();
    expect(project).toEqual({ name: 'Example Docs', subdomain: 'example-docs', baseUrl: 'https://docs.example.com', plan: 'startup' });
    for (const request of f.fake.requests) {
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${f.fake.apiKey}:`).toString('base64')}`);
    }
  });

  test('without credentials the service answers 401; a call without any credential is refused before sending', async () => {
    const response = await fetch(`${f.fake.url}/`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await response.json()).toMatchObject({ error: 'APIKEY_EMPTY' });

    const anonymous = createDocsPlatformClient({ baseUrl: f.fake.url });
    const refused = await rejection(anonymous.project.get(), isValidationError);
    expect(refused.field).toBe('auth');
    expect(f.fake.requestCount()).toBe(1);
  });

  test('a wrong key is a typed 401, and the key appears nowhere in the error', async () => {
    const wrongKey = 'rdme_wrong_key_never_shown';
    const client = createDocsPlatformClient({ apiKey: wrongKey, baseUrl: f.fake.url, logLevel: 'silent' });
    const error = (await rejection(client.project.get(), isApiError)) as ApiError;
    expect(error.name).toBe('AuthenticationError');
    expect([error.status, error.code]).toEqual([401, 'APIKEY_NOTFOUND']);
    expect(error.requestId).toBe(f.fake.requests[0]!.requestId);
    const encoded = Buffer.from(`${wrongKey}:`).toString('base64');
    for (const shown of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) {
      expect(shown).not.toContain(wrongKey);
      expect(shown).not.toContain(encoded);
    }
  });
});

describe('retries', () => {
  test('creates are sent once under a 503; reads are retried', async () => {
    const client = f.client({ retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    f.fake.faults.status([503, 503], { operation: 'changelogs.create', headers: { 'retry-after': '0' } });
    const error = await rejection(client.changelogs.create({ body: { title: 'Once', body: '-' } }), isApiError);
    expect(error.status).toBe(503);
    expect(f.fake.requestCount('changelogs.create')).toBe(1);
    expect(f.fake.changelog('once')).toBeUndefined();

    f.fake.faults.status([503], { operation: 'project.get', headers: { 'retry-after': '0' } });
    const { response } = await client.project.get().withResponse();
    expect(response.attempts).toBe(2);
  });
});

describe('lenient answers', () => {
  test('answer fields the SDK does not model are kept, and an answer that differs from the model is returned as received', async () => {
    await using server = await startFakeServer({
      service: docsPlatformService,
      handlers: {
        'project.get': () => json(200, { name: 'P', jwtSecret: 'hidden', flags: { beta: true } }),
        'versions.get': () => json(200, { version: 2, extra: 'x' }),
      },
    });
    const warnings: string[] = [];
    const ignore = () => {};
    const client = createDocsPlatformClient({
      apiKey: 'k',
      baseUrl: server.url,
      logger: { debug: ignore, info: ignore, error: ignore, warn: (message) => warnings.push(message) },
    });
    expect(await client.project.get()).toEqual({ name: 'P', jwtSecret: 'hidden', flags: { beta: true } });
    expect(await client.versions.get({ versionId: '2' })).toEqual({ version: 2, extra: 'x' });
    expect(warnings).toEqual(['[@org/docs-platform] versions.get: response does not match its schema; returned as received']);
  });
});
