import { ResponseValidationError, ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { downloadFile } from './download-file.js';
import { uploadRelease } from './upload-release.js';
import { seededErrors } from './test-support/seeded-errors.js';
import { useSetup, type Setup } from './test-support/setup.js';

const readAll = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const transferClient = (s: Setup) => s.clientWith({ externalOrigins: [s.fake.blobs.url] });

describe('downloadFile', () => {
  const s = useSetup();
  const attachment = async () => {
    const e = seededErrors(s.fake);
    const found = e.withAttachments.attachments.find((a) => a.attachment.attachmentId === e.binaryAttachment.attachmentId)!;
    const { uri } = await s.client.errors.getAttachmentLocation({ ...s.app, errorId: e.withAttachments.details.errorId, attachmentId: found.attachment.attachmentId });
    return { uri, content: new TextEncoder().encode(found.content) };
  };

  it("streams an error attachment from its location, without the API key", async () => {
    const { uri, content } = await attachment();
    const bytes = await readAll(await downloadFile(transferClient(s), uri, { maxResponseBytes: content.length }));
    expect(bytes).toEqual(content);
    const [get] = s.fake.blobs.requests;
    expect(get).toMatchObject({ method: 'GET', status: 200 });
    expect(get!.headers['x-api-key']).toBeUndefined();
  });

  it('fails cleanly for an attachment over the limit, reading nothing past it', async () => {
    const { uri, content } = await attachment();
    const error = await downloadFile(transferClient(s), uri, { maxResponseBytes: content.length - 1 })
      .then(readAll)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain('(blobs.download: GET ');
    expect((error as Error).message).not.toMatch(/sig=(?!\[REDACTED\])/);
  });

  it("streams a build's logs, and an error's report as errors.download answers it", async () => {
    const { uri } = await s.client.builds.getDownloadUri({ ...s.app, buildId: s.fake.ids.failedBuildId, downloadType: 'logs' });
    const logs = new TextDecoder().decode(await readAll(await downloadFile(transferClient(s), uri)));
    expect(logs).toContain('Build 2');
    const e = seededErrors(s.fake).withAttachments;
    const location = await s.client.errors.getLocation({ ...s.app, errorGroupId: e.errorGroupId, errorId: e.details.errorId });
    const report = JSON.parse(new TextDecoder().decode(await readAll(await downloadFile(transferClient(s), location.uri))));
    expect(report).toEqual(JSON.parse(await s.client.errors.download({ ...s.app, errorGroupId: e.errorGroupId, errorId: e.details.errorId })));
  });

  it('refuses a location on an origin the client does not allow, sending nothing', async () => {
    const { uri } = await attachment();
    await expect(downloadFile(s.client, uri)).rejects.toBeInstanceOf(ValidationError);
    await expect(downloadFile(transferClient(s), `${s.fake.url}/v0.1/apps`)).rejects.toMatchObject({ field: 'url' });
    expect(s.fake.blobs.requests).toHaveLength(0);
  });

  it('streams an uploaded release file from its download_url', async () => {
    const client = s.clientWith({ externalOrigins: [s.fake.blobs.url, s.fake.fileService.url] });
    const content = new TextEncoder().encode('the package as uploaded');
    const release = await uploadRelease(client, s.app, new File([content], 'shop.apk'), { intervalMs: 1 });
    expect(await readAll(await downloadFile(client, release.download_url!))).toEqual(content);
  });
});
