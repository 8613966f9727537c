/**
 * The read-modify-write loop of deal updates under optimistic concurrency.
 */
import { ResponseValidationError, type CallOptions } from '@org/http-core';
import { fieldMask } from '@org/http-core/google';
import type { MarketplaceClient } from './client.js';
import type { Deal, DealUpdate } from './models/deal.js';
import { isRevisionConflictError } from './revision-conflict.js';

/** The fields of a deal a change sets; the revision is added for you. */
export type DealChanges = Omit<DealUpdate, 'proposalRevision' | 'name'>;

/** Options of {@link updateDealAtLatestRevision}. */
export interface LatestRevisionOptions extends CallOptions {
  /** Attempts in all (read, change, write) before a `RevisionConflictError` is let through. Default 3. */
  readonly maxAttempts?: number;
  /** Paths replaced as a whole in the field mask (see `fieldMask`), e.g. `['targeting.daypartTargeting']`. */
  readonly wholeFields?: readonly string[];
}

/**
 * Updates a deal at the latest revision: reads it, asks `change` what to set given the deal as it is now,
 * and sends exactly those fields (as the `updateMask`) with the revision just read. When the proposal moved
 * on in between (a `RevisionConflictError`), it reads again and asks `change` again, up to `maxAttempts`.
 * `change` returns `undefined` when nothing needs to change any more; the deal is then returned as read.
 *
 * @example
 * ```ts
 * const deal = await updateDealAtLatestRevision(client, 'buyers/1/proposals/2/deals/3', (current) =>
 *   current.flightEndTime === end ? undefined : { flightEndTime: end },
 * );
 * ```
 */
export async function updateDealAtLatestRevision(
  client: MarketplaceClient,
  name: string,
  change: (deal: Deal) => DealChanges | undefined | Promise<DealChanges | undefined>,
  options: LatestRevisionOptions = {},
): Promise<Deal> {
  const { maxAttempts = 3, wholeFields, ...call } = options;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError('maxAttempts must be a positive integer');
  for (let attempt = 1; ; attempt++) {
    const deal = await client.deals.get({ name }, call);
    const changes = await change(deal);
    if (changes === undefined) return deal;
    const updateMask = fieldMask(changes, { whole: wholeFields ?? [] });
    if (updateMask === '') return deal;
    const proposalRevision = deal.proposalRevision;
    if (proposalRevision === undefined) {
      throw new ResponseValidationError(`Deal ${name} was read without a proposalRevision; it cannot be updated safely`, { operation: 'deals.get' });
    }
    try {
      return await client.deals.patch({ name, updateMask, body: { ...changes, proposalRevision } }, call);
    } catch (error) {
      if (!isRevisionConflictError(error) || attempt >= maxAttempts) throw error;
    }
  }
}
