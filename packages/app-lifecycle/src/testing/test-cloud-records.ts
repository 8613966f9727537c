/** What the fake keeps of device tests: runs with their files, series, selections, device sets, subscriptions. */
import type { DeviceSetOwner, TestSubscription } from '../index.js';

/** A file of a test run. */
export interface StoredTestFile {
  readonly relativePath: string;
  readonly fileType: string;
  readonly checksum: string;
  readonly size: number;
}

/** Phases of a device test run, in order (`stopped` ends one early). */
export type TestRunPhase = 'created' | 'uploading' | 'validating' | 'running' | 'finished' | 'stopped';

/** How a run was started. */
export interface TestRunStart {
  readonly devices: readonly string[];
  readonly framework: string;
  readonly locale?: string;
  readonly language?: string;
  readonly parameters?: Record<string, unknown>;
  readonly at: string;
}

/** A device test run. */
export interface StoredTestRun {
  readonly appId: string;
  readonly id: string;
  /** Creation order, for newest-first lists. */
  readonly number: number;
  readonly createdAt: string;
  readonly phase: TestRunPhase;
  /** Reads since the run last moved on. */
  readonly reads: number;
  readonly files: readonly StoredTestFile[];
  /** Names in the blob store of the uploads opened for the run. */
  readonly uploads: readonly string[];
  readonly start?: TestRunStart;
  /** Slug of the run's test series. */
  readonly series?: string;
  /** How the run ends when it runs to the end: the fake's `testOutcome` when it was started. */
  readonly outcome: 'passed' | 'failed';
  readonly finishedAt?: string;
  readonly archived: boolean;
}

/** A test series of an app. */
export interface StoredTestSeries {
  readonly appId: string;
  readonly name: string;
  readonly slug: string;
  readonly createdAt: string;
}

/** A device set: of an owner (`scope` `owner:<name>`) or of a user (`user:<name>`). */
export interface StoredDeviceSet {
  readonly scope: string;
  readonly id: string;
  readonly name: string;
  readonly devices: readonly string[];
  readonly owner: DeviceSetOwner;
}

/** A file the service holds by its SHA-256, from an upload to some run. */
export interface StoredHashFile {
  readonly id: string;
  readonly checksum: string;
  readonly fileName: string;
  /** Where the bytes are in the blob store. */
  readonly blobName: string;
  readonly appId: string;
}

/** The device test subscription of an owner, with the time its trial ends. */
export interface StoredTestSubscription {
  readonly owner: string;
  readonly subscription: TestSubscription;
  readonly endsAtMs: number;
}
