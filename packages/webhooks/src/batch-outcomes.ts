import type { BatchError, BatchStatus, BatchUpdateItem, BatchUpdateResponse } from './models/batch.js';
import type { Subscription } from './models/subscription.js';

/** An input the service applied: `subscription` is the subscription as it is now. */
export interface BatchItemUpdated {
  readonly outcome: 'updated';
  /** The subscription id, as a string. */
  readonly id: string;
  /** What was asked for this subscription. */
  readonly input: BatchUpdateItem;
  readonly subscription: Subscription;
}

/** An input the service reported an error for; it was not applied. */
export interface BatchItemFailed {
  readonly outcome: 'failed';
  readonly id: string;
  readonly input: BatchUpdateItem;
  /** The service's error about this input. */
  readonly error: BatchError;
}

/**
 * An input the answer neither lists among the results nor names in an error (for example when the batch
 * did not complete). Do not count it as applied: read the subscription to know.
 */
export interface BatchItemUnconfirmed {
  readonly outcome: 'unconfirmed';
  readonly id: string;
  readonly input: BatchUpdateItem;
}

/** The outcome of one input of a batch update. */
export type BatchItemOutcome = BatchItemUpdated | BatchItemFailed | BatchItemUnconfirmed;

/** Every input of a batch update with its outcome, and the outcomes sorted by kind. */
export interface BatchUpdateOutcomes {
  /** The batch's own status (`COMPLETE`, ...). */
  readonly status: BatchStatus;
  /** One outcome per input, in input order. */
  readonly outcomes: readonly BatchItemOutcome[];
  readonly updated: readonly BatchItemUpdated[];
  readonly failed: readonly BatchItemFailed[];
  readonly unconfirmed: readonly BatchItemUnconfirmed[];
  /** Errors of the answer that name none of the inputs. */
  readonly otherErrors: readonly BatchError[];
  /** `true` only when every input was updated. */
  readonly allUpdated: boolean;
}

/**
 * Reads the outcome of each input of `subscriptions.batchUpdate`. An input counts as updated only when
 * the answer lists its subscription among the results and names it in no error; an input an error
 * names (in the error's `context` values or `id`) has failed; any other input is unconfirmed. Nothing
 * is reported as done that was not confirmed.
 *
 * @param inputs - the `inputs` sent.
 * @param answer - what `batchUpdate` resolved to (a full success or a multi-status result).
 *
 * @example
 * ```ts
 * const inputs = [{ id: '7', active: false }, { id: '8', active: false }];
 * const answer = await client.subscriptions.batchUpdate({ appId, body: { inputs } });
 * const report = batchUpdateOutcomes(inputs, answer);
 * for (const item of report.failed) console.warn(`subscription ${item.id}: ${item.error.message}`);
 * ```
 */
export function batchUpdateOutcomes(inputs: readonly BatchUpdateItem[], answer: BatchUpdateResponse): BatchUpdateOutcomes {
  const results = new Map<string, Subscription>();
  for (const subscription of answer.results ?? []) results.set(String(subscription.id), subscription);
  const errors = answer.errors ?? [];
  const requested = new Set(inputs.map((input) => String(input.id)));
  const errorFor = new Map<string, BatchError>();
  const otherErrors: BatchError[] = [];
  for (const error of errors) {
    const named = namedIds(error).filter((id) => requested.has(id));
    if (named.length === 0) otherErrors.push(error);
    for (const id of named) if (!errorFor.has(id)) errorFor.set(id, error);
  }

  const outcomes: BatchItemOutcome[] = inputs.map((input) => {
    const id = String(input.id);
    const error = errorFor.get(id);
    if (error) return { outcome: 'failed', id, input, error };
    const subscription = results.get(id);
    if (subscription) return { outcome: 'updated', id, input, subscription };
    return { outcome: 'unconfirmed', id, input };
  });
  const updated = outcomes.filter((o): o is BatchItemUpdated => o.outcome === 'updated');
  return {
    status: answer.status,
    outcomes,
    updated,
    failed: outcomes.filter((o): o is BatchItemFailed => o.outcome === 'failed'),
    unconfirmed: outcomes.filter((o): o is BatchItemUnconfirmed => o.outcome === 'unconfirmed'),
    otherErrors,
    allUpdated: inputs.length > 0 && updated.length === inputs.length,
  };
}

/** The identifiers an error names: every value of its `context`, and its `id`. */
function namedIds(error: BatchError): string[] {
  const ids: string[] = [];
  const context: unknown = error.context;
  if (typeof context === 'object' && context !== null) {
    for (const values of Object.values(context)) {
      if (Array.isArray(values)) for (const value of values) if (typeof value === 'string' || typeof value === 'number') ids.push(String(value));
    }
  }
  if (typeof error.id === 'string') ids.push(error.id);
  return ids;
}
