/**
 * Deal-by-deal outcomes of a batch update.
 */
import { ResponseValidationError, type CallOptions, type SdkError } from '@org/http-core';
import type { MarketplaceClient } from './client.js';
import type { Deal, UpdateDealRequest } from './models/deal.js';

/** What became of one deal of a batch update. */
export type DealUpdateOutcome =
  | { readonly name: string; readonly ok: true; readonly deal: Deal }
  | { readonly name: string; readonly ok: false; readonly error: SdkError | Error };

/** Input of {@link batchUpdateDeals}. */
export interface BatchUpdateDealsInput {
  /** The proposal of the deals: `buyers/{buyer}/proposals/{proposal}`. */
  readonly parent: string;
  /** One entry per deal, each with the deal's `name` and `proposalRevision`. */
  readonly requests: readonly UpdateDealRequest[];
}

/**
 * Updates several deals of one proposal and reports the outcome of each, in the order of `requests`.
 * The service applies a batch entirely or not at all, so when the call fails every deal carries the same
 * error (a `RevisionConflictError` for a stale revision, a `ValidationError` naming the entry at fault
 * when nothing was sent). A deal missing from the service's answer is reported as failed.
 *
 * @example
 * ```ts
 * const outcomes = await batchUpdateDeals(client, { parent: proposal.name, requests });
 * for (const outcome of outcomes) if (!outcome.ok) console.warn(outcome.name, outcome.error.message);
 * ```
 */
export async function batchUpdateDeals(client: MarketplaceClient, input: BatchUpdateDealsInput, options?: CallOptions): Promise<DealUpdateOutcome[]> {
  const names = input.requests.map((request) => String(request?.deal?.name ?? ''));
  let deals: readonly Deal[];
  try {
    const answer = await client.deals.batchUpdate({ parent: input.parent, body: { requests: [...input.requests] } }, options);
    deals = answer.deals ?? [];
  } catch (error) {
    return names.map((name) => ({ name, ok: false, error: error as SdkError | Error }));
  }
  const byName = new Map(deals.map((deal) => [deal.name, deal]));
  return names.map((name) => {
    const deal = byName.get(name);
    if (deal) return { name, ok: true, deal };
    return {
      name,
      ok: false,
      error: new ResponseValidationError(`The batch update answered without deal ${name}`, { operation: 'deals.batchUpdate' }),
    };
  });
}
