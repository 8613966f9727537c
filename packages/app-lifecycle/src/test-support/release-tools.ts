/**
 * Test support (not shipped): the multi-step flows of over-the-air releases and symbol uploads, done through the
 * public client and the fake's file side, so tests can start from a released bundle or an uploaded symbol file.
 */
import { createHash } from 'node:crypto';
import type { DeploymentRelease, NewCodePushRelease, NewSymbolUpload, SymbolUploadStart } from '../index.js';
import { codePushUploadBlob } from '../testing/handlers/deployment-releases.js';
import type { Setup } from './setup.js';

/** Options of {@link releaseBundle}: the release body without its upload. */
export type BundleRelease = Omit<NewCodePushRelease, 'release_upload' | 'target_binary_version'> & { readonly target_binary_version?: string };

/**
 * Releases `content` to a deployment: starts an upload, delivers the bundle to the file service's store (as its
 * upload protocol would), and releases it (for `2.0.x` unless told).
 */
export async function releaseBundle(s: Setup, deploymentName: string, content: string, release: BundleRelease = {}): Promise<DeploymentRelease> {
  const upload = await s.client.deploymentReleases.createUpload({ ...s.app, deploymentName });
  s.fake.blobs.put(codePushUploadBlob(upload.id), new TextEncoder().encode(content), 'application/zip');
  return s.client.deploymentReleases.create({
    ...s.app,
    deploymentName,
    body: { target_binary_version: '2.0.x', ...release, release_upload: upload },
  });
}

/** The package hash the service gives a bundle. */
export function packageHash(content: string): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Starts a symbol upload and sends `content` to its blob address, as a tool would (no credential). */
export async function sendSymbols(s: Setup, body: NewSymbolUpload, content: string): Promise<SymbolUploadStart> {
  const started = await s.client.symbolUploads.create({ ...s.app, body });
  const response = await fetch(started.upload_url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: content });
  if (response.status !== 201) throw new Error(`blob PUT answered ${response.status}`);
  return started;
}

/** The deployment key of a deployment. */
export async function deploymentKey(s: Setup, deploymentName: string): Promise<string> {
  return (await s.client.deployments.get({ ...s.app, deploymentName })).key!;
}
