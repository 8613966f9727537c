/** Names, keys and ids the fake seeds: use them in tests instead of listing first. */
export const fakeIds = {
  /** The user holding the seeded API key; owner of `appName`. */
  owner: 'test-owner',
  /** The seeded Android app with analytics, builds, crashes and deployments. */
  appName: 'test-app',
  /** An organisation the user administers. */
  org: 'test-org',
  /** The organisation's iOS app (no analytics). */
  orgAppName: 'org-app',
  /** Id of the user token whose secret is the fake's API key. */
  userTokenId: 'token-1',
  /** Id of the seeded read-only app token of `appName`. */
  appTokenId: 'app-token-1',
  /** Secret of the seeded read-only (`viewer`) app token of `appName`. */
  viewerKey: 'test-app-viewer-key',
  /** A branch configured for build, with a successful build. */
  configuredBranch: 'main',
  /** A branch not configured for build. */
  unconfiguredBranch: 'develop',
  /** A configured branch whose last build failed. */
  failingBranch: 'release-2.0',
  /** Id of the successful seeded build (on `main`). */
  succeededBuildId: 1,
  /** Id of the failed seeded build (on `release-2.0`). */
  failedBuildId: 2,
  /** A second user (`ana@example.com`), member of nothing at first: the one to invite. */
  member: 'ana-tester',
  /** Secret of `member`'s user token. */
  memberKey: 'test-member-api-key',
  /** A third user (`ben@example.com`), member of nothing at first. */
  outsider: 'ben-tester',
  /** Secret of `outsider`'s user token. */
  outsiderKey: 'test-outsider-api-key',
  /** Seeded over-the-air deployments. */
  deployments: ['Staging', 'Production'],
} as const;

/** The API key the fake accepts unless told otherwise. */
export const defaultFakeApiKey = 'test-api-key';

/** Most logs one log flow call returns, as the service documents. */
export const LOG_FLOW_LIMIT = 100;

/** Names the fake's distribution seed uses: groups, testers and the store of the seeded apps. */
export const distributionIds = {
  /** Private group of `appName` with the fake's user and Ana; release 1 went to it. */
  betaGroup: 'Beta testers',
  /** Private group of `appName` with Ben only; release 2 went to it. */
  collaboratorsGroup: 'Collaborators',
  /** Public group of `appName` (no members; anyone with the app secret sees its releases). */
  publicGroup: 'Public',
  /** Group of the iOS app `orgAppName` with the fake's user and Ana; its release 1 went to it. */
  iosGroup: 'QA',
  /** Email of a tester in `betaGroup` and `iosGroup`. */
  anaEmail: 'ana@example.com',
  /** Email of the tester in `collaboratorsGroup`. */
  benEmail: 'ben@example.com',
  /** The Google Play store of `appName`. */
  store: 'Production',
} as const;
