import { json, type FakeResponse } from '@org/http-core/testing';
import type { BatchError } from '../models/batch.js';
import type { Subscription } from '../models/subscription.js';
import type { WebhooksFakeState } from './state.js';

/**
 * Applies a batch update as far as it can: every input naming a subscription of the app that is not
 * archived is applied; each other input gets an error whose `context.ids` holds its id. All applied:
 * HTTP 200. Any error: HTTP 207 with `numErrors` and `errors`.
 */
export function batchUpdate(
  appId: number,
  body: { readonly inputs: ReadonlyArray<{ readonly id: number; readonly active: boolean }> },
  state: WebhooksFakeState,
): FakeResponse {
  const startedAt = state.timestamp();
  const results: Subscription[] = [];
  const errors: BatchError[] = [];
  for (const input of body.inputs) {
    const updated = state.setActive(appId, input.id, input.active);
    if (updated) {
      results.push(updated);
      continue;
    }
    errors.push({
      status: 'error',
      category: { name: 'OBJECT_NOT_FOUND', httpStatus: 'NOT_FOUND' },
      message: `No subscription ${input.id} in app ${appId}`,
      errors: [],
      context: { ids: [String(input.id)] },
      links: {},
    });
  }
  const answer = { status: 'COMPLETE', results, startedAt, completedAt: state.timestamp() };
  if (errors.length === 0) return json(200, answer);
  return json(207, { ...answer, numErrors: errors.length, errors });
}
