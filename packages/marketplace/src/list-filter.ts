/**
 * Builders of list filters in the service's filtering syntax: `field = "value"` comparisons joined by
 * `AND`. Values are quoted and escaped, dates written as RFC 3339, so a value can never change the
 * expression around it.
 */
import { ValidationError } from '@org/http-core';
import type { DealType } from './models/deal-type.js';
import type { DealServingStatus } from './models/finalized-deal.js';
import type { ProposalState } from './models/proposal.js';
import type { AppStore } from './models/publisher-profile.js';

/** A value a filter compares with. */
export type FilterValue = string | number | boolean | Date;

/**
 * Comparisons of one field, joined by `AND`: `{ ge: start, lt: end }` is `field >= start AND field < end`.
 * `has` (`field: value`) matches a repeated field holding the value.
 */
export interface Comparison<T extends FilterValue> {
  readonly eq?: T;
  readonly ne?: T;
  readonly lt?: T;
  readonly le?: T;
  readonly gt?: T;
  readonly ge?: T;
  readonly has?: T;
}

/** A value (meaning `=`) or comparisons. */
export type Condition<T extends FilterValue> = T | Comparison<T>;

const operators: Readonly<Record<keyof Comparison<FilterValue>, string>> = {
  eq: '=',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  has: ':',
};

/**
 * Builds a filter from conditions by field; fields whose condition is `undefined` are left out.
 * Prefer the typed builders ({@link proposalFilter}, ...), which know each list's fields.
 *
 * @example
 * ```ts
 * filterExpression({ state: 'FINALIZED', updateTime: { ge: new Date('2024-01-01') } });
 * // 'state = "FINALIZED" AND updateTime >= "2024-01-01T00:00:00.000Z"'
 * ```
 */
export function filterExpression(conditions: Readonly<Record<string, Condition<FilterValue> | undefined>>): string {
  const terms: string[] = [];
  for (const [field, condition] of Object.entries(conditions)) {
    if (condition === undefined) continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(field)) {
      throw new ValidationError(`filter field '${field}' is not a field path`, { field: 'filter' });
    }
    if (isComparison(condition)) {
      const entries = Object.entries(condition).filter(([, value]) => value !== undefined);
      if (entries.length === 0) throw new ValidationError(`filter condition of ${field} compares with nothing`, { field: `filter.${field}` });
      for (const [op, value] of entries) {
        const symbol = operators[op as keyof Comparison<FilterValue>];
        if (symbol === undefined) throw new ValidationError(`unknown filter comparison '${op}' for ${field}`, { field: `filter.${field}` });
        terms.push(`${field}${symbol === ':' ? ':' : ` ${symbol}`} ${literal(field, value as FilterValue)}`);
      }
    } else {
      terms.push(`${field} = ${literal(field, condition)}`);
    }
  }
  return terms.join(' AND ');
}

function isComparison(condition: Condition<FilterValue>): condition is Comparison<FilterValue> {
  return typeof condition === 'object' && condition !== null && !(condition instanceof Date);
}

function literal(field: string, value: FilterValue): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ValidationError(`filter value of ${field} must be a finite number`, { field: `filter.${field}` });
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new ValidationError(`filter value of ${field} is an invalid date`, { field: `filter.${field}` });
    return `"${value.toISOString()}"`;
  }
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Conditions of the proposals list. */
export interface ProposalFilter {
  readonly displayName?: Condition<string>;
  readonly dealType?: Condition<DealType>;
  readonly state?: Condition<ProposalState>;
  /** A `Date` or an RFC 3339 string. */
  readonly updateTime?: Condition<Date | string>;
}

/**
 * A filter of `proposals.list`.
 *
 * @example
 * ```ts
 * client.proposals.list({ parent: 'buyers/12', filter: proposalFilter({ state: 'FINALIZED', dealType: 'PROGRAMMATIC_GUARANTEED' }) });
 * ```
 */
export function proposalFilter(conditions: ProposalFilter): string {
  return filterExpression({ ...conditions });
}

/** Conditions of the clients list. */
export interface ClientFilter {
  /** The buyer's own id of the client. */
  readonly partnerClientId?: Condition<string>;
}

/** A filter of `clients.list`: `clientFilter({ partnerClientId: 'crm-42' })`. */
export function clientFilter(conditions: ClientFilter): string {
  return filterExpression({ ...conditions });
}

/** Conditions of the finalized deals list. */
export interface FinalizedDealFilter {
  readonly 'deal.displayName'?: Condition<string>;
  readonly 'deal.dealType'?: Condition<DealType>;
  readonly 'deal.createTime'?: Condition<Date | string>;
  readonly 'deal.updateTime'?: Condition<Date | string>;
  readonly 'deal.flightStartTime'?: Condition<Date | string>;
  readonly 'deal.flightEndTime'?: Condition<Date | string>;
  readonly dealServingStatus?: Condition<DealServingStatus>;
}

/** A filter of `finalizedDeals.list`: `finalizedDealFilter({ dealServingStatus: 'PAUSED_BY_BUYER' })`. */
export function finalizedDealFilter(conditions: FinalizedDealFilter): string {
  return filterExpression({ ...conditions });
}

/** Conditions of the publisher profiles list. */
export interface PublisherProfileFilter {
  readonly displayName?: Condition<string>;
  readonly publisherCode?: Condition<string>;
  readonly isParent?: Condition<boolean>;
  /** Use `{ has: 'example.com' }`: profiles listing that domain. */
  readonly domains?: Comparison<string>;
  /** Use `{ has: 'GOOGLE_PLAY' }`: profiles with an app in that store. */
  readonly 'mobileApps.appStore'?: Comparison<AppStore>;
  /** Use `{ has: 'com.example.app' }`: profiles with that app. */
  readonly 'mobileApps.externalAppId'?: Comparison<string>;
}

/** A filter of `publisherProfiles.list`: `publisherProfileFilter({ isParent: true })`. */
export function publisherProfileFilter(conditions: PublisherProfileFilter): string {
  return filterExpression({ ...conditions });
}
