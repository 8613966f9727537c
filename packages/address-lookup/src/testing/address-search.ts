/**
 * Search over the fake's addresses: free text (every word must start a word of the address), the
 * service's filters (AND across filters, OR within one) and biases (matches ranked first).
 */
import type { UkAddress } from '../models/uk-address.js';
import { suggestionText, type AnyAddress } from './address-views.js';
import { squash } from './test-values.js';

/** Lower-case words of a text (letters and digits). */
export function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** Whether every word of `query` starts some word of `text` (or the query is the address's postcode). */
export function matchesText(address: AnyAddress, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return false;
  const text = suggestionText(address);
  const have = words(text);
  if ('uk' in address && squash(query) === squash(address.uk.postcode)) return true;
  const squashedPostcode = 'uk' in address ? squash(address.uk.postcode).toLowerCase() : '';
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)) || (squashedPostcode !== '' && squashedPostcode.startsWith(word)));
}

type Field = (address: UkAddress) => string;

const area: Field = (address) => /^[A-Z]+/.exec(address.postcode_outward)?.[0] ?? '';
const sector: Field = (address) => `${address.postcode_outward}${address.postcode_inward.slice(0, 1)}`;

/** The address field each filter (and its `bias_` twin) compares, normalised. */
const fields: Readonly<Record<string, Field>> = {
  postcode_outward: (address) => address.postcode_outward,
  postcode: (address) => squash(address.postcode),
  postcode_area: area,
  postcode_sector: sector,
  post_town: (address) => address.post_town,
  thoroughfare: (address) => address.thoroughfare,
  uprn: (address) => address.uprn,
  country: (address) => address.country,
  postcode_type: (address) => address.postcode_type,
  su_organisation_indicator: (address) => address.su_organisation_indicator,
};

const normal = (text: string): string => squash(text);

/** Filter names the fake applies (all the service documents). */
export const filterNames = ['postcode_outward', 'postcode', 'postcode_area', 'postcode_sector', 'post_town', 'uprn', 'country', 'postcode_type', 'su_organisation_indicator', 'box'] as const;

/** Bias names the fake applies. */
export const biasNames = ['postcode_outward', 'postcode', 'postcode_area', 'postcode_sector', 'post_town', 'thoroughfare', 'country', 'lonlat'] as const;

function inBox(address: UkAddress, box: string): boolean {
  const [west, north, east, south] = box.split(',').map(Number) as [number, number, number, number];
  const { longitude, latitude } = address;
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return false;
  return longitude >= Math.min(west, east) && longitude <= Math.max(west, east) && latitude >= Math.min(north, south) && latitude <= Math.max(north, south);
}

/** Distance in metres between two points (equirectangular approximation, plenty for 100 m or 50 km). */
export function distance(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

function withinCircle(address: UkAddress, circle: string): boolean {
  const [lon, lat, radius] = circle.split(',').map(Number) as [number, number, number];
  const { longitude, latitude } = address;
  return typeof longitude === 'number' && typeof latitude === 'number' && distance(lon, lat, longitude, latitude) <= radius;
}

function terms(query: URLSearchParams, name: string): string[] | undefined {
  const value = query.get(name);
  return value === null ? undefined : value.split(',').map((term) => normal(term)).filter((term) => term !== '');
}

/** Whether an address passes every filter of the request. Addresses outside the UK pass only when no filter is set. */
export function passesFilters(address: AnyAddress, query: URLSearchParams): boolean {
  for (const name of filterNames) {
    const value = query.get(name);
    if (value === null) continue;
    if (!('uk' in address)) return false;
    if (name === 'box') {
      if (!inBox(address.uk, value)) return false;
      continue;
    }
    const wanted = terms(query, name) ?? [];
    if (!wanted.includes(normal(fields[name]!(address.uk)))) return false;
  }
  return true;
}

/** How many of the request's biases an address matches (more ranks higher). */
export function biasScore(address: AnyAddress, query: URLSearchParams): number {
  if (!('uk' in address)) return 0;
  let score = 0;
  for (const name of biasNames) {
    const value = query.get(`bias_${name}`);
    if (value === null) continue;
    if (name === 'lonlat') {
      if (withinCircle(address.uk, value)) score++;
      continue;
    }
    const wanted = terms(query, `bias_${name}`) ?? [];
    if (wanted.includes(normal(fields[name]!(address.uk)))) score++;
  }
  return score;
}

/** Addresses matching, filtered and ranked by the request's biases (stable for equal scores). */
export function rank<T extends AnyAddress>(addresses: readonly T[], query: URLSearchParams): T[] {
  return addresses
    .filter((address) => passesFilters(address, query))
    .map((address, index) => ({ address, index, score: biasScore(address, query) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ address }) => address);
}
