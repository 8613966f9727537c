/**
 * Release uploads. `create` opens an upload whose file goes to the file service (`upload_domain`, a second
 * origin) with the upload's token; `updateStatus` with `uploadFinished` is refused (400) until the file service
 * has closed the whole file, and moves the upload to `uploadFinished`. Reads of the status then process it:
 * after `readsPerUploadStep` reads it ends `readyToBePublished` with a new release (the app's next release
 * number), `malwareDetected` (a file holding the EICAR test string) or `error` (a file the app's OS does not
 * install: Android takes `.apk` and `.aab`, iOS `.ipa`). `uploadCanceled` ends an upload not yet finished. A new
 * release's file is kept in the blob store, where its `download_url` reads it.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, ReleaseUploadStatus } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, appPath, type FakeContext } from '../context.js';
import type { StoredUpload } from '../distribution-records.js';
import { fingerprintOf, releaseOf } from '../distribution-state.js';
import { fileBytes } from '../file-service.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** The EICAR anti-virus test string's start: a file holding it counts as malware. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR';

/** File extensions each OS installs (others take any file). */
const installable: Readonly<Record<string, readonly string[]>> = { Android: ['apk', 'aab'], iOS: ['ipa'] };

/** Handlers of `releaseUploads.*`; `fileServiceUrl` is the file service's address; a new release's file goes to `blobs`. */
export function releaseUploadHandlers(fake: FakeContext, fileServiceUrl: () => string, blobs: BlobStore): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const uploadOf = (app: App, req: FakeRequest): StoredUpload => {
    const upload = distribution.uploads.get(req.params.upload_id!);
    if (!upload || upload.appId !== app.id || upload.blob !== undefined) throw fakeError(404, 'NotFound', `No release upload ${req.params.upload_id}`);
    return upload;
  };

  /** The app's next release number: one more than any release it has had. */
  const nextReleaseId = (app: App): number => {
    const ids = [...distribution.releasesOf(app.id).map((r) => r.release.id), ...[...(state.extras.get(app.id)?.releases.keys() ?? [])].map(Number)];
    return Math.max(0, ...ids.filter(Number.isFinite)) + 1;
  };

  /** Processing of a finished upload: what the file turns out to be. */
  const process = (app: App, upload: StoredUpload): void => {
    const bytes = fileBytes(upload);
    const name = upload.file!.name;
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (new TextDecoder().decode(bytes).includes(EICAR)) {
      upload.status = 'malwareDetected';
      return;
    }
    const accepted = installable[app.os];
    if (accepted && !accepted.includes(extension)) {
      upload.status = 'error';
      upload.errorDetails = `${name} is not an ${app.os} package (${accepted.map((e) => `.${e}`).join(', ')})`;
      return;
    }
    const id = nextReleaseId(app);
    const release = releaseOf(app, {
      id,
      shortVersion: upload.buildVersion ?? `1.${id}`,
      version: upload.buildNumber ?? String(id),
      uploadedAt: fake.now(),
      size: bytes.length,
      fingerprint: fingerprintOf(bytes),
      extension,
    });
    const blob = `releases/${app.id}/${id}/${name}`;
    blobs.put(blob, bytes, 'application/octet-stream');
    distribution.releases.set(childKey(app.id, id), {
      appId: app.id,
      release,
      downloadUrl: blobs.readUrl(blob),
      groups: [],
      testers: [],
      stores: [],
      installToken: distribution.ids.hex(32),
      ...(app.os === 'iOS' ? { profile: { provisioning_profile_type: 'adhoc', provisioning_profile_name: `${app.name} ad hoc`, provisioning_bundle_id: `com.example.${app.name}`, udids: [] } } : {}),
    });
    upload.status = 'readyToBePublished';
    upload.releaseId = id;
  };

  return {
    'releaseUploads.create': (req) => {
      const app = appOf(fake, req);
      const body = (req.body ?? {}) as { build_version?: string; build_number?: string };
      const token = `sv=2026-01-01&sr=b&sig=${distribution.ids.hex(32)}`;
      const upload: StoredUpload = {
        appId: app.id,
        id: distribution.ids.uuid(),
        assetId: distribution.ids.uuid(),
        token,
        status: 'uploadStarted',
        reads: 0,
        ...(body.build_version === undefined ? {} : { buildVersion: body.build_version }),
        ...(body.build_number === undefined ? {} : { buildNumber: body.build_number }),
      };
      distribution.uploads.set(upload.id, upload);
      return json(201, { id: upload.id, package_asset_id: upload.assetId, upload_domain: fileServiceUrl(), token, url_encoded_token: encodeURIComponent(token) });
    },
    'releaseUploads.getStatus': (req, ctx) => {
      const app = appOf(fake, req);
      const upload = uploadOf(app, req);
      if (upload.status === 'uploadFinished') {
        if (++upload.reads >= state.readsPerUploadStep) process(app, upload);
        distribution.saveUpload(upload);
      }
      const answer: ReleaseUploadStatus = { id: upload.id, upload_status: upload.status };
      if (upload.releaseId !== undefined) {
        answer.release_distinct_id = upload.releaseId;
        answer.release_url = `${ctx.baseUrl}${appPath(app)}/releases/${upload.releaseId}`;
      }
      if (upload.errorDetails !== undefined) answer.error_details = upload.errorDetails;
      return json(200, answer);
    },
    'releaseUploads.updateStatus': (req) => {
      const app = appOf(fake, req);
      const upload = uploadOf(app, req);
      const wanted = (req.body as { upload_status: string }).upload_status;
      if (upload.status !== 'uploadStarted') throw fakeError(409, 'Conflict', `The upload is already ${upload.status}`);
      if (wanted === 'uploadFinished') {
        if (!upload.file?.finished) throw fakeError(400, 'BadRequest', 'The file service has not received the whole file');
        upload.status = 'uploadFinished';
        upload.reads = 0;
      } else if (wanted === 'uploadCanceled') {
        upload.status = 'uploadCanceled';
      } else {
        throw fakeError(400, 'BadRequest', `upload_status must be uploadFinished or uploadCanceled, not ${wanted}`);
      }
      distribution.saveUpload(upload);
      return json(200, { id: upload.id, upload_status: upload.status });
    },
  };
}
