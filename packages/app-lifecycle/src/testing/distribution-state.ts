/**
 * The fake's distribution state: releases and their destinations, release uploads, distribution groups,
 * testers and their devices, stores and re-signings, seeded for the two seeded apps and back to that seed on
 * `reset()`.
 */
import { createHash } from 'node:crypto';
import { createStore, type MemoryStore } from '@org/http-core/testing';
import type { App, Release } from '../index.js';
import { distributionIds } from './constants.js';
import type { StoredDevice, StoredGroup, StoredOrgGroup, StoredRelease, StoredResign, StoredStore, StoredTester, StoredUpload } from './distribution-records.js';
import { dice, type Dice } from './random.js';
import type { FakeUser } from './records.js';
import { childKey } from './child-key.js';
import { DAY_MS, iso } from './time.js';

/** What the distribution state is built from. */
export interface DistributionSeed {
  readonly testers: readonly StoredTester[];
  readonly groups: readonly StoredGroup[];
  readonly releases: readonly StoredRelease[];
  readonly devices: readonly StoredDevice[];
  readonly stores: readonly StoredStore[];
}

/** The hash of a file, as a release's `fingerprint`. */
export function fingerprintOf(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** The seed: three testers with devices, groups on both apps, two releases of the Android app, one of the iOS app, a store. */
export function buildDistributionSeed(user: FakeUser, apps: readonly App[], now: number): DistributionSeed {
  const d = dice(0xd157);
  const [android, ios] = [apps.find((a) => a.os === 'Android')!, apps.find((a) => a.os === 'iOS')!];
  const me: StoredTester = { id: user.id, email: user.email, name: user.display_name };
  const ana: StoredTester = { id: d.uuid(), email: distributionIds.anaEmail, name: 'Ana Tester' };
  const ben: StoredTester = { id: d.uuid(), email: distributionIds.benEmail, name: 'Ben Tester' };
  const group = (app: App, name: string, members: StoredTester[], isPublic = false): StoredGroup => ({
    appId: app.id,
    id: d.uuid(),
    name,
    isPublic,
    members: members.map((m) => m.id),
  });
  const beta = group(android, distributionIds.betaGroup, [me, ana]);
  const collaborators = group(android, distributionIds.collaboratorsGroup, [ben]);
  const everyone = group(android, distributionIds.publicGroup, [], true);
  const qa = group(ios, distributionIds.iosGroup, [me, ana]);
  const device = (owner: StoredTester, model: string, name: string): StoredDevice => ({
    userId: owner.id,
    device: {
      udid: d.hex(40),
      model,
      device_name: name,
      full_device_name: `${owner.name}'s ${name}`,
      os_version: '17.4',
      os_build: '21E219',
      status: 'registered',
      serial: d.hex(12).toUpperCase(),
      owner_id: owner.id,
      registered_at: iso(now - 30 * DAY_MS),
    },
  });
  const devices = [device(me, 'iPhone15,2', 'iPhone 14 Pro'), device(ana, 'iPhone14,5', 'iPhone 13'), device(ben, 'iPad13,1', 'iPad Air')];
  const release = (app: App, id: number, shortVersion: string, daysAgo: number, groups: StoredGroup[], notes: string): StoredRelease => {
    const bytes = new TextEncoder().encode(`${app.id}/${id}`);
    const released: StoredRelease = {
      appId: app.id,
      release: releaseOf(app, { id, shortVersion, version: String(id), uploadedAt: now - daysAgo * DAY_MS, size: 4_096 * id, fingerprint: fingerprintOf(bytes), extension: app.os === 'iOS' ? 'ipa' : 'apk' }),
      groups: groups.map((g) => ({ id: g.id, mandatory: false })),
      testers: [],
      stores: [],
      installToken: d.hex(32),
    };
    released.release.release_notes = notes;
    if (app.os === 'iOS') released.profile = { provisioning_profile_type: 'adhoc', provisioning_profile_name: `${app.name} ad hoc`, provisioning_bundle_id: `com.example.${app.name}`, team_identifier: 'TEAM123456', udids: [devices[0]!.device.udid] };
    return released;
  };
  return {
    testers: [me, ana, ben],
    groups: [beta, collaborators, everyone, qa],
    releases: [
      release(android, 1, '1.0', 20, [beta], 'First beta'),
      release(android, 2, '1.1', 10, [collaborators], 'Collaborator preview'),
      release(ios, 1, '1.0', 5, [qa], 'First iOS build'),
    ],
    devices,
    stores: [
      {
        appId: android.id,
        store: { id: d.uuid(), name: distributionIds.store, type: 'googleplay', track: 'production', service_connection_id: d.uuid(), created_by: user.email, created_by_principal_type: 'user' },
      },
    ],
  };
}

/** What a new release is made from. */
export interface NewRelease {
  readonly id: number;
  readonly shortVersion: string;
  readonly version: string;
  readonly uploadedAt: number;
  readonly size: number;
  readonly fingerprint: string;
  readonly extension: string;
}

/** A release as the service shows it, before it is distributed anywhere. */
export function releaseOf(app: App, made: NewRelease): Release {
  return {
    id: made.id,
    app_name: app.name,
    app_display_name: app.display_name,
    app_icon_url: app.icon_url ?? '',
    app_os: app.os,
    short_version: made.shortVersion,
    version: made.version,
    uploaded_at: iso(made.uploadedAt),
    enabled: true,
    origin: 'appcenter',
    is_external_build: false,
    size: made.size,
    fingerprint: made.fingerprint,
    package_hashes: [made.fingerprint],
    file_extension: made.extension,
    ...(app.os === 'iOS' ? { bundle_identifier: `com.example.${app.name}`, min_os: '15.0' } : { android_min_api_level: '26' }),
  };
}

/** The distribution state of the fake. */
export class DistributionState {
  readonly seed: DistributionSeed;
  readonly testers: MemoryStore<StoredTester>;
  /** By {@link childKey}(appId, group id). */
  readonly groups: MemoryStore<StoredGroup>;
  /** By {@link childKey}(appId, release id). */
  readonly releases: MemoryStore<StoredRelease>;
  /** By upload id. */
  readonly uploads: MemoryStore<StoredUpload>;
  /** By {@link childKey}(user id, udid). */
  readonly devices: MemoryStore<StoredDevice>;
  /** By {@link childKey}(appId, store name). */
  readonly stores: MemoryStore<StoredStore>;
  /** By re-signing id. */
  readonly resigns: MemoryStore<StoredResign>;
  /** Installs reported per release and user (`appId/releaseId/userId`), for unique counts. */
  readonly installs = new Set<string>();
  /** Ids of what is created through the API; restarts on `reset()`. */
  ids: Dice = dice(0xd15c);
  /** Distribution groups organisations share across their apps, by {@link childKey}(org id, group id); none seeded. */
  readonly orgGroups: MemoryStore<StoredOrgGroup> = createStore<StoredOrgGroup>();

  constructor(seed: DistributionSeed) {
    this.seed = seed;
    this.testers = createStore({ seed: seed.testers.map((t) => [t.id, t] as const) });
    this.groups = createStore({ seed: seed.groups.map((g) => [childKey(g.appId, g.id), g] as const) });
    this.releases = createStore({ seed: seed.releases.map((r) => [childKey(r.appId, r.release.id), r] as const) });
    this.uploads = createStore<StoredUpload>();
    this.devices = createStore({ seed: seed.devices.map((d) => [childKey(d.userId, d.device.udid), d] as const) });
    this.stores = createStore({ seed: seed.stores.map((s) => [childKey(s.appId, s.store.name), s] as const) });
    this.resigns = createStore<StoredResign>();
  }

  /** Back to the seed (stores copy their seeded items). */
  reset(): void {
    for (const store of [this.testers, this.groups, this.releases, this.uploads, this.devices, this.stores, this.resigns] as MemoryStore<unknown>[]) store.reset();
    this.installs.clear();
    this.ids = dice(0xd15c);
    this.orgGroups.reset();
  }

  /** Everything an app holds, removed with the app. */
  deleteApp(appId: string): void {
    for (const store of [this.groups, this.releases, this.stores] as MemoryStore<unknown>[]) {
      for (const [id] of store.entries()) if (id.startsWith(`${appId}/`)) store.delete(id);
    }
    for (const [id, upload] of this.uploads.entries()) if (upload.appId === appId) this.uploads.delete(id);
    for (const [id, resign] of this.resigns.entries()) if (resign.appId === appId) this.resigns.delete(id);
    for (const [id, group] of this.orgGroups.entries()) {
      if (group.appIds.includes(appId)) this.orgGroups.set(id, { ...group, appIds: group.appIds.filter((a) => a !== appId) });
    }
  }

  /** Stores a changed release (stores hand out copies). */
  saveRelease(release: StoredRelease): void {
    this.releases.set(childKey(release.appId, release.release.id), release);
  }

  /** Stores a changed upload (stores hand out copies). */
  saveUpload(upload: StoredUpload): void {
    this.uploads.set(upload.id, upload);
  }

  /** The app's releases, newest first. */
  releasesOf(appId: string): StoredRelease[] {
    return this.releases.list((r) => r.appId === appId).sort((a, b) => b.release.id - a.release.id);
  }

  /** The app's groups. */
  groupsOf(appId: string): StoredGroup[] {
    return this.groups.list((g) => g.appId === appId);
  }

  /** The tester with this email, made known when new. */
  testerByEmail(email: string): StoredTester {
    const found = this.findTester(email);
    if (found) return found;
    const tester: StoredTester = { id: this.ids.uuid(), email, name: email.split('@')[0]! };
    this.testers.set(tester.id, tester);
    return tester;
  }

  /** Whether a tester may install a release: it went to a group they belong to, or to them directly. */
  reaches(release: StoredRelease, testerId: string): boolean {
    if (release.testers.some((t) => t.id === testerId)) return true;
    return release.groups.some((g) => this.groupOf(release.appId, g.id)?.members.includes(testerId));
  }

  /** The udids of the devices registered by a group's members or by a tester. */
  udidsOf(testerIds: readonly string[]): string[] {
    return this.devices.list((d) => testerIds.includes(d.userId)).map((d) => d.device.udid);
  }

  /** A group of an app by id: one of its own, or a shared group of its organisation given to it. */
  groupOf(appId: string, id: string): StoredGroup | StoredOrgGroup | undefined {
    return this.groups.get(childKey(appId, id)) ?? this.orgGroups.list((g) => g.id === id && g.appIds.includes(appId))[0];
  }

  /** Takes a group out of the releases of apps that were distributed to it. */
  forgetGroup(appIds: readonly string[], groupId: string): void {
    for (const release of appIds.flatMap((appId) => this.releasesOf(appId))) {
      const at = release.groups.findIndex((g) => g.id === groupId);
      if (at < 0) continue;
      release.groups.splice(at, 1);
      this.saveRelease(release);
    }
  }

  /** A tester accepts every pending invitation to a group: they become a member of each. */
  acceptInvitations(testerId: string): void {
    const join = <G extends { members: string[]; invited?: string[] }>(group: G): G => ({
      ...group,
      members: [...group.members, testerId],
      invited: (group.invited ?? []).filter((id) => id !== testerId),
    });
    for (const [id, group] of this.groups.entries()) if (group.invited?.includes(testerId)) this.groups.set(id, join(group));
    for (const [id, group] of this.orgGroups.entries()) if (group.invited.includes(testerId)) this.orgGroups.set(id, join(group));
  }

  /** The tester with this email, if the fake knows one (no tester is made). */
  findTester(email: string): StoredTester | undefined {
    return this.testers.list().find((t) => t.email.toLowerCase() === email.toLowerCase());
  }
}
