/** The fake's address cleansing: the closest seeded address to a free-form one, part by part. */
import type { CleansedAddress, MatchLevel } from '../models/cleanse.js';
import type { UkAddress } from '../models/uk-address.js';
import { words } from './address-search.js';
import { squash } from './test-values.js';

/** Below this confidence the fake reports no match. */
export const CLEANSE_THRESHOLD = 0.5;

const score: Record<string, number> = { FULL: 1, PARTIAL: 0.5, MISSING: 0, INCORRECT: 0 };

function wordsLevel(expected: string, have: ReadonlySet<string>): MatchLevel {
  const wanted = words(expected);
  if (wanted.length === 0) return 'NA';
  const found = wanted.filter((word) => have.has(word)).length;
  return found === wanted.length ? 'FULL' : found > 0 ? 'PARTIAL' : 'MISSING';
}

function levels(address: UkAddress, query: string) {
  const have = new Set(words(query));
  const squashed = squash(query);
  const postcode = squashed.includes(squash(address.postcode))
    ? 'FULL'
    : squashed.includes(squash(address.postcode_outward))
      ? 'PARTIAL'
      : 'MISSING';
  return {
    organisation_match: wordsLevel(address.organisation_name, have),
    premise_match: wordsLevel(address.premise, have),
    thoroughfare_match: wordsLevel(address.thoroughfare, have),
    postcode_match: postcode as MatchLevel,
    locality_match: wordsLevel(address.dependant_locality, have),
    post_town_match: wordsLevel(address.post_town, have),
  };
}

function confidenceOf(matched: ReturnType<typeof levels>): number {
  const scored = Object.values(matched).filter((level) => level !== 'NA');
  const total = scored.reduce((sum, level) => sum + (score[level] ?? 0), 0);
  return scored.length === 0 ? 0 : Math.round((total / scored.length) * 100) / 100;
}

/** Cleanses `query` against `addresses`. */
export function cleanse(query: string, addresses: readonly UkAddress[]): CleansedAddress {
  const candidates = addresses
    .map((address) => {
      const matched = levels(address, query);
      return { address, matched, confidence: confidenceOf(matched) };
    })
    .filter((candidate) => candidate.matched.thoroughfare_match !== 'MISSING' && candidate.confidence >= CLEANSE_THRESHOLD)
    .sort((a, b) => b.confidence - a.confidence);
  const best = candidates[0];
  if (!best) {
    return {
      query,
      match: null,
      count: 0,
      fit: 0,
      confidence: 0,
      organisation_match: 'NO_MATCH',
      premise_match: 'NO_MATCH',
      thoroughfare_match: 'NO_MATCH',
      postcode_match: 'NO_MATCH',
      locality_match: 'NO_MATCH',
      post_town_match: 'NO_MATCH',
    };
  }
  const runnerUp = candidates[1]?.confidence ?? 0;
  return {
    query,
    match: best.address,
    count: Math.min(10, candidates.length),
    fit: Math.round((best.confidence - runnerUp / 2) * 100) / 100,
    confidence: best.confidence,
    ...best.matched,
  };
}
