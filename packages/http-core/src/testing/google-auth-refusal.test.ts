import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineService } from '../service.js';
import { errorShapes, googleAuthRefusal, json, startFakeServer } from './index.js';

const service = defineService({
  name: 'demo',
  packageName: '@org/demo',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  groups: { things: { list: { method: 'GET', path: '/v1/things', summary: 'List', response: z.unknown() } } },
});

const limit = (headers: Record<string, string> = {}): RequestInit => ({ headers, signal: AbortSignal.timeout(3_000) });

describe('googleAuthRefusal', () => {
  it('answers a missing, malformed or unknown token as Google APIs do', async () => {
    await using server = await startFakeServer({
      service,
      errorShape: errorShapes.google,
      handlers: { 'things.list': () => json(200, {}) },
      auth: {
        bearer: (token) => token === 'good' || undefined,
        refuse: googleAuthRefusal({ service: 'demo.googleapis.com', method: (id) => (id === 'things.list' ? 'google.demo.v1.Things.ListThings' : undefined) }),
      },
    });
    const url = `${server.url}/v1/things`;
    const info = (reason: string) => ({
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason,
      domain: 'googleapis.com',
      metadata: { service: 'demo.googleapis.com', method: 'google.demo.v1.Things.ListThings' },
    });

    const missing = await fetch(url, limit());
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="https://accounts.google.com/"');
    expect(await missing.json()).toEqual({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        message: expect.stringMatching(/^Request is missing required authentication credential\. Expected OAuth 2 access token, /),
        details: [info('CREDENTIALS_MISSING')],
      },
    });

    const malformed = await fetch(url, limit({ authorization: 'Basic Zm9vOmJhcg==' }));
    expect(await malformed.json()).toMatchObject({ error: { code: 401, details: [info('CREDENTIALS_MISSING')] } });

    const invalid = await fetch(url, limit({ authorization: 'Bearer nope' }));
    expect(invalid.status).toBe(401);
    expect(invalid.headers.get('www-authenticate')).toBe('Bearer realm="https://accounts.google.com/", error="invalid_token"');
    expect(await invalid.json()).toEqual({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        message: expect.stringMatching(/^Request had invalid authentication credentials\. Expected OAuth 2 access token, /),
        details: [info('ACCESS_TOKEN_TYPE_UNSUPPORTED')],
      },
    });

    expect((await fetch(url, limit({ authorization: 'Bearer good' }))).status).toBe(200);
  });
});
