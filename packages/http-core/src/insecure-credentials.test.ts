/** Credentials never travel in clear text to another machine unless the client says so. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyQuery, basic, bearer } from './auth.js';
import { ValidationError } from './errors.js';
import type { Throttle } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';

const service = testService(
  {
    things: {
      get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: z.unknown() },
      status: { method: 'GET', path: '/status', summary: 'Public', auth: [], response: z.unknown() },
    },
  } as const,
  { defaultAuth: ['bearer', 'apiKey', 'basic'] },
);

/** A throttle that records each attempt that got as far as sending, then stops it: nothing goes on the wire. */
function recorder() {
  const reached: string[] = [];
  const throttle: Throttle = {
    acquire: async (path) => {
      reached.push(path);
      throw new Error('stopped before sending');
    },
  };
  return { reached, throttle };
}

describe('credentials over plain http', () => {
  it('are refused before sending to a host that is not this machine, naming neither the credential nor its value', async () => {
    for (const auth of [bearer('tok-secret-1'), apiKeyQuery('key-secret-1', { param: 'key' }), basic('user', 'pw-secret-1')]) {
      const { reached, throttle } = recorder();
      const client = createClient(service, { baseUrl: 'http://api.example.com', auth, throttle, logger: captureLogger().logger });
      const error = (await rejectionOf(client.things.get({ id: 'a' }))) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ field: 'baseUrl', operation: 'things.get' });
      expect(error.message).toMatch(/over plain http to api\.example\.com/);
      expect(JSON.stringify(error)).not.toMatch(/secret/);
      expect(reached).toEqual([]);
    }
  });

  it('go over https, to loopback addresses, and where the client opts in; calls without a credential are not affected', async () => {
    const cases = [
      { baseUrl: 'https://api.example.com' },
      { baseUrl: 'http://127.0.0.1:9' },
      { baseUrl: 'http://localhost:9' },
      { baseUrl: 'http://[::1]:9' },
      { baseUrl: 'http://api.example.com', allowCredentialsOverHttp: true },
    ];
    for (const options of cases) {
      const { reached, throttle } = recorder();
      const client = createClient(service, { ...options, auth: bearer('tok'), throttle, logger: captureLogger().logger });
      expect(((await rejectionOf(client.things.get({ id: 'a' }))) as Error).message).toBe('stopped before sending');
      expect(reached).toEqual(['/things/a']);
    }
    const { reached, throttle } = recorder();
    const open = createClient(service, { baseUrl: 'http://api.example.com', auth: bearer('tok'), throttle, logger: captureLogger().logger });
    await rejectionOf(open.things.status());
    expect(reached).toEqual(['/status']);
  });
});
