/**
 * The file service release uploads and over-the-air bundle uploads send their file to: a second origin, started
 * beside the fake, whose address `releaseUploads.create` and `deploymentReleases.createUpload` answer as
 * `upload_domain` (a bundle upload's id is its asset id). The public description leaves its protocol out; the fake
 * serves the one the service's own tools use (see the README):
 *
 * - `POST /upload/set_metadata/{asset_id}?file_name=&file_size=&token=` answers the chunk size and the numbers
 *   (from 1) of the chunks it still wants: all of them, or after an interruption only those not yet received;
 * - `POST /upload/upload_chunk/{asset_id}?token=&block_number=N` takes chunk N as the raw body (every chunk the
 *   chunk size long, the last one the rest);
 * - `POST /upload/finished/{asset_id}?token=` closes the file once every chunk arrived (409 otherwise); a
 *   bundle's file then lands in the blob store, where releasing it reads it.
 *
 * Every request carries the upload's token in the query (401 without it, 403 for another asset's); a request
 * that carries an `X-API-Key` is refused (403) and nothing of it is kept: the API key is not the file
 * service's to see.
 */
import { defineOperation, defineService } from '@org/http-core';
import { errorShapes, fakeError, json, startFakeServer, type FakeListenOptions, type FakeRequest, type FakeServer } from '@org/http-core/testing';
import * as z from '@org/http-core/zod';
import type { BlobStore } from './blob-store.js';
import type { StoredUpload } from './distribution-records.js';
import type { DistributionState } from './distribution-state.js';

const assetId = { schema: z.string().check(z.minLength(1)), name: 'asset_id' };

/** The file service's three calls, as a table for the fake server (not part of the SDK's table). */
export const fileService = defineService({
  name: 'app-lifecycle-file-service',
  packageName: '@org/app-lifecycle',
  version: '0.0.0',
  defaultAuth: ['uploadToken'],
  groups: {
    upload: {
      setMetadata: defineOperation({
        method: 'POST',
        path: '/upload/set_metadata/{asset_id}',
        summary: 'Declare the file of an asset',
        pathParams: { assetId },
        query: { fileName: { schema: z.string().check(z.minLength(1)), name: 'file_name' }, fileSize: { schema: z.int().check(z.positive()), name: 'file_size' } },
      }),
      uploadChunk: defineOperation({
        method: 'POST',
        path: '/upload/upload_chunk/{asset_id}',
        summary: 'Send one chunk of the file',
        pathParams: { assetId },
        query: { blockNumber: { schema: z.int().check(z.positive()), name: 'block_number' } },
        body: { schema: z.custom<Uint8Array>((value) => value instanceof Uint8Array), encoding: 'binary' },
      }),
      finished: defineOperation({
        method: 'POST',
        path: '/upload/finished/{asset_id}',
        summary: 'Close the file',
        pathParams: { assetId },
      }),
    },
  },
});

/** Options of {@link startFileService}. */
export interface FileServiceOptions extends FakeListenOptions {
  /** Bytes per chunk the file service asks for. */
  readonly chunkSize: number;
  /** Where a finished bundle upload's file is put. */
  readonly blobs: BlobStore;
}

/** Starts the file service on a free loopback port, over the uploads of `distribution`. */
export function startFileService(distribution: DistributionState, options: FileServiceOptions): Promise<FakeServer> {
  /** The upload the request's token opened, checked against the asset named and the credential carried. */
  const uploadOf = (req: FakeRequest): StoredUpload => {
    if (req.headers['x-api-key'] !== undefined) throw fakeError(403, 'Forbidden', 'The file service takes the upload token only; an API key must not be sent here');
    const upload = req.principal as StoredUpload;
    if (upload.assetId !== req.params.asset_id) throw fakeError(403, 'Forbidden', 'The token is not for this asset');
    if (upload.status !== 'uploadStarted') throw fakeError(409, 'Conflict', `The upload is ${upload.status}`);
    return upload;
  };
  const chunkCount = (size: number) => Math.ceil(size / options.chunkSize);
  return startFakeServer({
    service: fileService,
    errorShape: errorShapes.generic,
    tls: options.tls,
    host: options.host,
    port: options.port,
    cors: options.cors,
    auth: { kinds: { uploadToken: { scheme: 'apiKey', query: 'token', check: (token) => distribution.uploads.list().find((u) => u.token === token) } } },
    handlers: {
      'upload.setMetadata': (req) => {
        const upload = uploadOf(req);
        const name = req.query.get('file_name')!;
        const size = Number(req.query.get('file_size'));
        const resumed = upload.file !== undefined && upload.file.name === name && upload.file.size === size;
        if (!resumed) upload.file = { name, size, chunkSize: options.chunkSize, chunks: new Map(), finished: false };
        distribution.saveUpload(upload);
        const wanted = Array.from({ length: chunkCount(size) }, (_, i) => i + 1).filter((n) => !upload.file!.chunks.has(n));
        return json(200, { id: upload.assetId, chunk_size: options.chunkSize, chunk_list: wanted, blob_partitions: 1, resume_restore: resumed, status_code: 'Success' });
      },
      'upload.uploadChunk': (req) => {
        const upload = uploadOf(req);
        const file = upload.file;
        if (!file) throw fakeError(409, 'Conflict', 'Send set_metadata first');
        const block = Number(req.query.get('block_number'));
        const count = chunkCount(file.size);
        if (block > count) throw fakeError(400, 'BadRequest', `The file has ${count} chunks; there is no chunk ${block}`);
        const bytes = req.body instanceof Uint8Array ? req.body : new Uint8Array(0);
        const expected = block < count ? file.chunkSize : file.size - (count - 1) * file.chunkSize;
        if (bytes.length !== expected) throw fakeError(400, 'BadRequest', `Chunk ${block} must be ${expected} bytes, not ${bytes.length}`);
        file.chunks.set(block, new Uint8Array(bytes));
        distribution.saveUpload(upload);
        return json(200, { error: false, chunk_num: block, error_code: 'None' });
      },
      'upload.finished': (req) => {
        const upload = uploadOf(req);
        const file = upload.file;
        if (!file) throw fakeError(409, 'Conflict', 'Send set_metadata first');
        const missing = Array.from({ length: chunkCount(file.size) }, (_, i) => i + 1).filter((n) => !file.chunks.has(n));
        if (missing.length > 0) throw fakeError(409, 'Conflict', `Chunks missing: ${missing.join(', ')}`, { missing_chunks: missing });
        file.finished = true;
        if (upload.blob !== undefined) options.blobs.put(upload.blob, fileBytes(upload));
        distribution.saveUpload(upload);
        return json(200, { error: false, state: 'Done', chunk_num: 0, error_code: 'None' });
      },
    },
  });
}

/** The bytes of a finished upload's file, in order. */
export function fileBytes(upload: StoredUpload): Uint8Array {
  const file = upload.file!;
  const out = new Uint8Array(file.size);
  let at = 0;
  for (let n = 1; file.chunks.has(n); n++) {
    out.set(file.chunks.get(n)!, at);
    at += file.chunks.get(n)!.length;
  }
  return out;
}
