/**
 * The fake's seed: a user with an API key, an organisation, two apps, tokens, audiences, a repository
 * with configured branches and builds, crashes, deployments and subscriptions. Deterministic for a
 * given `now`.
 */
import type { App, BranchConfiguration, CloudSubscription, Deployment, Organization } from '../index.js';
import { fakeIds } from './constants.js';
import { dice } from './random.js';
import type {
  AppExtras,
  FakeUser,
  StoredAudience,
  StoredBranch,
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
import { seedDevices, seededCustomProperties, seedLog } from './seed-analytics.js';
import { seedCrashes } from './seed-crashes.js';
import { seedErrors } from './seed-errors.js';
import { DAY_MS, iso } from './time.js';

/** Everything the fake starts from (and returns to on `reset()`). */
export interface Seed {
  readonly now: number;
  readonly user: FakeUser;
  /** Every user the fake knows, `user` first; the others hold a user token each and belong to nothing. */
  readonly users: FakeUser[];
  readonly organizations: Organization[];
  readonly apps: App[];
  readonly tokens: StoredToken[];
  readonly audiences: StoredAudience[];
  readonly configs: StoredConfig[];
  readonly builds: StoredBuild[];
  readonly crashGroups: StoredCrashGroup[];
  readonly crashes: StoredCrash[];
  readonly deployments: StoredDeployment[];
  readonly cloudLinks: StoredCloudLink[];
  /** Cloud subscriptions the user may link to apps. */
  readonly cloudCatalog: CloudSubscription[];
  readonly vendorMappings: StoredVendorMapping[];
  /** Per app id. */
  readonly extras: ReadonlyMap<string, AppExtras>;
  readonly errorGroups: StoredErrorGroup[];
  readonly errors: StoredError[];
}

/** Builds the seed for an API key and a time. */
export function buildSeed(apiKey: string, now: number): Seed {
  const d = dice(0x5eed);
  const day = (n: number) => iso(now - n * DAY_MS);
  const user: FakeUser = { id: d.uuid(), name: fakeIds.owner, display_name: 'Test Owner', email: 'owner@example.com' };
  const member: FakeUser = { id: '5eed0000-0000-4000-8000-00000000a0a0', name: fakeIds.member, display_name: 'Ana Tester', email: 'ana@example.com' };
  const outsider: FakeUser = { id: '5eed0000-0000-4000-8000-00000000b0b0', name: fakeIds.outsider, display_name: 'Ben Tester', email: 'ben@example.com' };
  const org: Organization = {
    id: d.uuid(),
    name: fakeIds.org,
    display_name: 'Test Org',
    origin: 'appcenter',
    created_at: day(400),
    updated_at: day(30),
  };
  const cloudCatalog: CloudSubscription[] = [
    { subscription_id: d.uuid(), tenant_id: d.uuid(), subscription_name: 'Team billing', is_billable: true, is_billing: true },
    { subscription_id: d.uuid(), tenant_id: d.uuid(), subscription_name: 'Sandbox', is_billable: false, is_billing: false },
  ];
  const testApp: App = {
    id: d.uuid(),
    name: fakeIds.appName,
    display_name: 'Test App',
    description: 'The seeded Android app',
    os: 'Android',
    platform: 'Java',
    origin: 'appcenter',
    release_type: 'Production',
    app_secret: d.uuid(),
    created_at: day(200),
    updated_at: day(3),
    member_permissions: ['manager'],
    owner: { id: user.id, name: user.name, display_name: user.display_name, email: user.email, type: 'user' },
    azure_subscription: cloudCatalog[0],
  };
  const orgApp: App = {
    id: d.uuid(),
    name: fakeIds.orgAppName,
    display_name: 'Org App',
    os: 'iOS',
    platform: 'Objective-C-Swift',
    origin: 'appcenter',
    app_secret: d.uuid(),
    created_at: day(300),
    updated_at: day(40),
    member_permissions: ['developer'],
    owner: { id: org.id, name: org.name, display_name: org.display_name, type: 'org' },
  };

  const tokens: StoredToken[] = [
    { id: fakeIds.userTokenId, created_at: day(90), description: 'CI', scope: ['all'], secret: apiKey, user: user.name },
    { id: 'token-member', created_at: day(10), description: 'Laptop', scope: ['all'], secret: fakeIds.memberKey, user: member.name },
    { id: 'token-outsider', created_at: day(10), description: 'Laptop', scope: ['all'], secret: fakeIds.outsiderKey, user: outsider.name },
    {
      id: fakeIds.appTokenId,
      created_at: day(20),
      description: 'Dashboard (read only)',
      scope: ['viewer'],
      secret: fakeIds.viewerKey,
      user: user.name,
      appId: testApp.id,
    },
  ];

  const devices = seedDevices(d, 24);
  const log = seedLog(d, devices, now);
  const { groups, crashes } = seedCrashes(d, testApp.id, log, now);
  const { errorGroups, errors } = seedErrors(testApp.id, groups, crashes, log, now);

  const author = { name: 'Test Owner', email: 'owner@example.com' };
  const commit = (message: string, ago: number) => ({ sha: d.hex(40), message, author: { ...author, date: day(ago) } });
  const branches = new Map<string, StoredBranch>([
    [fakeIds.configuredBranch, { name: fakeIds.configuredBranch, commits: [commit('Initial import', 60), commit('Checkout screen', 20), commit('Fix payment callback', 2)] }],
    [fakeIds.unconfiguredBranch, { name: fakeIds.unconfiguredBranch, commits: [commit('Initial import', 60), commit('Work in progress: sync', 1)] }],
    [fakeIds.failingBranch, { name: fakeIds.failingBranch, commits: [commit('Initial import', 60), commit('Bump to 2.0', 5)] }],
  ]);
  const head = (name: string) => branches.get(name)!.commits.at(-1)!.sha;
  const config = (id: number): BranchConfiguration => ({
    id,
    trigger: 'continuous',
    testsEnabled: true,
    badgeIsEnabled: false,
    signed: false,
    artifactVersioning: { buildNumberFormat: 'buildId' },
    toolsets: { android: { module: 'app', buildVariant: 'release', gradleWrapperPath: 'gradlew', runTests: true, runLint: false, isRoot: false } },
  });
  const configs: StoredConfig[] = [
    { appId: testApp.id, branch: fakeIds.configuredBranch, config: config(1) },
    { appId: testApp.id, branch: fakeIds.failingBranch, config: config(2) },
  ];
  const finishedBuild = (id: number, branch: string, result: 'succeeded' | 'failed', ago: number): StoredBuild => ({
    appId: testApp.id,
    reads: 0,
    outcome: result,
    log: [
      `Build ${id} queued`,
      `Checking out ${branch} at ${head(branch)}`,
      'Running gradle assembleRelease',
      result === 'succeeded' ? 'BUILD SUCCESSFUL' : 'BUILD FAILED: compilation error in SyncWorker.java',
      `Build ${id} ${result}`,
    ],
    build: {
      id,
      buildNumber: String(id),
      sourceBranch: branch,
      sourceVersion: head(branch),
      queueTime: day(ago),
      startTime: iso(now - ago * DAY_MS + 30_000),
      finishTime: iso(now - ago * DAY_MS + 400_000),
      lastChangedDate: iso(now - ago * DAY_MS + 400_000),
      status: 'completed',
      result,
    },
  });
  const builds = [
    finishedBuild(fakeIds.succeededBuildId, fakeIds.configuredBranch, 'succeeded', 2),
    finishedBuild(fakeIds.failedBuildId, fakeIds.failingBranch, 'failed', 5),
  ];

  const release = (label: string, ago: number): Deployment['latest_release'] => ({
    label,
    description: `Release ${label}`,
    is_disabled: false,
    is_mandatory: false,
    rollout: 100,
    target_binary_range: '2.0.x',
    package_hash: d.hex(64),
    release_method: 'Upload',
    released_by: user.email,
    size: 1_048_576,
    upload_time: now - ago * DAY_MS,
  });
  const deployments: StoredDeployment[] = [
    { appId: testApp.id, deployment: { name: 'Staging', key: d.hex(32), latest_release: release('v3', 1) } },
    { appId: testApp.id, deployment: { name: 'Production', key: d.hex(32), latest_release: release('v2', 7) } },
  ];

  const audience = (name: string, definition: string, enabled: boolean, customProperties?: StoredAudience['custom_properties']): StoredAudience => ({
    appId: testApp.id,
    name,
    definition,
    description: `Seeded audience ${name}`,
    enabled,
    state: enabled ? 'Ready' : 'Disabled',
    ...(customProperties ? { custom_properties: customProperties } : {}),
  });
  const audiences = [
    audience('pro-users', "plan eq 'pro'", true, { plan: 'string' }),
    audience('germany', "CountryCode eq 'DE'", true),
    audience('pixel-owners', "Model eq 'Pixel 8'", true),
    audience('first-release', "AppVersion eq '1.0.0'", false),
  ];

  const extras = new Map<string, AppExtras>([
    [
      testApp.id,
      {
        log,
        customProperties: { ...seededCustomProperties },
        branches,
        distributions: [],
        releases: new Map([
          ['1', { release_id: '1', distribution_group: 'Beta testers', total_count: 120, unique_count: 87 }],
          ['2', { release_id: '2', distribution_group: 'Collaborators', total_count: 14, unique_count: 9 }],
        ]),
        bugTracker: {
          settings: {
            type: 'github',
            state: 'enabled',
            token_id: d.uuid(),
            event_types: ['newCrashGroupCreated'],
            settings: { owner_name: fakeIds.owner, type: 'github', callback_url: 'https://tracker.example.com/callback' },
          },
          issues: new Map([
            [
              groups[0]!.group.crash_group_id,
              {
                id: '42',
                title: groups[0]!.group.crash_reason,
                url: 'https://tracker.example.com/test-owner/test-app/issues/42',
                repo_name: 'test-owner/test-app',
                bug_tracker_type: 'github',
                event_type: 'newCrashGroupCreated',
                mobile_center_id: groups[0]!.group.crash_group_id,
              },
            ],
          ]),
        },
        vendorTestGroups: [
          { id: d.uuid(), name: 'Internal testers', appleId: 1_001, providerId: 77 },
          { id: d.uuid(), name: 'External beta', appleId: 1_002, providerId: 77 },
        ],
        nextBuildId: 3,
        nextConfigId: 3,
      },
    ],
    [orgApp.id, emptyExtras()],
  ]);

  return {
    now,
    user,
    users: [user, member, outsider],
    organizations: [org],
    apps: [testApp, orgApp],
    tokens,
    audiences,
    configs,
    builds,
    crashGroups: groups,
    crashes,
    deployments,
    cloudLinks: [{ appId: testApp.id, subscription: cloudCatalog[0]! }],
    cloudCatalog,
    vendorMappings: [
      { appId: orgApp.id, mapping: { app_id: orgApp.id, apple_id: '1450000001', service_connection_id: d.uuid(), team_identifier: 'TEAM12345' } },
    ],
    extras,
    errorGroups,
    errors,
  };
}

/** A fresh copy of an app's extras (the seed itself is never changed). */
export function copyExtras(extras: AppExtras): AppExtras {
  return {
    ...extras,
    log: [...extras.log],
    customProperties: { ...extras.customProperties },
    branches: new Map([...extras.branches].map(([name, branch]) => [name, { name, commits: [...branch.commits] }])),
    distributions: [...extras.distributions],
    releases: new Map([...extras.releases].map(([id, count]) => [id, { ...count }])),
    bugTracker: extras.bugTracker && { settings: extras.bugTracker.settings, issues: new Map(extras.bugTracker.issues) },
    vendorTestGroups: [...extras.vendorTestGroups],
  };
}

/** Extras of an app created through the API: no logs, no repository yet. */
export function emptyExtras(): AppExtras {
  return {
    log: [],
    customProperties: {},
    branches: new Map(),
    distributions: [],
    releases: new Map(),
    bugTracker: undefined,
    vendorTestGroups: [],
    nextBuildId: 1,
    nextConfigId: 1,
  };
}

