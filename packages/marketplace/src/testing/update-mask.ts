/**
 * How the fake applies an update: the fields named in `updateMask` (or, without one, every updatable field
 * the body sets) are copied from the body; output-only fields are ignored; any other path is refused.
 */
import { invalidArgument } from './google-errors.js';

/** What a resource lets the buyer change. */
export interface UpdateRules {
  /** Dotted paths the buyer may set (`targeting.daypartTargeting`); their descendants too. */
  readonly updatable: readonly string[];
  /** Dotted paths that exist but are output only or immutable: named in a mask, they are ignored. */
  readonly readOnly: readonly string[];
}

/**
 * Applies `body` to `current` per `mask` and returns the updated copy and the paths changed. `*` replaces
 * every updatable field (those the body leaves out are cleared).
 */
export function applyUpdate<T extends object>(current: T, body: Record<string, unknown>, mask: string | null | undefined, rules: UpdateRules): { updated: T; changed: string[] } {
  const updated = structuredClone(current) as Record<string, unknown>;
  const changed: string[] = [];
  const paths = pathsToApply(body, mask, rules);
  for (const path of paths) {
    const value = getPath(body, path);
    if (value === undefined) deletePath(updated, path);
    else setPath(updated, path, structuredClone(value));
    changed.push(path);
  }
  return { updated: updated as T, changed };
}

function pathsToApply(body: Record<string, unknown>, mask: string | null | undefined, rules: UpdateRules): string[] {
  if (mask === null || mask === undefined || mask.trim() === '') {
    return rules.updatable.filter((path) => getPath(body, path) !== undefined);
  }
  const paths = new Set<string>();
  for (const raw of mask.split(',')) {
    const path = raw.trim();
    if (path === '*') {
      for (const updatable of rules.updatable) paths.add(updatable);
      continue;
    }
    if (rules.updatable.some((u) => path === u || path.startsWith(`${u}.`))) {
      paths.add(path);
      continue;
    }
    const below = rules.updatable.filter((u) => u.startsWith(`${path}.`));
    if (below.length > 0) {
      for (const u of below) paths.add(u);
      continue;
    }
    if (rules.readOnly.some((r) => path === r || path.startsWith(`${r}.`))) continue;
    throw invalidArgument(`updateMask names '${path}', which is not a field that can be updated`);
  }
  return [...paths];
}

function getPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const child = current[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys.at(-1)!] = value;
}

function deletePath(target: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  let current: unknown = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof current !== 'object' || current === null) return;
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === 'object' && current !== null) delete (current as Record<string, unknown>)[keys.at(-1)!];
}

/** What the buyer may change on a deal. */
export const dealRules: UpdateRules = {
  updatable: [
    'flightStartTime',
    'flightEndTime',
    'estimatedGrossSpend',
    'targeting.daypartTargeting',
    'targeting.userListTargeting',
    'preferredDealTerms',
    'privateAuctionTerms.floorPrice',
    'programmaticGuaranteedTerms',
  ],
  readOnly: [
    'name',
    'proposalRevision',
    'dealType',
    'displayName',
    'description',
    'buyer',
    'billedBuyer',
    'client',
    'createTime',
    'updateTime',
    'publisherProfile',
    'targeting',
    'privateAuctionTerms.openAuctionAllowed',
    'creativeRequirements',
    'deliveryControl',
    'sellerTimeZone',
  ],
};

/** What the buyer may change on a proposal. */
export const proposalRules: UpdateRules = {
  updatable: ['buyerContacts', 'buyerPrivateData', 'pausingConsented'],
  readOnly: [
    'name',
    'proposalRevision',
    'state',
    'dealType',
    'displayName',
    'isRenegotiating',
    'originatorRole',
    'lastUpdaterOrCommentorRole',
    'buyer',
    'billedBuyer',
    'client',
    'publisherProfile',
    'termsAndConditions',
    'updateTime',
    'sellerContacts',
    'notes',
  ],
};

/** What the buyer may change on a client. */
export const clientRules: UpdateRules = {
  updatable: ['displayName', 'role', 'sellerVisible', 'partnerClientId'],
  readOnly: ['name', 'state'],
};
