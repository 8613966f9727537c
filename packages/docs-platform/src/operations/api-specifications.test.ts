import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { isApiError, isValidationError } from '@org/http-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UploadProgress } from '../index.js';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();

const openapi = (title: string, padding = 0) =>
  JSON.stringify({ openapi: '3.0.3', info: { title, version: '1.0.0' }, paths: {}, 'x-padding': 'x'.repeat(padding) });
const yaml = (title: string) => `openapi: 3.1.0\ninfo:\n  title: ${title}\n  version: 1.0.0\npaths: {}\n`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-platform-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('upload sources', () => {
  test('asResponse() uploads once and gives the raw answer, its body unread', async () => {
    const response = await f.client().apiSpecifications.upload({ body: { spec: Buffer.from(openapi('Raw answer')) } }).asResponse();
    expect(response.ok).toBe(true);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toMatchObject({ title: 'Raw answer' });
    expect(f.fake.requests).toHaveLength(1);
  });

  test('a path is read from disk and named after the file', async () => {
    const path = join(dir, 'petstore.yaml');
    await writeFile(path, yaml('Petstore'));
    const spec = await f.client().apiSpecifications.upload({ body: { spec: path } });
    expect(spec).toMatchObject({ title: 'Petstore', type: 'openapi', source: 'api', version: '1.0' });
    const stored = f.fake.specification(spec._id!)!;
    expect(stored.content).toBe(yaml('Petstore'));
    expect(stored.filename).toBe('petstore.yaml');
    expect(f.fake.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  test('a Buffer, a Blob, a File, a web stream and a Node stream all upload', async () => {
    const client = f.client();
    const sources = [
      Buffer.from(openapi('From a Buffer')),
      new Blob([openapi('From a Blob')]),
      new File([yaml('From a File')], 'named.yaml'),
      new Blob([openapi('From a web stream')]).stream(),
      Readable.from([Buffer.from(openapi('From a Node stream'))]),
    ];
    const titles: string[] = [];
    for (const spec of sources) titles.push((await client.apiSpecifications.upload({ body: { spec } })).title!);
    expect(titles).toEqual(['From a Buffer', 'From a Blob', 'From a File', 'From a web stream', 'From a Node stream']);
    expect(f.fake.specifications().map((s) => s.filename)).toEqual(['openapi.json', 'openapi.json', 'named.yaml', 'openapi.json', 'openapi.json']);
  });

  test('a Node stream of many chunks arrives whole', async () => {
    const text = openapi('Chunked', 50_000);
    const chunks = text.match(/[\s\S]{1,1000}/g)!.map((part) => Buffer.from(part));
    const spec = await f.client().apiSpecifications.upload({ body: { spec: Readable.from(chunks) } }, { filename: 'chunked.json' });
    expect(f.fake.specification(spec._id!)!.content).toBe(text);
    expect(f.fake.specification(spec._id!)!.filename).toBe('chunked.json');
  });

  test('an empty file or a missing path is refused before sending', async () => {
    const client = f.client();
    const empty = await rejection(client.apiSpecifications.upload({ body: { spec: Buffer.alloc(0) } }), isValidationError);
    expect(empty.field).toBe('body.spec');
    expect(empty.message).toMatch(/empty/);
    const missing = await rejection(client.apiSpecifications.upload({ body: { spec: join(dir, 'nope.json') } }), isValidationError);
    expect(missing.message).toMatch(/cannot read the file .*nope\.json \(ENOENT\)/);
    const wrong = await rejection(client.apiSpecifications.upload({ body: { spec: 42 as never } }), isValidationError);
    expect(wrong.message).toMatch(/must be a path, a Blob or File, bytes, or a stream/);
    expect(f.fake.requestCount()).toBe(0);
  });
});

describe('upload progress', () => {
  // ky figures a multipart body's size as, per part, 40 bytes, `Content-Disposition: form-data; name="<part>"`
  // and the file's size; what is sent also carries the file name, its type and the closing boundary.
  const kyEstimate = (part: string, size: number) => 40 + `Content-Disposition: form-data; name="${part}"`.length + size;

  const check = (events: readonly UploadProgress[], sent: number, estimate: number) => {
    expect(events.length).toBeGreaterThan(2);
    expect(events[0]!.total).toBe(estimate);
    expect(estimate).toBeLessThan(sent);
    for (let i = 1; i < events.length; i++) {
      expect(events[i]!.loaded).toBeGreaterThan(events[i - 1]!.loaded);
      expect(events[i]!.total).toBeGreaterThanOrEqual(events[i - 1]!.total);
    }
    for (const event of events) expect(event.loaded).toBeLessThanOrEqual(event.total);
    expect(events.at(-1)).toEqual({ loaded: sent, total: sent });
  };

  test('reports growing byte counts over the socket, ending with loaded === total, the exact size of the body sent', async () => {
    const text = openapi('Large', 2_000_000);
    const events: UploadProgress[] = [];
    const spec = await f.client().apiSpecifications.upload({ body: { spec: Buffer.from(text) } }, { onUploadProgress: (p) => events.push(p) });
    expect(f.fake.specification(spec._id!)!.size).toBe(text.length);
    const sent = Buffer.byteLength(f.fake.requests[0]!.bodyText);
    check(events, sent, kyEstimate('spec', text.length));
    expect(f.fake.requests[0]!.headers['transfer-encoding']).toBe('chunked');
  });

  test('reports progress for a path read from disk, for update, and for the legacy part name', async () => {
    const client = f.client();
    const path = join(dir, 'large.json');
    const text = openapi('From disk', 500_000);
    await writeFile(path, text);
    const first: UploadProgress[] = [];
    const spec = await client.apiSpecifications.upload({ body: { spec: path } }, { onUploadProgress: (p) => first.push(p) });
    check(first, Buffer.byteLength(f.fake.requests.at(-1)!.bodyText), kyEstimate('spec', text.length));

    const replaced: UploadProgress[] = [];
    await client.apiSpecifications.update({ id: spec._id!, body: { spec: Buffer.from(text) } }, { onUploadProgress: (p) => replaced.push(p) });
    check(replaced, Buffer.byteLength(f.fake.requests.at(-1)!.bodyText), kyEstimate('spec', text.length));

    const legacy: UploadProgress[] = [];
    await client.legacySpecs.upload({ body: { swagger: Buffer.from(text) } }, { onUploadProgress: (p) => legacy.push(p) });
    check(legacy, Buffer.byteLength(f.fake.requests.at(-1)!.bodyText), kyEstimate('swagger', text.length));
  });

  test('a failing listener does not break the upload', async () => {
    let calls = 0;
    const text = openapi('Sturdy', 200_000);
    const spec = await f.client().apiSpecifications.upload(
      { body: { spec: Buffer.from(text) } },
      {
        onUploadProgress: () => {
          calls++;
          throw new Error('listener bug');
        },
      },
    );
    expect(spec.title).toBe('Sturdy');
    expect(f.fake.specification(spec._id!)!.content).toBe(text);
    expect(calls).toBeGreaterThan(1);
  });

  test('without a listener the body goes with its length', async () => {
    await f.client().apiSpecifications.upload({ body: { spec: Buffer.from(openapi('Plain')) } });
    const request = f.fake.requests[0]!;
    expect(Number(request.headers['content-length'])).toBe(Buffer.byteLength(request.bodyText));
  });
});

describe('list, update, delete', () => {
  test('list is per documentation version and pages through the Link header', async () => {
    const client = f.client();
    await client.versions.create({ body: { version: '2.0', from: '1.0' } });
    for (let n = 1; n <= 5; n++) await client.apiSpecifications.upload({ body: { spec: Buffer.from(openapi(`API ${n}`)) } });
    await client.apiSpecifications.upload({ docsVersion: '2.0', body: { spec: Buffer.from(openapi('API of 2.0')) } });
    const before = f.fake.requestCount();
    const titles = (await client.apiSpecifications.list({ perPage: 2 }).toArray()).map((spec) => spec.title);
    expect(titles).toEqual(['API 1', 'API 2', 'API 3', 'API 4', 'API 5']);
    expect(f.fake.requestCount() - before).toBe(3);
    expect((await client.apiSpecifications.list({ docsVersion: '2.0' }).toArray()).map((spec) => spec.title)).toEqual(['API of 2.0']);
  });

  test('update replaces the file; delete removes it; unknown ids are 404s', async () => {
    const client = f.client();
    const first = await client.apiSpecifications.upload({ body: { spec: Buffer.from(openapi('Old title')) } });
    const replaced = await client.apiSpecifications.update({ id: first._id!, body: { spec: new Blob([yaml('New title')]) } });
    expect(replaced).toMatchObject({ _id: first._id, title: 'New title' });
    expect(f.fake.specification(first._id!)!.content).toBe(yaml('New title'));
    await client.apiSpecifications.delete({ id: first._id! });
    expect(f.fake.specifications()).toEqual([]);
    for (const call of [() => client.apiSpecifications.delete({ id: first._id! }), () => client.apiSpecifications.update({ id: 'nope', body: { spec: Buffer.from(openapi('x')) } })]) {
      const error = await rejection(call(), isApiError);
      expect([error.status, error.code]).toEqual([404, 'SPEC_NOTFOUND']);
    }
  });

  test('a file that is not an OpenAPI or Swagger document is refused by the service', async () => {
    const error = await rejection(f.client().apiSpecifications.upload({ body: { spec: Buffer.from('{"hello":"world"}') } }), isApiError);
    expect([error.status, error.code]).toEqual([400, 'SPEC_INVALID']);
  });

  test('an upload is a POST and is not retried under a 503; an update is a PUT and is', async () => {
    const client = f.client({ retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    f.fake.faults.status([503], { operation: 'apiSpecifications.upload' });
    const error = await rejection(client.apiSpecifications.upload({ body: { spec: Buffer.from(openapi('Once')) } }), isApiError);
    expect(error.status).toBe(503);
    expect(f.fake.requestCount('apiSpecifications.upload')).toBe(1);

    const spec = await client.apiSpecifications.upload({ body: { spec: Buffer.from(openapi('Twice')) } });
    f.fake.faults.status([503], { operation: 'apiSpecifications.update' });
    const updated = await client.apiSpecifications.update({ id: spec._id!, body: { spec: Buffer.from(openapi('Retried')) } }).withResponse();
    expect(updated.response.attempts).toBe(2);
    expect(updated.data.title).toBe('Retried');
  });
});
