/**
 * The device side of over-the-air updates. A deployment is found by its key (404 for a key of no deployment);
 * the update check answers per `checkForUpdate` (see `update-check.ts`). Reports feed the deployment's metrics:
 * a download counts `downloaded` for its label; a deploy report `DeploymentSucceeded` counts `installed` and moves
 * the device's `active` count from its previous label (of this deployment, or of `previous_deployment_key`'s) to the new one,
 * `DeploymentFailed` counts `failed`, and a report without a label (back on the app's own bundle) only takes the
 * device off its previous label. The public operations take no credential; the legacy ones take the API key.
 */
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { LegacyStatusReport, StatusReport, UpdateInfo } from '../../index.js';
import type { FakeContext } from '../context.js';
import type { StoredDeployment } from '../records.js';
import { historyOf } from '../release-history.js';
import { childKey } from '../state.js';
import { checkForUpdate, type DeviceState } from '../update-check.js';
import type { Handlers } from './types.js';

type Counts = { active: number; downloaded: number; failed: number; installed: number };

/** Handlers of `acquisition.*`. */
export function acquisitionHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const findByKey = (key: string | null | undefined) => (key ? state.deployments.list().find((record) => record.deployment.key === key) : undefined);
  const byKey = (key: string | null | undefined): StoredDeployment => {
    const found = findByKey(key);
    if (!found) throw fakeError(404, undefined, 'No deployment has this deployment key');
    return found;
  };
  const save = (record: StoredDeployment) => state.deployments.set(childKey(record.appId, record.deployment.name), record);
  const required = (query: URLSearchParams, name: string) => {
    const value = query.get(name);
    if (!value) throw fakeError(400, undefined, `${name} is required`);
    return value;
  };
  const optional = (query: URLSearchParams, name: string) => query.get(name) ?? undefined;

  /** Applies one report to the metrics of its deployment. */
  const report = (kind: 'deploy' | 'download', body: StatusReport) => {
    const record = byKey(body.deployment_key);
    if (body.label !== undefined && !historyOf(record).some((r) => r.label === body.label)) throw fakeError(404, undefined, `No release ${body.label} on this deployment`);
    if (kind === 'download' && body.label === undefined) throw fakeError(400, undefined, 'label is required');
    const counts = (metrics: Record<string, Counts>, label: string) => (metrics[label] ??= { active: 0, downloaded: 0, failed: 0, installed: 0 });
    const metrics: Record<string, Counts> = structuredClone(record.metrics ?? {});
    if (kind === 'download') counts(metrics, body.label!).downloaded++;
    else if (body.status === 'DeploymentFailed') counts(metrics, body.label!).failed++;
    else {
      const previous = body.previous_label_or_app_version;
      const from = body.previous_deployment_key === undefined || body.previous_deployment_key === body.deployment_key ? record : findByKey(body.previous_deployment_key);
      if (previous !== undefined && from && historyOf(from).some((r) => r.label === previous)) {
        const fromMetrics = from === record ? metrics : structuredClone(from.metrics ?? {});
        if (counts(fromMetrics, previous).active > 0) counts(fromMetrics, previous).active--;
        if (from !== record) save({ ...from, metrics: fromMetrics });
      }
      if (body.label !== undefined) {
        counts(metrics, body.label).installed++;
        counts(metrics, body.label).active++;
      }
    }
    save({ ...record, metrics });
    return empty(200);
  };
  const legacyReport = (kind: 'deploy' | 'download', req: FakeRequest) => {
    const body = req.body as LegacyStatusReport;
    if (!body.deploymentKey) throw fakeError(400, undefined, 'deploymentKey is required');
    return report(kind, {
      deployment_key: body.deploymentKey,
      app_version: body.appVersion,
      client_unique_id: body.clientUniqueId,
      label: body.label,
      previous_deployment_key: body.previousDeploymentKey,
      previous_label_or_app_version: body.previousLabelOrAppVersion,
      status: body.status,
    });
  };
  const check = (key: string, device: DeviceState): UpdateInfo => checkForUpdate(historyOf(byKey(key)), device);

  return {
    'acquisition.checkForUpdate': (req) => {
      const q = req.query;
      const device: DeviceState = {
        appVersion: required(q, 'app_version'),
        packageHash: optional(q, 'package_hash'),
        label: optional(q, 'label'),
        clientUniqueId: optional(q, 'client_unique_id'),
        isCompanion: q.get('is_companion') === 'true',
      };
      return json(200, { update_info: check(required(q, 'deployment_key'), device) });
    },
    'acquisition.reportDeploy': (req) => report('deploy', req.body as StatusReport),
    'acquisition.reportDownload': (req) => report('download', req.body as StatusReport),
    'acquisition.getStatus': () => json(200, { code: 'Healthy', message: 'The update service is up' }),
    'acquisition.legacyCheckForUpdate': (req) => {
      const q = req.query;
      const info = check(required(q, 'deploymentKey'), {
        appVersion: required(q, 'appVersion'),
        packageHash: optional(q, 'packageHash'),
        label: optional(q, 'label'),
        clientUniqueId: optional(q, 'clientUniqueId'),
        isCompanion: q.get('isCompanion') === 'true',
      });
      return json(200, {
        updateInfo: {
          isAvailable: info.is_available,
          appVersion: info.target_binary_range,
          description: info.description,
          isDisabled: info.is_disabled,
          isMandatory: info.is_mandatory,
          rollout: info.rollout,
          downloadURL: info.download_url,
          label: info.label,
          packageHash: info.package_hash,
          packageSize: info.package_size,
          shouldRunBinaryVersion: info.should_run_binary_version,
          updateAppVersion: info.update_app_version,
        },
      });
    },
    'acquisition.legacyReportDeploy': (req) => legacyReport('deploy', req),
    'acquisition.legacyReportDownload': (req) => legacyReport('download', req),
  };
}
