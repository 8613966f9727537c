import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBlobStore, type BlobStore } from './blob-store.js';

describe('the fake blob store (the file service origin)', () => {
  let clock = 1_000_000;
  let store: BlobStore;
  beforeAll(async () => {
    store = await startBlobStore({ now: () => clock });
  });
  afterAll(() => store.close());
  beforeEach(() => {
    store.reset();
    clock = 1_000_000;
  });
  const put = (url: string, headers: Record<string, string> = {}, body = 'symbols') =>
    fetch(url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob', ...headers }, body });

  it('takes a file at a write address and serves it at a read address', async () => {
    expect((await put(store.writeUrl('a/file', clock + 1000), { 'content-type': 'text/plain' })).status).toBe(201);
    expect(store.get('a/file')).toMatchObject({ contentType: 'text/plain' });
    const read = await fetch(store.readUrl('a/file'));
    expect([read.status, await read.text()]).toEqual([200, 'symbols']);
  });

  it('never takes a credential: an API key or Authorization header is refused and nothing is kept', async () => {
    const url = store.writeUrl('a/file', clock + 1000);
    for (const headers of [{ 'x-api-key': 'test-api-key' }, { authorization: 'Bearer token' }] as Record<string, string>[]) {
      const response = await put(url, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'CredentialsNotAccepted', message: expect.any(String) });
    }
    expect(store.get('a/file')).toBeUndefined();
    expect(store.requests.map((r) => r.status)).toEqual([400, 400]);
  });

  it('checks the signature, its permission, its file and its expiry', async () => {
    const url = store.writeUrl('a/file', clock + 1000);
    expect((await put(url.replace(/sig=\w+/, 'sig=forged'))).status).toBe(403);
    expect((await put(store.readUrl('a/file'))).status, 'a read address does not write').toBe(403);
    expect((await put(url.replace('a%2Ffile', 'other'))).status, 'the signature is for one file').toBe(403);
    expect((await fetch(url)).status, 'a write address does not read').toBe(403);
    clock += 1001;
    expect((await put(url)).status, 'expired').toBe(403);
    expect(store.get('a/file')).toBeUndefined();
  });

  it('wants the blob type header, and answers 404 for what it does not hold', async () => {
    const url = store.writeUrl('a/file', clock + 1000);
    expect((await fetch(url, { method: 'PUT', body: 'x' })).status).toBe(400);
    expect((await fetch(store.readUrl('a/file'))).status).toBe(404);
    expect((await fetch(`${store.url}/elsewhere`)).status).toBe(404);
  });

  it('forgets files, signatures and requests on reset', async () => {
    const url = store.writeUrl('a/file', clock + 1000);
    await put(url);
    store.reset();
    expect(store.get('a/file')).toBeUndefined();
    expect(store.requests).toEqual([]);
    expect((await put(url)).status).toBe(403);
  });
});
