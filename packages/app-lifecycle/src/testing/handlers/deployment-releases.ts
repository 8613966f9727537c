/**
 * Over-the-air releases. A bundle upload (`createUpload`) answers the file service's address and a token; the
 * bundle goes there in chunks (the upload id is its asset id) and, finished, lands in the blob store under
 * {@link codePushUploadBlob} of the upload id. Releasing it checks the
 * upload's token (403), the bundle's arrival (400) and the target range (400), refuses a bundle identical to the
 * latest release (409, or answers that release with `no_duplicate_release_error`) and a new release while the
 * latest one's rollout is under 100 (409), and labels it one above the latest. Updates change only what is given
 * (204 when nothing changes); a rollout never decreases (400). Promote copies a release to another deployment
 * as its next label (`Promote`); rollback records the release before the latest (or a named one with the same
 * target range, 409 otherwise) as a new release (`Rollback`). Metrics count the devices' reports per label.
 */
import { createHash } from 'node:crypto';
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { App, DeploymentRelease, NewCodePushRelease, ReleaseModification, ReleasePromotion } from '../../index.js';
import type { BlobStore } from '../blob-store.js';
import { appOf, tokenOf, type FakeContext } from '../context.js';
import type { StoredDeployment } from '../records.js';
import { historyOf, nextLabel, rolloutUnderway, withHistory } from '../release-history.js';
import { childKey } from '../state.js';
import { isVersionRange } from '../version-range.js';
import type { Handlers } from './types.js';

/** Name of an over-the-air bundle upload's file in the blob store. */
export function codePushUploadBlob(uploadId: string): string {
  return `codepush-uploads/${uploadId}`;
}

/** Handlers of `deploymentReleases.*`. */
export function deploymentReleaseHandlers(fake: FakeContext, blobs: BlobStore, fileServiceUrl: () => string): Handlers {
  const { state } = fake;
  const deploymentOf = (app: App, name: string): StoredDeployment =>
    state.deployments.require(childKey(app.id, name), () => fakeError(404, undefined, `No deployment ${name}`));
  const save = (record: StoredDeployment) => state.deployments.set(childKey(record.appId, record.deployment.name), record);
  const releasedBy = (req: FakeRequest) => (tokenOf(req).appId === undefined ? state.user.email : `app token ${tokenOf(req).id}`);
  const conflict = (message: string) => fakeError(409, undefined, message);

  /** Appends a release under the next label, refusing one while a rollout is under way. */
  const release = (record: StoredDeployment, fields: Omit<DeploymentRelease, 'label'>): DeploymentRelease => {
    const history = historyOf(record);
    if (rolloutUnderway(history)) {
      throw conflict(`The rollout of ${history.at(-1)!.label} on ${record.deployment.name} is under way; finish it (rollout 100) or disable it first`);
    }
    const made: DeploymentRelease = { label: nextLabel(history), is_disabled: false, is_mandatory: false, rollout: 100, upload_time: fake.now(), ...fields };
    save(withHistory(record, [...history, made]));
    return made;
  };

  return {
    'deploymentReleases.list': (req) => {
      const app = appOf(fake, req);
      return json(200, historyOf(deploymentOf(app, req.params.deployment_name!)));
    },
    'deploymentReleases.createUpload': (req) => {
      const app = appOf(fake, req);
      const record = deploymentOf(app, req.params.deployment_name!);
      const upload = { id: state.ids.uuid(), token: state.ids.hex(40) };
      save({ ...record, uploads: [...(record.uploads ?? []), upload] });
      state.distribution.saveUpload({ appId: app.id, id: upload.id, assetId: upload.id, token: upload.token, status: 'uploadStarted', reads: 0, blob: codePushUploadBlob(upload.id) });
      return json(200, { ...upload, upload_domain: fileServiceUrl() });
    },
    'deploymentReleases.create': (req) => {
      const app = appOf(fake, req);
      const record = deploymentOf(app, req.params.deployment_name!);
      const body = req.body as NewCodePushRelease;
      const upload = record.uploads?.find((u) => u.id === body.release_upload.id);
      if (!upload) throw fakeError(404, undefined, `No upload ${body.release_upload.id} for ${record.deployment.name}`);
      if (upload.token !== body.release_upload.token) throw fakeError(403, undefined, 'The upload token does not match the upload');
      const bundle = blobs.get(codePushUploadBlob(upload.id));
      if (!bundle) throw fakeError(400, undefined, `The bundle of upload ${upload.id} has not reached the file service`);
      if (!isVersionRange(body.target_binary_version)) throw fakeError(400, undefined, `${body.target_binary_version} is not a version range`);
      const hash = createHash('sha256').update(bundle.bytes).digest('hex');
      const latest = historyOf(record).at(-1);
      if (latest?.package_hash === hash) {
        if (body.no_duplicate_release_error) return json(200, latest);
        throw conflict(`The bundle is identical to ${latest.label}, the latest release of ${record.deployment.name}`);
      }
      const name = `codepush-releases/${hash}`;
      blobs.put(name, bundle.bytes, bundle.contentType);
      const made = release(record, {
        description: body.description,
        is_disabled: body.disabled ?? false,
        is_mandatory: body.mandatory ?? false,
        rollout: body.rollout ?? 100,
        target_binary_range: body.target_binary_version,
        package_hash: hash,
        size: bundle.bytes.length,
        blob_url: blobs.readUrl(name),
        release_method: 'Upload',
        released_by: releasedBy(req),
      });
      const released = deploymentOf(app, record.deployment.name);
      save({ ...released, uploads: released.uploads?.filter((u) => u.id !== upload.id) });
      state.distribution.uploads.delete(upload.id);
      return json(201, made);
    },
    'deploymentReleases.update': (req) => {
      const app = appOf(fake, req);
      const record = deploymentOf(app, req.params.deployment_name!);
      const history = historyOf(record);
      const label = req.params.release_label!;
      const index = history.findIndex((r) => r.label === label);
      if (index === -1) throw fakeError(404, undefined, `No release ${label} on ${record.deployment.name}`);
      const current = history[index]!;
      const patch = req.body as ReleaseModification;
      if (patch.rollout !== undefined && patch.rollout < (current.rollout ?? 100)) {
        throw fakeError(400, undefined, `The rollout of ${label} can only grow (now ${current.rollout ?? 100})`);
      }
      if (patch.target_binary_range !== undefined && !isVersionRange(patch.target_binary_range)) {
        throw fakeError(400, undefined, `${patch.target_binary_range} is not a version range`);
      }
      const changed = Object.entries(patch).filter(([field, value]) => value !== undefined && (current as Record<string, unknown>)[field] !== value);
      if (changed.length === 0) return empty(204);
      const updated: DeploymentRelease = { ...current, ...Object.fromEntries(changed) };
      save(withHistory(record, history.map((r, i) => (i === index ? updated : r))));
      return json(200, updated);
    },
    'deploymentReleases.deleteAll': (req) => {
      const app = appOf(fake, req);
      const record = deploymentOf(app, req.params.deployment_name!);
      save({ ...withHistory(record, []), metrics: undefined });
      return empty(204);
    },
    'deploymentReleases.promote': (req) => {
      const app = appOf(fake, req);
      const source = deploymentOf(app, req.params.deployment_name!);
      const target = deploymentOf(app, req.params.promote_deployment_name!);
      if (source.deployment.name === target.deployment.name) throw fakeError(400, undefined, 'A release is promoted to another deployment');
      const { label, ...changes } = (req.body ?? {}) as ReleasePromotion;
      const history = historyOf(source);
      const promoted = label === undefined ? history.at(-1) : history.find((r) => r.label === label);
      if (!promoted) throw fakeError(404, undefined, label === undefined ? `${source.deployment.name} has no release` : `No release ${label} on ${source.deployment.name}`);
      if (changes.rollout !== undefined && !Number.isInteger(changes.rollout)) throw fakeError(400, undefined, 'rollout must be a whole number');
      if (historyOf(target).at(-1)?.package_hash === promoted.package_hash) {
        throw conflict(`${target.deployment.name} already serves this bundle as its latest release`);
      }
      const made = release(target, {
        description: changes.description ?? promoted.description,
        is_disabled: changes.is_disabled ?? promoted.is_disabled ?? false,
        is_mandatory: changes.is_mandatory ?? promoted.is_mandatory ?? false,
        rollout: changes.rollout ?? 100,
        target_binary_range: changes.target_binary_range ?? promoted.target_binary_range,
        package_hash: promoted.package_hash,
        size: promoted.size,
        blob_url: promoted.blob_url,
        diff_package_map: promoted.diff_package_map,
        release_method: 'Promote',
        original_deployment: source.deployment.name,
        original_label: promoted.label,
        released_by: releasedBy(req),
      });
      return json(200, made);
    },
    'deploymentReleases.rollback': (req) => {
      const app = appOf(fake, req);
      const record = deploymentOf(app, req.params.deployment_name!);
      const history = historyOf(record);
      const latest = history.at(-1);
      const label = (req.body as { label?: string } | undefined)?.label;
      if (!latest) throw conflict(`${record.deployment.name} has no release to roll back`);
      const target = label === undefined ? history.at(-2) : history.find((r) => r.label === label);
      if (!target) throw label === undefined ? conflict(`${record.deployment.name} has no release before ${latest.label}`) : fakeError(404, undefined, `No release ${label} on ${record.deployment.name}`);
      if (target.label === latest.label) throw conflict(`${latest.label} is the latest release already`);
      if (target.target_binary_range !== latest.target_binary_range) {
        throw conflict(`${target.label} targets ${target.target_binary_range}, the latest release ${latest.target_binary_range}: roll back within one target range`);
      }
      const { label: _old, upload_time: _time, original_deployment: _from, ...copied } = target;
      const made: DeploymentRelease = {
        ...copied,
        label: nextLabel(history),
        is_disabled: false,
        rollout: 100,
        upload_time: fake.now(),
        release_method: 'Rollback',
        original_label: target.label,
        released_by: releasedBy(req),
      };
      save(withHistory(record, [...history, made]));
      return json(201, made);
    },
    'deploymentReleases.getMetrics': (req) => {
      const app = appOf(fake, req);
      const record = deploymentOf(app, req.params.deployment_name!);
      const metrics = record.metrics ?? {};
      return json(
        200,
        historyOf(record).map(({ label }) => ({ label: label!, ...(metrics[label!] ?? { active: 0, downloaded: 0, failed: 0, installed: 0 }) })),
      );
    },
  };
}
