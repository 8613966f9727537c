/**
 * Operations sent to a URL the service handed back: the origin is checked before anything is sent, no
 * credential or client header goes with them, a redirect is refused, and the URL's query is a secret.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from './auth.js';
import { NetworkError, ValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient, defineService } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const [api, files, other] = await Promise.all([shareServer(), shareServer(), shareServer()]);

const apiKey = 'api-key-4242-never-leaves';
const tenantSecret = 'tenant-header-secret-77';
const uploadToken = 'upload-token-9f8e7d';
const signature = 'sig-blob-31415926';

const binary = { schema: z.custom<Blob | Uint8Array>(), encoding: 'binary' } as const;
const service = testService(
  {
    files: {
      metadata: {
        method: 'POST',
        path: '/upload/set_metadata/{assetId}',
        summary: 'Tell the file service what comes',
        external: { origins: [] },
        pathParams: { assetId: z.string() },
        query: { fileName: { schema: z.string(), name: 'file_name' }, token: { schema: z.string(), secret: true } },
        response: z.looseObject({ chunk_size: z.number() }),
      },
      chunk: {
        method: 'POST',
        path: '/upload/upload_chunk/{assetId}',
        summary: 'Send a chunk',
        external: { origins: [] },
        idempotent: true,
        pathParams: { assetId: z.string() },
        query: { token: { schema: z.string(), secret: true }, blockNumber: { schema: z.number(), name: 'block_number' } },
        body: binary,
        response: z.looseObject({ error: z.boolean() }),
      },
      put: {
        method: 'PUT',
        path: '',
        summary: 'Put a whole file to a signed URL',
        external: { origins: [] },
        headers: { blobType: { schema: z.string(), name: 'x-ms-blob-type', default: 'BlockBlob' } },
        body: binary,
      },
    },
    things: { get: { method: 'GET', path: '/things', summary: 'An ordinary call', response: z.looseObject({}) } },
  },
  { defaultAuth: ['apiKey'] },
);

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, {
    baseUrl: api.url,
    auth: apiKeyHeader(apiKey),
    headers: { 'x-tenant': tenantSecret },
    externalOrigins: [files.url],
    retry: false,
    logger: captureLogger().logger,
    ...options,
  });

/** Everything an error shows of itself. */
const shown = (error: unknown) => [String(error), (error as Error).stack ?? '', JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join('\n');

describe('an operation sent to a URL the service handed back', () => {
  it('goes to that URL, path and query added, with neither the credential nor the client headers', async () => {
    files.handle((_request, response) => json(response, 200, { chunk_size: 4 }));
    const answer = await client().files.metadata({ url: `${files.url}/`, assetId: 'a1', fileName: 'app.ipa', token: uploadToken });
    expect(answer).toEqual({ chunk_size: 4 });
    const [received] = files.requests;
    expect(received?.path).toBe('/upload/set_metadata/a1');
    expect(Object.fromEntries(received!.query)).toEqual({ file_name: 'app.ipa', token: uploadToken });
    expect(received?.headers['x-api-key']).toBeUndefined();
    expect(received?.headers['x-tenant']).toBeUndefined();
    expect(JSON.stringify(received?.headers)).not.toContain(apiKey);
    expect(JSON.stringify(received?.headers)).not.toContain(tenantSecret);
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the credential and client headers on the service’s own operations', async () => {
    api.handle((_request, response) => json(response, 200, {}));
    await client().things.get();
    expect(api.requests[0]?.headers['x-api-key']).toBe(apiKey);
    expect(api.requests[0]?.headers['x-tenant']).toBe(tenantSecret);
  });

  it('puts a whole file to a signed URL, keeping its query and sending the declared header', async () => {
    files.handle((_request, response) => void response.writeHead(201).end());
    const url = `${files.url}/container/symbols.zip?sv=2024&sig=${signature}`;
    await client().files.put({ url, body: new Uint8Array([1, 2, 3]) });
    const [received] = files.requests;
    expect(received?.url).toBe(`/container/symbols.zip?sv=2024&sig=${signature}`);
    expect(received?.headers['x-ms-blob-type']).toBe('BlockBlob');
    expect(received?.headers['x-api-key']).toBeUndefined();
    expect(received?.body).toBe('\u0001\u0002\u0003');
  });

  it('refuses a URL of an origin it may not go to, sending nothing anywhere', async () => {
    const error = await rejectionOf(client().files.put({ url: `${other.url}/container/file?sig=${signature}`, body: new Uint8Array(1) }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'url', operation: 'files.put' });
    expect((error as Error).message).toContain(`origin ${other.url} is not one this operation may be sent to`);
    expect(shown(error)).not.toContain(signature);
    expect(other.requests).toHaveLength(0);
    expect(files.requests).toHaveLength(0);
  });

  it('refuses the same host under another scheme or port, a URL with user info, and no URL at all', async () => {
    const wrong = [files.url.replace('http:', 'https:'), `http://127.0.0.1:${files.port === 1 ? 2 : files.port - 1}`, files.url.replace('//', '//user:pw@'), undefined];
    for (const url of wrong) {
      const error = await rejectionOf(client().files.put({ url: url as string, body: new Uint8Array(1) }));
      expect(error).toMatchObject({ kind: 'validation', field: 'url' });
    }
    expect(files.requests).toHaveLength(0);
  });

  it('allows the origins the operation declares, a subdomain wildcard included', async () => {
    const declared = defineService({
      name: 'declared',
      packageName: '@org/declared',
      version: '1.0.0',
      defaultAuth: ['apiKey'],
      groups: {
        files: {
          exact: { method: 'GET', path: '/exact', summary: 'Exact origin', external: { origins: [files.url] }, responseKind: 'text' },
          wildcard: { method: 'GET', path: '/wild', summary: 'Wildcard', external: { origins: ['https://*.files.example.com'] }, responseKind: 'text' },
        },
      },
    });
    files.handle((_request, response) => void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    const declaredClient = createClient(declared, { baseUrl: api.url, auth: apiKeyHeader(apiKey), retry: false });
    expect(await declaredClient.files.exact({ url: files.url })).toBe('ok');
    expect(files.requests[0]?.headers['x-api-key']).toBeUndefined();
    // The wildcard matches a subdomain at https only, never the bare host.
    for (const url of ['https://files.example.com/x', 'http://eu.files.example.com/x', 'https://evilfiles.example.com/x']) {
      expect(await rejectionOf(declaredClient.files.wildcard({ url }))).toMatchObject({ kind: 'validation', field: 'url' });
    }
  });

  it('refuses a redirect, even to its own origin, and never sends the body on', async () => {
    files.handle((request, response) => {
      if (request.path === '/container/file') return void response.writeHead(307, { location: `${files.url}/elsewhere` }).end();
      json(response, 201, {});
    });
    const error = await rejectionOf(client().files.put({ url: `${files.url}/container/file?sig=${signature}`, body: new Uint8Array(8) }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain(`A URL the service handed back answered with a redirect (to ${files.url}); not followed`);
    expect(files.requests.map((request) => request.path)).toEqual(['/container/file']);
  });

  it('refuses a redirect to another origin, which receives nothing', async () => {
    files.handle((_request, response) => void response.writeHead(302, { location: `${other.url}/steal` }).end());
    const error = await rejectionOf(client().files.chunk({ url: files.url, assetId: 'a1', token: uploadToken, blockNumber: 1, body: new Uint8Array(8) }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(other.requests).toHaveLength(0);
  });

  it('scrubs the token of its query and of the URL handed back from errors and debug logs', async () => {
    files.handle((request, response) => json(response, 500, { message: `bad token ${request.query.get('token') ?? request.query.get('sig')}` }));
    const capture = captureLogger();
    const logged = client({ logger: capture.logger, logLevel: 'debug' });
    const chunkError = await rejectionOf(logged.files.chunk({ url: files.url, assetId: 'a1', token: uploadToken, blockNumber: 3, body: new Uint8Array(2) }));
    const putError = await rejectionOf(logged.files.put({ url: `${files.url}/c/f?sig=${signature}`, body: new Uint8Array(2) }));
    for (const error of [chunkError, putError]) {
      expect(error).toMatchObject({ kind: 'api', status: 500 });
      expect(shown(error)).toContain('bad token [REDACTED]');
    }
    expect(shown(chunkError)).not.toContain(uploadToken);
    expect(shown(putError)).not.toContain(signature);
    expect((chunkError as Error).message).toContain('block_number=3');
    expect(capture.text()).toContain('upload_chunk');
    expect(capture.text()).not.toContain(uploadToken);
    expect(capture.text()).not.toContain(signature);
  });

  it('is refused at declaration when it names a credential, and at its first call when it names an origin that is not one', async () => {
    const declare = (external: { origins: readonly string[] }, auth?: readonly string[]) => () =>
      testService({ files: { put: { method: 'PUT', path: '', summary: 'Put', external, ...(auth ? { auth } : {}) } } });
    expect(declare({ origins: [] }, ['apiKey'])).toThrow('takes no credential of the client');
    for (const origin of ['https://files.example.com/path', 'ftp://files.example.com']) {
      const declared = createClient(declare({ origins: [origin] })(), { baseUrl: api.url, retry: false });
      const error = await rejectionOf(declared.files.put({ url: `${files.url}/f` }));
      expect((error as Error).message).toBe(`files.put names ${origin} among its origins, which is not an origin or a subdomain wildcard; nothing was sent`);
    }
    expect(files.requests).toHaveLength(0);
  });

  it("checks the client's externalOrigins with the first call to a URL handed back, and sends nothing when one is not an origin", async () => {
    const made = client({ externalOrigins: ['files.example.com'] });
    api.handle((_request, response) => json(response, 200, {}));
    await made.things.get();
    const error = await rejectionOf(made.files.put({ url: `${files.url}/f`, body: new Uint8Array(1) }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      message: '@org/test-service: externalOrigins holds files.example.com, which is not an origin (https://files.example.com) or a subdomain wildcard (https://*.example.com)',
      field: 'externalOrigins',
      operation: 'files.put',
      method: 'PUT',
    });
    expect(files.requests).toHaveLength(0);
  });
});
