/**
 * What the fake keeps for distribution: releases with their destinations, release uploads with the file the
 * file service received, distribution groups with their members, testers, registered devices, stores and the
 * publishing of releases to them.
 */
import type { Device, DistributionStore, ProvisioningProfile, Release } from '../index.js';

/** A person who tests releases: the fake's user, or another tester known by email. */
export interface StoredTester {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/**
 * A distribution group of an app; `members` are tester ids, `invited` the testers invited who have not accepted
 * yet. Public groups are open to anyone with the app secret.
 */
export interface StoredGroup {
  readonly appId: string;
  readonly id: string;
  name: string;
  isPublic: boolean;
  readonly members: string[];
  displayName?: string;
  invited?: string[];
}

/** A distribution group an organisation shares across its apps (`appIds`); members as in {@link StoredGroup}. */
export interface StoredOrgGroup {
  readonly orgId: string;
  readonly id: string;
  name: string;
  isPublic: boolean;
  displayName?: string;
  readonly members: string[];
  readonly invited: string[];
  readonly appIds: string[];
}

/** A place a release went: a group or a tester (by id), or a store (by id, with its publishing). */
export interface ReleaseTarget {
  readonly id: string;
  mandatory: boolean;
}

/** How publishing a release to a store goes: it moves on every `readsPerUploadStep` reads of its status. */
export interface StorePublishing {
  readonly storeId: string;
  status: 'Submitted' | 'Publishing' | 'Published' | 'Failed';
  reads: number;
  log: string[];
  error?: string;
}

/** A release and what the service knows of it beyond what it shows. */
export interface StoredRelease {
  readonly appId: string;
  release: Release;
  /** Groups, testers and stores it went to. */
  readonly groups: ReleaseTarget[];
  readonly testers: ReleaseTarget[];
  readonly stores: StorePublishing[];
  /** The token the iOS install manifest is read with. */
  readonly installToken: string;
  /** iOS: the profile it is signed with; re-signing adds devices to `udids`. */
  profile?: ProvisioningProfile;
  /** Where its file is read (the blob store), for a release that came from an upload. */
  readonly downloadUrl?: string;
}

/** A re-signing of an iOS release for devices added with a destination; `inProgress` until read. */
export interface StoredResign {
  readonly appId: string;
  readonly id: string;
  readonly releaseId: number;
  readonly udids: readonly string[];
  status: 'inProgress' | 'completed';
}

/**
 * An upload to the file service, and the file as it received it: a release upload, or an over-the-air bundle
 * upload (`blob` set: its finished file lands in the blob store under that name).
 */
export interface StoredUpload {
  readonly appId: string;
  readonly id: string;
  readonly assetId: string;
  readonly token: string;
  status: 'uploadStarted' | 'uploadFinished' | 'uploadCanceled' | 'readyToBePublished' | 'malwareDetected' | 'error';
  reads: number;
  readonly buildVersion?: string;
  readonly buildNumber?: string;
  /** Set by the file service's `set_metadata`. */
  file?: { readonly name: string; readonly size: number; readonly chunkSize: number; readonly chunks: Map<number, Uint8Array>; finished: boolean };
  releaseId?: number;
  errorDetails?: string;
  /** An over-the-air bundle upload: the blob store name its finished file is put under. */
  readonly blob?: string;
}

/** A device registered by a tester. */
export interface StoredDevice {
  readonly userId: string;
  readonly device: Device;
}

/** A distribution store of an app. */
export interface StoredStore {
  readonly appId: string;
  store: DistributionStore & { id: string; name: string };
}
