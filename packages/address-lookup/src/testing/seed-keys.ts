/** The fake's accounts: the keys, user tokens and licensees present at start and after `reset()`. */
import type { KeyContext } from '../models/key.js';
import { testValues } from './test-values.js';

/** A key as the fake keeps it. */
export interface FakeKey {
  readonly key: string;
  /** The user token of the account owning the key. */
  readonly owner: string;
  /** Lookups left; 0 makes the key unavailable and lookups answer 4020. */
  lookupsRemaining: number;
  /** Lookups per day, or `null`. */
  dailyLimit: number | null;
  /** Lookups per IP address per day, or `null`. */
  individualLimit: number | null;
  /** Pages allowed to use the key (origins or URL prefixes); empty allows any. */
  allowedUrls: string[];
  /** Whether lookups need a licensee key (a sub-licensed `sl_` key). */
  readonly subLicensed: boolean;
  readonly context: string;
}

/** The account credentials and keys the fake starts with. */
export const fakeAccount = {
  /** An ordinary key with 1000 lookups, owned by {@link fakeAccount.userToken}. */
  apiKey: 'ak_test_fake0001',
  /** A second key of the same account with no allowed-URL restriction but a daily limit of 5. */
  limitedKey: 'ak_test_fake0002',
  /** A key restricted to pages on `https://shop.example`. */
  restrictedKey: 'ak_test_fake0003',
  /** A sub-licensed key: lookups need one of its licensees. */
  subLicensedKey: 'sl_test_fake0004',
  /** The user token owning every key above. */
  userToken: 'uk_test_fakeowner',
  /** A user token owning no key. */
  otherUserToken: 'uk_test_stranger',
  /** The first licensee of {@link fakeAccount.subLicensedKey}. */
  licenseeKey: 'sk_fake000001',
  /** The page origin allowed on {@link fakeAccount.restrictedKey}. */
  allowedOrigin: 'https://shop.example',
} as const;

/** Countries every fake key can search. */
export const keyContexts: readonly KeyContext[] = [
  { iso_3: 'GBR', iso_2: 'GB', description: 'United Kingdom', emoji: '🇬🇧', rgeo: true },
  { iso_3: 'USA', iso_2: 'US', description: 'United States', emoji: '🇺🇸', rgeo: false },
];

/** The keys present at start, by key. */
export function seedKeys(): FakeKey[] {
  const base = { owner: fakeAccount.userToken, dailyLimit: null, individualLimit: null, allowedUrls: [], subLicensed: false, context: 'GBR' };
  return [
    { ...base, key: testValues.keys.community, owner: 'uk_community', lookupsRemaining: Number.MAX_SAFE_INTEGER },
    { ...base, key: testValues.keys.unavailable, owner: 'uk_community', lookupsRemaining: 0 },
    { ...base, key: fakeAccount.apiKey, lookupsRemaining: 1000 },
    { ...base, key: fakeAccount.limitedKey, lookupsRemaining: 1000, dailyLimit: 5, individualLimit: 3 },
    { ...base, key: fakeAccount.restrictedKey, lookupsRemaining: 1000, allowedUrls: [fakeAccount.allowedOrigin] },
    { ...base, key: fakeAccount.subLicensedKey, lookupsRemaining: 1000, subLicensed: true },
  ];
}

/** A licensee as the fake keeps it: the answer's fields plus the key it belongs to. */
export interface FakeLicensee {
  readonly id: string;
  readonly key: string;
  readonly parent: string;
  readonly createdAt: string;
  name: string;
  address: string;
  postcode: string;
  whitelist: string[];
  dailyLimit: number | null;
  cancelled: boolean;
  /** Any other fields a caller sent, kept and returned as given. */
  extra: Record<string, unknown>;
}

/** The licensees present at start: five, so that listing pages. */
export function seedLicensees(createdAt: string): FakeLicensee[] {
  const names = ['Harbour Lettings', 'Northgate Couriers', 'Pennine Utilities', 'Quayside Insurance', 'Riverside Removals'];
  return names.map((name, index) => ({
    id: String(index + 1),
    key: licenseeKeyFor(index + 1),
    parent: fakeAccount.subLicensedKey,
    createdAt,
    name,
    address: `${index + 1} Commercial Street, Leeds`,
    postcode: 'LS1 6AA',
    whitelist: [],
    dailyLimit: null,
    cancelled: false,
    extra: {},
  }));
}

/** The key of the licensee with numeric id `id`. */
export function licenseeKeyFor(id: number): string {
  return `sk_fake${String(id).padStart(6, '0')}`;
}
