import { createStore, type MemoryStore } from '@org/http-core/testing';

/** A configuration as the fake keeps it: everything sent, secrets included, and its id as a decimal string. */
export interface StoredConfiguration {
  notificationId: string;
  notifyURL: string;
  eventConfigs: Array<{ eventType: string; includeMode: string }>;
  notifyUsername?: string;
  notifyPassword?: string;
  hmacSignatureKey?: string;
  active?: boolean;
  [field: string]: unknown;
}

/** One sample notification the fake delivered while testing a configuration. */
export interface Delivery {
  readonly notificationId: string;
  readonly eventType: string;
  readonly url: string;
  /** HTTP status of your endpoint, `undefined` when it could not be reached. */
  readonly status: number | undefined;
  readonly ok: boolean;
}

/** The fake's state: configurations, the id sequence, and the deliveries made by tests. */
export interface NotificationState {
  readonly configurations: MemoryStore<StoredConfiguration>;
  readonly deliveries: Delivery[];
  /** The next id, then advances; ids are 64-bit integers as decimal strings. */
  nextId(): string;
  /** A fresh 16-digit reference for an answer. */
  nextReference(): string;
  reset(): void;
}

/** Creates the state; ids start at `firstId`. */
export function createNotificationState(firstId: bigint): NotificationState {
  const configurations = createStore<StoredConfiguration>();
  const deliveries: Delivery[] = [];
  let id = firstId;
  let reference = 0;
  return {
    configurations,
    deliveries,
    nextId: () => String(id++),
    nextReference: () => String(8_800_000_000_000_000n + BigInt(++reference)),
    reset() {
      configurations.reset();
      deliveries.length = 0;
      id = firstId;
      reference = 0;
    },
  };
}

/** The configuration as answered: secrets left out, id as an exact JSON number. */
export function publicView(stored: StoredConfiguration, wireId: (id: string) => unknown): Record<string, unknown> {
  const { notifyPassword: _password, hmacSignatureKey: _key, notificationId, ...shown } = stored;
  return { ...shown, notificationId: wireId(notificationId) };
}
