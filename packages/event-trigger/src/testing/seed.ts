/**
 * What the fake knows from the start: the test credential, the caller it stands for, a project and the
 * locations the service supports.
 */

/** The bearer token the fake accepts unless told otherwise. */
export const TEST_TOKEN = 'event-trigger-test-token';

/** The principal the test token stands for. */
export const TEST_CALLER = 'user:tester@example.com';

/** A project id to use in tests; the fake accepts any project. */
export const TEST_PROJECT = 'test-project';

/** A supported location as the fake describes it. */
export interface SeedLocation {
  /** Canonical id, e.g. `us-central1`. */
  readonly locationId: string;
  /** Friendly name. */
  readonly displayName: string;
}

/** The locations every project sees. */
export const SEED_LOCATIONS: readonly SeedLocation[] = [
  { locationId: 'us-central1', displayName: 'Iowa' },
  { locationId: 'europe-west1', displayName: 'Belgium' },
  { locationId: 'asia-northeast1', displayName: 'Tokyo' },
];

/**
 * A valid trigger body for `triggers.create`: events of `type` delivered to a Cloud Run service.
 *
 * @example
 * ```ts
 * await client.triggers.create({ parent: fake.parent, triggerId: 'orders', body: sampleTrigger() });
 * ```
 */
export function sampleTrigger(overrides: Record<string, unknown> = {}) {
  return {
    matchingCriteria: [{ attribute: 'type', value: 'google.cloud.pubsub.topic.v1.messagePublished' }],
    destination: { cloudRunService: { service: 'orders-handler', region: 'us-central1', path: '/events' } },
    labels: { team: 'payments' },
    ...overrides,
  };
}
