/**
 * Test support (not shipped): a release upload driven by hand through the fake's file service, over plain
 * HTTP, the way the service's protocol goes: create, set_metadata, each chunk, finished, mark finished.
 */
import type { ReleaseUpload } from '../index.js';
import type { Setup } from './setup.js';

/** What {@link sendFile} answers: the upload and the chunk numbers the file service asked for. */
export interface SentFile {
  readonly upload: ReleaseUpload;
  readonly chunks: readonly number[];
}

/** A file service call: `step` (set_metadata, upload_chunk, finished) on the upload's asset, with the token and `query`. */
export function fileServiceCall(upload: ReleaseUpload, step: string, query: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  const url = `${upload.upload_domain}/upload/${step}/${upload.package_asset_id}?token=${upload.url_encoded_token}${search ? `&${search}` : ''}`;
  return fetch(url, { method: 'POST', ...init });
}

/** Sends `bytes` as `fileName` to the file service of a new upload of `app`, and closes the file. */
export async function sendFile(s: Setup, bytes: Uint8Array, fileName: string, app = s.app): Promise<SentFile> {
  const upload = await s.client.releaseUploads.create({ ...app, body: { build_version: '2.0', build_number: '200' } });
  const metadata = await fileServiceCall(upload, 'set_metadata', { file_name: fileName, file_size: String(bytes.length) });
  if (metadata.status !== 200) throw new Error(`set_metadata answered ${metadata.status}: ${await metadata.text()}`);
  const { chunk_size: size, chunk_list: chunks } = (await metadata.json()) as { chunk_size: number; chunk_list: number[] };
  for (const n of chunks) {
    const sent = await fileServiceCall(upload, 'upload_chunk', { block_number: String(n) }, { body: bytes.slice((n - 1) * size, n * size), headers: { 'content-type': 'application/octet-stream' } });
    if (sent.status !== 200) throw new Error(`chunk ${n} answered ${sent.status}: ${await sent.text()}`);
  }
  const finished = await fileServiceCall(upload, 'finished');
  if (finished.status !== 200) throw new Error(`finished answered ${finished.status}: ${await finished.text()}`);
  return { upload, chunks };
}

/** Uploads a file as a new release of `app` and reads its status until processed; the final status. */
export async function uploadRelease(s: Setup, bytes: Uint8Array, fileName: string, app = s.app) {
  const { upload } = await sendFile(s, bytes, fileName, app);
  await s.client.releaseUploads.updateStatus({ ...app, uploadId: upload.id, body: { upload_status: 'uploadFinished' } });
  for (let read = 0; read < 20; read++) {
    const status = await s.client.releaseUploads.getStatus({ ...app, uploadId: upload.id });
    if (status.upload_status !== 'uploadFinished') return status;
  }
  throw new Error(`upload ${upload.id} still processing after 20 reads`);
}
