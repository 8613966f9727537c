import { createHash } from 'node:crypto';
import { request } from 'node:https';
import { ConflictError, ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { fileServiceCall, sendFile, uploadRelease } from '../../test-support/release-upload.js';
import { useSetup } from '../../test-support/setup.js';
import { startAppLifecycleFake } from '../index.js';

const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill);
const chunked = (upload: Parameters<typeof fileServiceCall>[0], n: number, body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  fileServiceCall(upload, 'upload_chunk', { block_number: String(n) }, { body, headers: { 'content-type': 'application/octet-stream', ...headers } });

describe('fake release uploads and the file service', () => {
  const s = useSetup({ uploadChunkSize: 8, readsPerUploadStep: 2 });

  it('turns an upload into the next numbered release once the file is sent, finished and processed', async () => {
    const file = bytes(20);
    const { upload, chunks } = await sendFile(s, file, 'shop.apk');
    expect(chunks).toEqual([1, 2, 3]);
    expect(new URL(upload.upload_domain).origin).not.toBe(new URL(s.fake.url).origin);
    await s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id, body: { upload_status: 'uploadFinished' } });
    expect((await s.client.releaseUploads.getStatus({ ...s.app, uploadId: upload.id })).upload_status).toBe('uploadFinished');
    const ready = await s.client.releaseUploads.getStatus({ ...s.app, uploadId: upload.id });
    expect(ready).toMatchObject({ upload_status: 'readyToBePublished', release_distinct_id: 3 });
    expect(ready.release_url).toBe(`${s.fake.url}/v0.1/apps/${s.app.ownerName}/${s.app.appName}/releases/3`);
    const release = await s.client.releases.get({ ...s.app, releaseId: 3 });
    expect(release).toMatchObject({ short_version: '2.0', version: '200', size: 20, fingerprint: createHash('md5').update(file).digest('hex'), enabled: true });
    expect(release.destinations).toEqual([]);
    expect((await uploadRelease(s, bytes(3), 'next.apk')).release_distinct_id).toBe(4);
  });

  it('asks only for the chunks it lacks when the metadata is sent again, and closes a file only when whole', async () => {
    const upload = await s.client.releaseUploads.create(s.app);
    const metadata = { file_name: 'shop.apk', file_size: '20' };
    await fileServiceCall(upload, 'set_metadata', metadata);
    expect((await chunked(upload, 2, bytes(8))).status).toBe(200);
    const finished = await fileServiceCall(upload, 'finished');
    expect(finished.status).toBe(409);
    expect(await finished.json()).toMatchObject({ missing_chunks: [1, 3] });
    await expect(s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id, body: { upload_status: 'uploadFinished' } })).rejects.toMatchObject({
      status: 400,
      body: { code: 'BadRequest', message: 'The file service has not received the whole file' },
    });
    const again = await (await fileServiceCall(upload, 'set_metadata', metadata)).json();
    expect(again).toMatchObject({ chunk_size: 8, chunk_list: [1, 3], resume_restore: true });
    expect((await chunked(upload, 3, bytes(5))).status).toBe(400);
    expect((await chunked(upload, 3, bytes(4))).status).toBe(200);
    expect((await chunked(upload, 4, bytes(4))).status).toBe(400);
  });

  it('refuses a request carrying the API key, one without the token and one with another upload’s token', async () => {
    const upload = await s.client.releaseUploads.create(s.app);
    const other = await s.client.releaseUploads.create(s.app);
    await fileServiceCall(upload, 'set_metadata', { file_name: 'a.apk', file_size: '4' });
    const withKey = await chunked(upload, 1, bytes(4), { 'x-api-key': s.fake.apiKey });
    expect(withKey.status).toBe(403);
    expect(s.fake.state.distribution.uploads.get(upload.id)!.file!.chunks.size).toBe(0);
    const noToken = await fetch(`${upload.upload_domain}/upload/finished/${upload.package_asset_id}`, { method: 'POST' });
    expect(noToken.status).toBe(401);
    const wrongToken = await fetch(`${upload.upload_domain}/upload/finished/${upload.package_asset_id}?token=${other.url_encoded_token}`, { method: 'POST' });
    expect(wrongToken.status).toBe(403);
    expect(s.fake.fileService.requests.map((r) => r.status)).toEqual([200, 403, 401, 403]);
  });

  it('never lets the API key reach the file service in a whole journey through the client', async () => {
    await uploadRelease(s, bytes(17), 'shop.apk');
    expect(s.fake.fileService.requests.length).toBeGreaterThan(0);
    for (const request of s.fake.fileService.requests) expect(JSON.stringify(request.headers) + request.query.toString()).not.toContain(s.fake.apiKey);
  });

  it('ends uploads of malware or of files the OS does not install without a release', async () => {
    const eicar = new TextEncoder().encode('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
    expect(await uploadRelease(s, eicar, 'shop.apk')).toMatchObject({ upload_status: 'malwareDetected' });
    const wrong = await uploadRelease(s, bytes(4), 'shop.ipa');
    expect(wrong).toMatchObject({ upload_status: 'error', error_details: 'shop.ipa is not an Android package (.apk, .aab)' });
    expect(wrong.release_distinct_id).toBeUndefined();
    expect((await s.client.releases.list(s.app)).map((r) => r.id)).toEqual([2, 1]);
  });

  it('cancels an upload in progress; a cancelled upload takes no more chunks nor a finish', async () => {
    const upload = await s.client.releaseUploads.create(s.app);
    await fileServiceCall(upload, 'set_metadata', { file_name: 'a.apk', file_size: '4' });
    expect(await s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id, body: { upload_status: 'uploadCanceled' } })).toMatchObject({ upload_status: 'uploadCanceled' });
    expect((await chunked(upload, 1, bytes(4))).status).toBe(409);
    await expect(s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id, body: { upload_status: 'uploadFinished' } })).rejects.toBeInstanceOf(ConflictError);
  });

  it('checks the new status before sending', async () => {
    const upload = await s.client.releaseUploads.create(s.app);
    // @ts-expect-error: the new status is required
    await expect(s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id })).rejects.toBeInstanceOf(ValidationError);
    // @ts-expect-error: only the two documented states may be set
    const other = s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id, body: { upload_status: 'readyToBePublished' } });
    await expect(other).rejects.toMatchObject({ field: 'body.upload_status' });
    expect(s.fake.requestCount('releaseUploads.updateStatus')).toBe(0);
  });
});

describe('fake file service over HTTPS', () => {
  it('serves both origins with certificates of one CA, the one `fake.caCertificate` gives', async () => {
    await using fake = await startAppLifecycleFake({ tls: true });
    expect(fake.fileService.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.fileService.caCertificate).toBe(fake.caCertificate);
    const answer = await new Promise<string>((resolve) => {
      const req = request(`${fake.fileService.url}/upload/finished/none?token=x`, { method: 'POST', ca: fake.caCertificate, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
      req.end();
    });
    expect(answer).toBe('401');
  });
});
