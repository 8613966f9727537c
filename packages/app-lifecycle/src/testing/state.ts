/**
 * The fake's state: one store per resource (keyed by app id and the resource's own id), the per-app
 * extras (analytics log, repository, download counts), and the seed they return to on `reset()`.
 */
import { createStore, type MemoryStore } from '@org/http-core/testing';
import type { App, CloudSubscription, Organization } from '../index.js';
import type {
  AppExtras,
  FakeUser,
  IndexedError,
  StoredAudience,
  StoredAvatar,
  StoredBuild,
  StoredCloudLink,
  StoredConfig,
  StoredCrash,
  StoredCrashGroup,
  StoredDeployment,
  StoredError,
  StoredErrorGroup,
  StoredToken,
  StoredVendorMapping,
} from './records.js';
import type { StoredFileAsset, StoredMissingSymbolGroup, StoredRepoConfig, StoredSymbol, StoredSymbolUpload } from './records.js';
import { seedMissingSymbolGroups, seedRepoConfigs } from './seed-symbols.js';
import { dice, type Dice } from './random.js';
import { DistributionState, type DistributionSeed } from './distribution-state.js';
import { childKey } from './child-key.js';
import { copyExtras, type Seed } from './seed.js';
import { TestCloudState } from './test-cloud-state.js';
import type { StoredAlertWebhook, StoredDataRequest, StoredEmailSettings, StoredExportConfiguration, StoredLogBlock } from './records.js';
import { seedAlertWebhooks, seedEmailSettings } from './seed-alerting.js';
import { MembersState } from './members-state.js';
import { PeopleState } from './people-state.js';

export { childKey };

/** Direct access to everything the fake holds, for tests that arrange or inspect state. */
export class FakeState {
  readonly seed: Seed;
  readonly user: FakeUser;
  /** Every user the fake knows, `user` first. */
  readonly users: readonly FakeUser[];
  readonly cloudCatalog: readonly CloudSubscription[];
  /** Apps by app id. */
  readonly apps: MemoryStore<App>;
  /** User and app tokens by token id. */
  readonly tokens: MemoryStore<StoredToken>;
  readonly audiences: MemoryStore<StoredAudience>;
  readonly configs: MemoryStore<StoredConfig>;
  readonly builds: MemoryStore<StoredBuild>;
  readonly crashGroups: MemoryStore<StoredCrashGroup>;
  readonly crashes: MemoryStore<StoredCrash>;
  readonly deployments: MemoryStore<StoredDeployment>;
  readonly cloudLinks: MemoryStore<StoredCloudLink>;
  readonly vendorMappings: MemoryStore<StoredVendorMapping>;
  readonly avatars: MemoryStore<StoredAvatar>;
  /** Error groups by app id and group id; their counts come from `errors`. */
  readonly errorGroups: MemoryStore<StoredErrorGroup>;
  /** Errors (handled and unhandled) by app id and error id. */
  readonly errors: MemoryStore<StoredError>;
  /** What the error searches find, by app id and error id: deleted errors stay until purged. */
  readonly errorIndex: MemoryStore<IndexedError>;
  /** Repository configurations, by app id and configuration id. */
  readonly repoConfigs: MemoryStore<StoredRepoConfig>;
  /** File assets, by app id and asset id. */
  readonly fileAssets: MemoryStore<StoredFileAsset>;
  /** Symbol uploads, by app id and upload id. */
  readonly symbolUploads: MemoryStore<StoredSymbolUpload>;
  /** Symbols, by app id and symbol id. */
  readonly symbols: MemoryStore<StoredSymbol>;
  /** Missing symbol groups, by app id and group id. */
  readonly missingSymbolGroups: MemoryStore<StoredMissingSymbolGroup>;
  /** Bodies the public build webhook received, oldest first. */
  readonly hookEvents: MemoryStore<Record<string, unknown>>;
  /** Per app id: analytics log, repository, download counts, distributions, bug tracker. */
  readonly extras = new Map<string, AppExtras>();
  /** Ids for resources created through the API; restarts on `reset()`. */
  ids: Dice = dice(0x1d5);
  /** How builds started from now on end, unless cancelled. */
  buildOutcome: 'succeeded' | 'failed' = 'succeeded';
  /** Reads of a build before it moves to its next state. */
  readonly readsPerBuildStep: number;
  /** Page size of the lists the service pages itself (audiences, crash groups, events without `$top`). */
  readonly pageSize: number;
  /** Releases, uploads, groups, testers, devices and stores. */
  readonly distribution: DistributionState;
  /** Reads of a release upload's status (or a store publishing's) before it moves to its next state. */
  readonly readsPerUploadStep: number;
  /** Device test runs, test series, device selections and sets, subscriptions. */
  readonly testCloud: TestCloudState;
  /** Continuous export configurations, by app id and configuration id. */
  readonly exportConfigurations: MemoryStore<StoredExportConfiguration>;
  /** Data subject requests (GDPR exports and deletions) of every user, by token. */
  readonly dataRequests: MemoryStore<StoredDataRequest>;
  /** Blocked sources of logs, by app id and install id (`*` for the whole app). */
  readonly logBlocks: MemoryStore<StoredLogBlock>;
  /** Alert webhooks, by app id and webhook id. */
  readonly alertWebhooks: MemoryStore<StoredAlertWebhook>;
  /** Alert e-mail settings: a user's defaults by user name, a user's settings for an app by app id and user name. */
  readonly emailSettings: MemoryStore<StoredEmailSettings>;
  /** How data subject requests made from now on end, unless cancelled. */
  dataRequestOutcome: 'Completed' | 'Failed' = 'Completed';
  /**
   * Status reads of a data subject request before it moves to its next state.
   * @default 1
   */
  readsPerDataRequestStep = 1;
  /** Collaborators of apps, pending app invitations and the invitation e-mails sent (with their tokens). */
  readonly members = new MembersState();
  /** Users, organisations with their users' roles, teams, invitations and the e-mails sent for them. */
  readonly people: PeopleState;

  constructor(
    seed: Seed,
    options: { readsPerBuildStep: number; pageSize: number; distribution: DistributionSeed; readsPerUploadStep: number; readsPerTestRunStep?: number },
  ) {
    this.seed = seed;
    this.user = seed.user;
    this.users = seed.users;
    this.cloudCatalog = seed.cloudCatalog;
    this.readsPerBuildStep = options.readsPerBuildStep;
    this.pageSize = options.pageSize;
    this.apps = createStore({ seed: seed.apps.map((app) => [app.id, app] as const) });
    this.tokens = createStore({ idPrefix: 'token-', seed: seed.tokens.map((token) => [token.id, token] as const) });
    this.audiences = createStore({ seed: seed.audiences.map((a) => [childKey(a.appId, a.name), a] as const) });
    this.configs = createStore({ seed: seed.configs.map((c) => [childKey(c.appId, c.branch), c] as const) });
    this.builds = createStore({ seed: seed.builds.map((b) => [childKey(b.appId, b.build.id), b] as const) });
    this.crashGroups = createStore({ seed: seed.crashGroups.map((g) => [childKey(g.appId, g.group.crash_group_id), g] as const) });
    this.crashes = createStore({ seed: seed.crashes.map((c) => [childKey(c.appId, c.crash.crash_id), c] as const) });
    this.deployments = createStore({ seed: seed.deployments.map((d) => [childKey(d.appId, d.deployment.name), d] as const) });
    this.cloudLinks = createStore({ seed: seed.cloudLinks.map((l) => [childKey(l.appId, l.subscription.subscription_id), l] as const) });
    this.vendorMappings = createStore({ seed: seed.vendorMappings.map((m) => [m.appId, m] as const) });
    this.avatars = createStore<StoredAvatar>();
    this.errorGroups = createStore({ seed: seed.errorGroups.map((g) => [childKey(g.appId, g.errorGroupId), g] as const) });
    this.errors = createStore({ seed: seed.errors.map((e) => [childKey(e.appId, e.details.errorId), e] as const) });
    this.errorIndex = createStore({ seed: seed.errors.map((e) => [childKey(e.appId, e.details.errorId), { error: e }] as const) });
    this.repoConfigs = createStore({ seed: seedRepoConfigs(seed).map((c) => [childKey(c.appId, c.config.id), c] as const) });
    this.fileAssets = createStore<StoredFileAsset>();
    this.symbolUploads = createStore<StoredSymbolUpload>();
    this.symbols = createStore<StoredSymbol>();
    this.missingSymbolGroups = createStore({ seed: seedMissingSymbolGroups(seed).map((g) => [childKey(g.appId, g.group.symbol_group_id), g] as const) });
    this.hookEvents = createStore<Record<string, unknown>>({ idPrefix: 'hook-' });
    this.distribution = new DistributionState(options.distribution);
    this.readsPerUploadStep = options.readsPerUploadStep;
    this.testCloud = new TestCloudState({ readsPerStep: options.readsPerTestRunStep ?? 1 });
    this.exportConfigurations = createStore<StoredExportConfiguration>();
    this.dataRequests = createStore<StoredDataRequest>();
    this.logBlocks = createStore<StoredLogBlock>();
    this.alertWebhooks = createStore({ seed: seedAlertWebhooks(seed).map((w) => [childKey(w.appId, w.webhook.id!), w] as const) });
    this.emailSettings = createStore({ seed: seedEmailSettings(seed).map((e) => [e.appId === undefined ? e.user : childKey(e.appId, e.user), e] as const) });
    this.people = new PeopleState(seed);
    this.reset();
  }

  /** The stores of the resources an app holds, keyed by {@link childKey}. */
  #childStores(): MemoryStore<unknown>[] {
    return [
      ...([this.audiences, this.configs, this.builds, this.crashGroups, this.crashes, this.deployments, this.cloudLinks] as MemoryStore<unknown>[]),
      ...([this.errorGroups, this.errors, this.errorIndex] as MemoryStore<unknown>[]),
      ...([this.repoConfigs, this.fileAssets, this.symbolUploads, this.symbols, this.missingSymbolGroups] as MemoryStore<unknown>[]),
      ...([this.exportConfigurations, this.logBlocks, this.alertWebhooks, this.emailSettings] as MemoryStore<unknown>[]),
    ];
  }

  /** Back to the seed: every store, every app's extras, the build outcome. */
  reset(): void {
    for (const store of [this.apps, this.tokens, ...this.#childStores(), this.vendorMappings, this.avatars] as MemoryStore<unknown>[]) store.reset();
    this.hookEvents.reset();
    this.extras.clear();
    for (const [appId, extras] of this.seed.extras) this.extras.set(appId, copyExtras(extras));
    this.buildOutcome = 'succeeded';
    this.ids = dice(0x1d5);
    this.distribution.reset();
    this.testCloud.reset();
    this.dataRequests.reset();
    this.dataRequestOutcome = 'Completed';
    this.members.reset();
    this.people.reset();
  }

  /** The organisations as they are now (`people.organizations` holds them). */
  get organizations(): Organization[] {
    return this.people.organizations.list();
  }

  /** The app of an owner, by names. */
  findApp(owner: string, name: string): App | undefined {
    return this.apps.list().find((app) => app.owner.name === owner && app.name === name);
  }

  /** Items of an app in a child store. */
  childrenOf<T>(store: MemoryStore<T>, appId: string): T[] {
    const prefix = `${appId}/`;
    return store.list((_item, id) => id.startsWith(prefix));
  }

  /** Extras of an app (created empty for apps made through the API). */
  extrasOf(appId: string): AppExtras {
    const found = this.extras.get(appId);
    if (!found) throw new Error(`fake: no extras for app ${appId}`);
    return found;
  }

  /** Removes an app and everything it holds. */
  deleteApp(appId: string): void {
    this.apps.delete(appId);
    for (const store of this.#childStores()) {
      for (const [id] of store.entries()) if (id.startsWith(`${appId}/`)) store.delete(id);
    }
    for (const [id, token] of this.tokens.entries()) if (token.appId === appId) this.tokens.delete(id);
    this.vendorMappings.delete(appId);
    this.avatars.delete(appId);
    this.extras.delete(appId);
    this.distribution.deleteApp(appId);
    this.testCloud.deleteApp(appId);
    this.members.deleteApp(appId);
    this.people.forgetApp(appId);
  }
}
