/**
 * Every fake answers a browser on another origin when `cors` is on (as `org-fake` starts them): a preflight for
 * its sample request gets 204 and the allow headers, and the request itself lets the page read the answer and
 * the request id. With `cors: false` no CORS header is sent and a preflight is not answered as one.
 * App-lifecycle's second origins (file service, blob store) answer preflights too.
 */
import type { AppLifecycleFake } from '@org/app-lifecycle/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakes } from './registry.js';
import type { RunningFake } from './running-fake.js';

const origin = 'http://page.localhost:5173';

/** A preflight for `method` with the named request headers. */
function preflight(url: string, method: string, headers: readonly string[]): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers.join(',') },
  });
}

describe.each(fakes.map((entry) => [entry.service, entry] as const))('%s fake', (service, entry) => {
  const running: { on?: RunningFake; off?: RunningFake } = {};
  beforeAll(async () => {
    running.on = await entry.start();
    running.off = await entry.start({ options: { cors: 'false' } });
  });
  afterAll(async () => {
    await running.on?.close();
    await running.off?.close();
  });

  it('answers a preflight for its sample request with the allow headers', async () => {
    const { url, sample } = running.on!;
    const asked = [...Object.keys(sample.headers), 'content-type'].map((name) => name.toLowerCase());
    const answer = await preflight(`${url}${sample.path}`, sample.method, asked);
    expect(answer.status, service).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain(sample.method);
    const allowed = answer.headers.get('access-control-allow-headers')!.split(', ');
    for (const name of asked) expect(allowed, service).toContain(name);
  });

  it('lets the page read the answer and its request id', async () => {
    const { url, sample } = running.on!;
    const answer = await fetch(`${url}${sample.path}`, { method: sample.method, headers: { ...sample.headers, origin }, body: sample.body });
    expect(answer.status, service).toBeLessThan(300);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('sends no CORS header with cors off', async () => {
    const { url, sample } = running.off!;
    const asked = await preflight(`${url}${sample.path}`, sample.method, Object.keys(sample.headers));
    expect(asked.status, service).not.toBe(204);
    expect(asked.headers.get('access-control-allow-origin')).toBeNull();
    expect(asked.headers.get('access-control-allow-methods')).toBeNull();
    const answer = await fetch(`${url}${sample.path}`, { method: sample.method, headers: { ...sample.headers, origin }, body: sample.body });
    expect(answer.status, service).toBeLessThan(300);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("app-lifecycle's file service and blob store", () => {
  it('answer preflights with cors on, and send no CORS header with it off', async () => {
    const entry = fakes.find((f) => f.service === 'app-lifecycle')!;
    const on = (await entry.start()) as RunningFake<AppLifecycleFake>;
    const off = (await entry.start({ options: { cors: 'false' } })) as RunningFake<AppLifecycleFake>;
    try {
      const blobPath = '/blobs/a.zip?sp=w&sig=x';
      const fileServiceAnswer = await preflight(`${on.fake.fileService.url}/upload/set_metadata/asset-1?token=t`, 'POST', ['content-type']);
      expect(fileServiceAnswer.status).toBe(204);
      expect(fileServiceAnswer.headers.get('access-control-allow-origin')).toBe('*');
      const blobAnswer = await preflight(`${on.fake.blobs.url}${blobPath}`, 'PUT', ['x-ms-blob-type', 'content-type']);
      expect(blobAnswer.status).toBe(204);
      expect(blobAnswer.headers.get('access-control-allow-origin')).toBe('*');
      expect(blobAnswer.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(blobAnswer.headers.get('access-control-allow-headers')).toContain('x-ms-blob-type');
      // A refusal is readable by the page too: it carries the allow-origin header.
      const refused = await fetch(`${on.fake.blobs.url}${blobPath}`, { method: 'PUT', headers: { origin, 'x-ms-blob-type': 'BlockBlob' }, body: 'x' });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');

      const fileServiceOff = await preflight(`${off.fake.fileService.url}/upload/set_metadata/asset-1?token=t`, 'POST', ['content-type']);
      expect(fileServiceOff.headers.get('access-control-allow-origin')).toBeNull();
      const blobOff = await preflight(`${off.fake.blobs.url}${blobPath}`, 'PUT', ['x-ms-blob-type']);
      expect(blobOff.status).toBe(404);
      expect(blobOff.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await on.close();
      await off.close();
    }
  });
});
