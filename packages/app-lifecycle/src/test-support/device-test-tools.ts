/** Test support (not shipped): device test runs made step by step through the client, for the per-operation cases. */
import { createHash } from 'node:crypto';
import { deviceCatalogue } from '../testing/device-catalogue.js';
import type { Setup } from './setup.js';

/** The SHA-256 of bytes, hexadecimal. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Bytes of a text. */
export const bytesOf = (text: string) => new TextEncoder().encode(text);
/** The first two Android devices of the fake's catalogue (the seeded app is an Android app). */
export const androidDevices = () => deviceCatalogue.filter((d) => d.platform === 'Android').slice(0, 2).map((d) => d.configuration.id);

/** Creates a test run; resolves to its id, read from the answer's `Location`. */
export async function createRun(s: Setup): Promise<string> {
  const { response } = await s.client.testRuns.create(s.app).withResponse();
  return response.headers.get('location')!.split('/').at(-1)!;
}

/** Uploads a file to a run as a client must: open the upload, put the bytes at the address answered, add it by hash. */
export async function uploadTestFile(s: Setup, testRunId: string, bytes: Uint8Array<ArrayBuffer>, relativePath: string, fileType: 'app-file' | 'test-file' | 'dsym-file') {
  const { response } = await s.client.testRuns.startFileUpload({ ...s.app, testRunId }).withResponse();
  const put = await fetch(response.headers.get('location')!, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: bytes });
  if (put.status !== 201) throw new Error(`the blob store answered ${put.status}`);
  await s.client.testRuns.addFileHash({ ...s.app, testRunId, body: { checksum: sha256(bytes), relative_path: relativePath, file_type: fileType } });
}

/** A run with an app file and a test file, started on two Android devices. */
export async function startedRun(s: Setup): Promise<string> {
  const testRunId = await createRun(s);
  await uploadTestFile(s, testRunId, bytesOf('the app'), 'shop.apk', 'app-file');
  await uploadTestFile(s, testRunId, bytesOf('the tests'), 'tests/LoginTest.java', 'test-file');
  const { shortId } = await s.client.testDevices.createSelection({ ...s.app, body: { devices: androidDevices() } });
  await s.client.testRuns.start({ ...s.app, testRunId, body: { device_selection: shortId, test_framework: 'espresso', test_series: 'Nightly', locale: 'en_US' } });
  return testRunId;
}

/** A run started and read until it finished. */
export async function finishedRun(s: Setup): Promise<string> {
  const testRunId = await startedRun(s);
  while ((await s.client.testRuns.getState({ ...s.app, testRunId })).exit_code === undefined);
  return testRunId;
}
