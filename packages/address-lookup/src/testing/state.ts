/** Everything the fake remembers between requests, in `createStore` collections and day counters. */
import { createStore, type MemoryStore } from '@org/http-core/testing';
import { fakeAccount, seedKeys, seedLicensees, type FakeKey, type FakeLicensee } from './seed-keys.js';

/** A stored key config. */
export interface FakeConfig {
  readonly key: string;
  readonly name: string;
  payload: string;
  readonly createdAt: string;
  updatedAt: string;
  extra: Record<string, unknown>;
}

/** One charged lookup, as the history (CSV and usage statistics) reports it. */
export interface LookupRecord {
  /** Epoch milliseconds. */
  readonly time: number;
  readonly key: string;
  readonly ip: string;
  readonly query: string;
  readonly url: string;
  readonly kind: string;
  readonly tags: readonly string[];
  readonly licensee: string | undefined;
}

/** The fake's state. Tests may read and change it directly. */
export interface FakeState {
  /** Keys by key. */
  readonly keys: MemoryStore<FakeKey>;
  /** Licensees by numeric id. */
  readonly licensees: MemoryStore<FakeLicensee>;
  /** Configs by `key/name`. */
  readonly configs: MemoryStore<FakeConfig>;
  /** Charged lookups, oldest first. */
  readonly lookups: MemoryStore<LookupRecord>;
  /** The fake's clock (epoch ms): dates of lookups, day boundaries, `createdAt` fields. */
  now(): number;
  /** Lookups charged today (by the fake's clock) for a key, optionally only from one IP address or licensee. */
  chargedToday(key: string, filter?: { ip?: string; licensee?: string }): number;
  /** Puts everything back as at start. */
  reset(): void;
}

/** The id of a config in {@link FakeState.configs}. */
export const configId = (key: string, name: string): string => `${key}/${name}`;

/** The day (UTC, `YYYY-MM-DD`) of an epoch-ms time. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Creates the state; `now` is the fake's clock. */
export function createFakeState(now: () => number): FakeState {
  const startedAt = new Date(now()).toISOString();
  const keys = createStore<FakeKey>({ seed: seedKeys().map((key) => [key.key, key] as const) });
  const licensees = createStore<FakeLicensee>({ seed: seedLicensees(startedAt).map((licensee) => [licensee.id, licensee] as const) });
  const configs = createStore<FakeConfig>({
    seed: [
      [
        configId(fakeAccount.apiKey, 'checkout'),
        { key: fakeAccount.apiKey, name: 'checkout', payload: '{"context":"GBR"}', createdAt: startedAt, updatedAt: startedAt, extra: {} },
      ],
    ],
  });
  const lookups = createStore<LookupRecord>({ idPrefix: 'lookup-' });
  return {
    keys,
    licensees,
    configs,
    lookups,
    now,
    chargedToday(key, filter = {}) {
      const today = dayOf(now());
      return lookups.list(
        (record) =>
          record.key === key &&
          dayOf(record.time) === today &&
          (filter.ip === undefined || record.ip === filter.ip) &&
          (filter.licensee === undefined || record.licensee === filter.licensee),
      ).length;
    },
    reset() {
      keys.reset();
      licensees.reset();
      configs.reset();
      lookups.reset();
    },
  };
}
