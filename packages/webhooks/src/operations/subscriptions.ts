import { defineOperation, jsonBody } from '@org/http-core';
import { BatchUpdateRequest, BatchUpdateResponse } from '../models/batch.js';
import { AppId, SubscriptionId } from '../models/ids.js';
import { Subscription, SubscriptionInput, SubscriptionList, SubscriptionPatch } from '../models/subscription.js';

const appId = { schema: AppId, description: 'The app the subscriptions belong to.' } as const;

const appParams = { appId } as const;

const subscriptionParams = {
  appId,
  subscriptionId: { schema: SubscriptionId, description: 'The subscription: its number, or the string `id` the service returned.' },
} as const;

/**
 * Lists the subscriptions of an app, all in one answer (the service does not page). Archived
 * subscriptions are not listed.
 *
 * @example
 * ```ts
 * const { results } = await client.subscriptions.list({ appId: 1001 });
 * const active = results.filter((s) => s.active);
 * ```
 */
export const subscriptionsList = defineOperation({
  method: 'GET',
  path: '/webhooks/v3/{appId}/subscriptions',
  summary: 'List subscriptions',
  pathParams: appParams,
  response: SubscriptionList,
});

/**
 * Creates a subscription. It is inactive unless `active: true` is given. `propertyName` is accepted
 * only with a property-change event type; with another type the call is refused before sending.
 * Never retried automatically: a retry could create it twice.
 *
 * @example
 * ```ts
 * const sub = await client.subscriptions.create({ appId: 1001, body: { eventType: 'contact.creation', active: true } });
 * ```
 */
export const subscriptionsCreate = defineOperation({
  method: 'POST',
  path: '/webhooks/v3/{appId}/subscriptions',
  summary: 'Create a subscription',
  pathParams: appParams,
  body: jsonBody(SubscriptionInput),
  response: Subscription,
});

/**
 * Updates several subscriptions in one call (today: whether each is active). The service applies
 * what it can: the answer is a full success (HTTP 200) or a multi-status result (HTTP 207) with an
 * error per input it could not apply. Read each input's outcome with `batchUpdateOutcomes`.
 * Never retried automatically.
 *
 * @example
 * ```ts
 * const inputs = ids.map((id) => ({ id, active: false }));
 * const answer = await client.subscriptions.batchUpdate({ appId: 1001, body: { inputs } });
 * const { failed } = batchUpdateOutcomes(inputs, answer);
 * ```
 */
export const subscriptionsBatchUpdate = defineOperation({
  method: 'POST',
  path: '/webhooks/v3/{appId}/subscriptions/batch/update',
  summary: 'Update several subscriptions in one call',
  pathParams: appParams,
  body: jsonBody(BatchUpdateRequest),
  response: BatchUpdateResponse,
});

/**
 * Gets a subscription by identifier.
 *
 * @throws NotFoundError when there is none, or it was archived.
 * @example
 * ```ts
 * const sub = await client.subscriptions.get({ appId: 1001, subscriptionId: '7' });
 * ```
 */
export const subscriptionsGet = defineOperation({
  method: 'GET',
  path: '/webhooks/v3/{appId}/subscriptions/{subscriptionId}',
  summary: 'Get a subscription by identifier',
  pathParams: subscriptionParams,
  response: Subscription,
});

/**
 * Updates a subscription: activates or pauses it. Not retried automatically.
 *
 * @example
 * ```ts
 * await client.subscriptions.update({ appId: 1001, subscriptionId: sub.id, body: { active: false } });
 * ```
 */
export const subscriptionsUpdate = defineOperation({
  method: 'PATCH',
  path: '/webhooks/v3/{appId}/subscriptions/{subscriptionId}',
  summary: 'Update a subscription',
  pathParams: subscriptionParams,
  body: jsonBody(SubscriptionPatch),
  response: Subscription,
});

/**
 * Archives a subscription (the service's delete): it stops delivering and no longer appears in
 * `list` or `get`.
 *
 * @throws NotFoundError when there is none, or it was archived already.
 * @example
 * ```ts
 * await client.subscriptions.archive({ appId: 1001, subscriptionId: sub.id });
 * ```
 */
export const subscriptionsArchive = defineOperation({
  method: 'DELETE',
  path: '/webhooks/v3/{appId}/subscriptions/{subscriptionId}',
  summary: 'Archive a subscription',
  pathParams: subscriptionParams,
});

/**
 * An app's event subscriptions. Each names an event type (and, for property changes, a property);
 * active ones have their events delivered to the app's target URL.
 */
export const subscriptionsGroup = {
  list: subscriptionsList,
  create: subscriptionsCreate,
  batchUpdate: subscriptionsBatchUpdate,
  get: subscriptionsGet,
  update: subscriptionsUpdate,
  archive: subscriptionsArchive,
} as const;
