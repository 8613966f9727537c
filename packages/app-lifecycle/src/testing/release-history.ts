/**
 * A deployment's over-the-air release history as the fake keeps it: oldest first, labels `v1`, `v2`, ... one
 * above the latest, the latest mirrored as the deployment's `latest_release`.
 */
import type { DeploymentRelease } from '../index.js';
import type { StoredDeployment } from './records.js';

/** The releases of a deployment, oldest first. */
export function historyOf(record: StoredDeployment): DeploymentRelease[] {
  return record.history ?? (record.deployment.latest_release ? [record.deployment.latest_release] : []);
}

/** The record with `history` as its releases, the last one as its `latest_release`. */
export function withHistory(record: StoredDeployment, history: DeploymentRelease[]): StoredDeployment {
  const { latest_release: _dropped, ...deployment } = record.deployment;
  const latest = history.at(-1);
  return { ...record, history, deployment: latest ? { ...deployment, latest_release: latest } : deployment };
}

/** The label the next release of a history gets. */
export function nextLabel(history: readonly DeploymentRelease[]): string {
  const last = Number(/^v(\d+)$/.exec(history.at(-1)?.label ?? '')?.[1] ?? 0);
  return `v${last + 1}`;
}

/** Whether a rollout is under way on the latest release: a new release must wait until it reaches 100. */
export function rolloutUnderway(history: readonly DeploymentRelease[]): boolean {
  const latest = history.at(-1);
  return latest !== undefined && !latest.is_disabled && (latest.rollout ?? 100) < 100;
}
