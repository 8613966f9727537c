/**
 * The fake's alert webhooks at work: when an alert event happens in the fake, its body is posted to every
 * enabled webhook of the app (`state.alertWebhooks`) that lists the event. What the fake assumes where the
 * service is silent:
 * - A build that finishes (succeeded or failed, not cancelled) alerts webhooks listing `buildCompleted` (the API
 *   shows no build alert settings; the fake keeps them in `event_types`); a release distributed to a
 *   distribution group (`releases.update`, `releases.addGroup`) alerts those listing `newAppReleased`. The fake
 *   creates no crash groups (they are seeded), so `send` posts a crash group alert, or any body, by hand.
 * - Bodies are the documented ones, `Content-Type: application/json`, unsigned (the service signs nothing).
 * - Only loopback addresses are called; a webhook elsewhere (the seeded ones) is skipped.
 * - A delivery not answered 2xx is retried after 1, 5 and 30 minutes on the fake's clock.
 */
import { DeliveryQueue, type DeliveryQueueOptions, type QueuedDelivery } from '@org/http-core/testing';
import type { App, Build } from '../index.js';
import type { StoredRelease } from './distribution-records.js';
import type { FakeState } from './state.js';

const MINUTE = 60_000;
/** Waits before each retry of an alert its webhook did not accept: 1, 5 and 30 minutes (assumed; the service documents none). */
export const ALERT_RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE];

/** The alert event a webhook lists in `event_types`. */
export type AlertEvent = 'newCrashGroupCreated' | 'newAppReleased' | 'buildCompleted';

const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The fake's outbox of alerts (`fake.outbox`): a {@link DeliveryQueue} (`flush()` sends what is due on the fake's
 * clock, `replay(id)`, `list()`) that the fake fills when alert events happen.
 */
export class AlertOutbox extends DeliveryQueue {
  /** Post every alert twice, as a sender that delivers at least once may. Back to `false` on `fake.reset()`. */
  duplicate = false;
  readonly #state: FakeState;

  constructor(state: FakeState, options: DeliveryQueueOptions) {
    super(options);
    this.#state = state;
  }

  /** Queues `body` for each enabled loopback webhook of the app that lists `event`. Nothing is sent until `flush()`. */
  send(appId: string, event: AlertEvent, body: Readonly<Record<string, unknown>>): QueuedDelivery[] {
    const queued: QueuedDelivery[] = [];
    for (const { webhook } of this.#state.childrenOf(this.#state.alertWebhooks, appId)) {
      if (webhook.enabled === false || !(webhook.event_types as string[]).includes(event) || !loopbackHosts.has(new URL(webhook.url).hostname)) continue;
      const make = (at: number) => ({
        url: webhook.url,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ ...body, sent_at: new Date(at).toISOString() }),
      });
      queued.push(this.enqueue(make));
      if (this.duplicate) queued.push(this.enqueue(make));
    }
    return queued;
  }

  /** A build of the app finished. */
  buildCompleted(app: App, build: Build): void {
    const base = `https://appcenter.example/users/${app.owner.name}/apps/${app.name}`;
    this.send(app.id, 'buildCompleted', {
      app_name: app.name,
      branch: build.sourceBranch,
      build_status: build.result === 'succeeded' ? 'Succeeded' : 'Failed',
      build_id: String(build.id),
      build_link: `${base}/build/branches/${encodeURIComponent(build.sourceBranch)}/builds/${build.id}`,
      build_reason: 'manual',
      start_time: build.startTime,
      finish_time: build.finishTime,
      icon_link: null,
      notification_settings_link: `${base}/settings/notifications`,
      os: app.os,
      source_version: build.sourceVersion,
    });
  }

  /** A release of the app was distributed to a distribution group. */
  releaseDistributed(app: App, stored: StoredRelease, groupId: string, mandatory: boolean): void {
    const { release } = stored;
    this.send(app.id, 'newAppReleased', {
      app_name: release.app_name,
      app_display_name: release.app_display_name,
      release_id: String(release.id),
      platform: app.os,
      uploaded_at: release.uploaded_at,
      fingerprint: release.fingerprint,
      release_notes: release.release_notes ?? '',
      version: release.version,
      short_version: release.short_version,
      min_os: release.min_os,
      mandatory_update: mandatory,
      size: release.size ?? 0,
      provisioning_profile_name: null,
      provisioning_profile_type: null,
      bundle_identifier: release.bundle_identifier ?? '',
      install_link: `https://install.appcenter.example/users/${app.owner.name}/apps/${app.name}/releases/${release.id}`,
      icon_link: release.app_icon_url,
      distribution_group_id: groupId,
      installable: true,
      app_id: app.id,
    });
  }

  /** Forgets every alert and leaves duplicate mode. */
  override reset(): void {
    super.reset();
    this.duplicate = false;
  }
}
