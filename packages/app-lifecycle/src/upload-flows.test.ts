import { inspect } from 'node:util';
import { NetworkError, OperationFailedError, UploadState, ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { distributionIds } from './testing/constants.js';
import { codePushUploadBlob } from './testing/handlers/deployment-releases.js';
import { deploymentKey, packageHash } from './test-support/release-tools.js';
import { useSetup, type Setup } from './test-support/setup.js';
import { releaseUpdate } from './release-update.js';
import { uploadRelease } from './upload-release.js';
import { uploadSymbols } from './upload-symbols.js';
import type { FileServiceSession } from './transfer-options.js';

/** A client that may send to the fake's file service and blob store. */
const transferClient = (s: Setup) => s.clientWith({ externalOrigins: [s.fake.fileService.url, s.fake.blobs.url] });
const bytes = (text: string) => new TextEncoder().encode(text);
/** Chunk numbers the file service received, in order. */
const chunksSent = (s: Setup) => s.fake.fileService.requests.filter((r) => r.operationId === 'upload.uploadChunk' && r.status === 200).map((r) => Number(r.query.get('block_number')));

describe('uploadRelease', () => {
  const s = useSetup({ uploadChunkSize: 8 });

  it('uploads a release file in chunks, then a tester of the group it is distributed to sees it', async () => {
    const client = transferClient(s);
    const progress: number[] = [];
    const file = new File([bytes('android package bytes!')], 'shop.apk');
    const release = await uploadRelease(client, s.app, file, { buildVersion: '3.1.0', intervalMs: 1, onProgress: ({ loaded }) => progress.push(loaded) });
    expect(release).toMatchObject({ short_version: '3.1.0' });
    expect(progress).toEqual([8, 16, 22]);
    expect(chunksSent(s)).toEqual([1, 2, 3]);
    await client.releases.update({ ...s.app, releaseId: release.id, body: { destinations: [{ name: distributionIds.betaGroup }] } });
    const seen = await client.releases.listAvailableToTester(s.app);
    expect(seen.map((r) => r.id)).toContain(release.id);
    // The API key went to the API only.
    for (const request of s.fake.fileService.requests) expect(request.headers['x-api-key']).toBeUndefined();
  });

  it('resumes after a failure mid-upload without sending acknowledged chunks again', async () => {
    const client = transferClient(s);
    const state = new UploadState<FileServiceSession>();
    const file = new File([bytes('0123456789abcdefghijklmnop')], 'shop.apk');
    // Chunk 2 meets a 500 (not retried: the client retries nothing), after chunk 1 was acknowledged.
    let chunk = 0;
    const failing = s.fake.fileService.faults.status(500, {
      operation: 'upload.uploadChunk',
      path: () => ++chunk === 2,
      times: 1,
    });
    await expect(uploadRelease(client, s.app, file, { state, intervalMs: 1 })).rejects.toMatchObject({ status: 500 });
    expect(failing.hits).toBe(1);
    expect(chunksSent(s)).toEqual([1]);
    expect(state.acknowledged).toEqual([1]);
    expect(JSON.stringify(state)).not.toContain(state.session!.token);
    expect(inspect(state)).not.toContain(state.session!.token);
    const release = await uploadRelease(client, s.app, file, { state, intervalMs: 1 });
    expect(chunksSent(s)).toEqual([1, 2, 3, 4]);
    expect(s.fake.requestCount('releaseUploads.create')).toBe(1);
    expect(s.fake.fileService.requestCount('upload.setMetadata')).toBe(1);
    expect(release.id).toBeGreaterThan(0);
  });

  it('refuses a file service the client does not allow, sending nothing there', async () => {
    const error = await uploadRelease(s.client, s.app, new File([bytes('x')], 'shop.apk')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'url' });
    expect(s.fake.fileService.requests).toHaveLength(0);
  });

  it('never follows a redirect of the file service', async () => {
    s.fake.fileService.faults.redirect(`${s.fake.blobs.url}/elsewhere`, 307, { operation: 'upload.setMetadata' });
    const error = await uploadRelease(transferClient(s), s.app, new File([bytes('x')], 'shop.apk')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(s.fake.blobs.requests).toHaveLength(0);
  });

  it('rejects with the processing outcome when the service refuses the file', async () => {
    const error = await uploadRelease(transferClient(s), s.app, new File([bytes('not a package')], 'notes.txt'), { intervalMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error).toMatchObject({ code: 'error' });
  });

  it('stops at once when its signal aborts, sending nothing more', async () => {
    const controller = new AbortController();
    const state = new UploadState<FileServiceSession>();
    const pending = uploadRelease(transferClient(s), s.app, new File([bytes('0123456789abcdefghijklmnop')], 'shop.apk'), {
      state,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ kind: 'abort' });
    expect(chunksSent(s)).toEqual([1]);
    expect(state.acknowledged).toEqual([1]);
    expect(s.fake.requestCount('releaseUploads.updateStatus')).toBe(0);
  });

  it('refuses a client it cannot send transfers with', async () => {
    await expect(uploadRelease({ ...s.client }, s.app, bytes('x'), { fileName: 'a.apk' })).rejects.toMatchObject({ field: 'client' });
  });
});

describe('releaseUpdate', () => {
  const s = useSetup({ uploadChunkSize: 8 });

  it('ships a bundle through the file service; a device then gets it, promote and rollback move it', async () => {
    const client = transferClient(s);
    const content = 'the app bundle, version four';
    const made = await releaseUpdate(client, { ...s.app, deploymentName: 'Staging' }, new File([bytes(content)], 'bundle.zip'), { target_binary_version: '2.0.x', description: 'four' });
    expect(made).toMatchObject({ label: 'v4', package_hash: packageHash(content), release_method: 'Upload' });
    expect(chunksSent(s)).toEqual([1, 2, 3, 4]);
    const staging = await deploymentKey(s, 'Staging');
    const check = async (key: string) => (await client.acquisition.checkForUpdate({ deploymentKey: key, appVersion: '2.0.1', clientUniqueId: 'device-1' })).update_info;
    expect(await check(staging)).toMatchObject({ is_available: true, label: 'v4', package_hash: packageHash(content) });
    const promoted = await client.deploymentReleases.promote({ ...s.app, deploymentName: 'Staging', promoteDeploymentName: 'Production' });
    expect(promoted).toMatchObject({ release_method: 'Promote', package_hash: packageHash(content) });
    expect(await check(await deploymentKey(s, 'Production'))).toMatchObject({ label: promoted.label });
    const rolledBack = await client.deploymentReleases.rollback({ ...s.app, deploymentName: 'Staging' });
    expect(rolledBack).toMatchObject({ label: 'v5', original_label: 'v3' });
    expect((await check(staging)).package_hash).not.toBe(packageHash(content));
    // The bundle landed where the release is read from; the API key never reached the file service.
    const assetId = s.fake.fileService.requests[0]!.path.split('/').at(-1)!;
    expect(new TextDecoder().decode(s.fake.blobs.get(codePushUploadBlob(assetId))!.bytes)).toBe(content);
    for (const request of s.fake.fileService.requests) expect(request.headers['x-api-key']).toBeUndefined();
  });
});

describe('uploadSymbols', () => {
  const s = useSetup();

  it('puts the file at the blob address without the API key, commits it and resolves once indexed', async () => {
    const file = 'UUID: 6A2B43C1-0D8E-3F4B-9C1D-2E3F4A5B6C7D (arm64) Shop.app.dSYM/Contents/Resources/DWARF/Shop\n';
    const progress: number[] = [];
    const upload = await uploadSymbols(transferClient(s), s.app, bytes(file), { symbol_type: 'Apple', file_name: 'Shop.dSYM.zip' }, { intervalMs: 1, onProgress: ({ loaded }) => progress.push(loaded) });
    expect(upload).toMatchObject({ status: 'indexed', symbols_uploaded: [expect.objectContaining({ symbol_id: '6A2B43C1-0D8E-3F4B-9C1D-2E3F4A5B6C7D' })] });
    expect(progress.at(-1)).toBe(file.length);
    const puts = s.fake.blobs.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.headers).toMatchObject({ 'x-ms-blob-type': 'BlockBlob' });
    expect(puts[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('rejects when the file holds no symbols', async () => {
    await expect(uploadSymbols(transferClient(s), s.app, bytes('nothing here'), { symbol_type: 'Apple' }, { intervalMs: 1 })).rejects.toMatchObject({ code: 'failed' });
  });
});
