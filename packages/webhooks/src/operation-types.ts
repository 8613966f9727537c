// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { ApiPromise, CallOptions, OperationInput, OperationOutput, ServiceClient } from '@org/http-core';
import type { WebhooksGroups } from './service.js';

/** Input of `settings.get` (Get the webhook settings of an app). */
export interface SettingsGetInput {
  /** The app whose settings these are. */
  appId: OperationInput<WebhooksGroups['settings']['get']>['appId'];
}
/** Output of `settings.get` (Get the webhook settings of an app). */
export type SettingsGetOutput = OperationOutput<WebhooksGroups['settings']['get']>;
/** Input of `settings.configure` (Configure the settings (target URL)). */
export interface SettingsConfigureInput {
  /** The app whose settings these are. */
  appId: OperationInput<WebhooksGroups['settings']['configure']>['appId'];
  /** The request body of `settings.configure` (Configure the settings (target URL)), sent as JSON. */
  body: OperationInput<WebhooksGroups['settings']['configure']>['body'];
}
/** Output of `settings.configure` (Configure the settings (target URL)). */
export type SettingsConfigureOutput = OperationOutput<WebhooksGroups['settings']['configure']>;
/** Input of `settings.clear` (Clear the settings). */
export interface SettingsClearInput {
  /** The app whose settings these are. */
  appId: OperationInput<WebhooksGroups['settings']['clear']>['appId'];
}
/** Output of `settings.clear` (Clear the settings). */
export type SettingsClearOutput = OperationOutput<WebhooksGroups['settings']['clear']>;
/** Input of `subscriptions.list` (List subscriptions). */
export interface SubscriptionsListInput {
  /** The app the subscriptions belong to. */
  appId: OperationInput<WebhooksGroups['subscriptions']['list']>['appId'];
}
/** Output of `subscriptions.list` (List subscriptions). */
export type SubscriptionsListOutput = OperationOutput<WebhooksGroups['subscriptions']['list']>;
/** Input of `subscriptions.create` (Create a subscription). */
export interface SubscriptionsCreateInput {
  /** The app the subscriptions belong to. */
  appId: OperationInput<WebhooksGroups['subscriptions']['create']>['appId'];
  /** The request body of `subscriptions.create` (Create a subscription), sent as JSON. */
  body: OperationInput<WebhooksGroups['subscriptions']['create']>['body'];
}
/** Output of `subscriptions.create` (Create a subscription). */
export type SubscriptionsCreateOutput = OperationOutput<WebhooksGroups['subscriptions']['create']>;
/** Input of `subscriptions.batchUpdate` (Update several subscriptions in one call). */
export interface SubscriptionsBatchUpdateInput {
  /** The app the subscriptions belong to. */
  appId: OperationInput<WebhooksGroups['subscriptions']['batchUpdate']>['appId'];
  /** The request body of `subscriptions.batchUpdate` (Update several subscriptions in one call), sent as JSON. */
  body: OperationInput<WebhooksGroups['subscriptions']['batchUpdate']>['body'];
}
/** Output of `subscriptions.batchUpdate` (Update several subscriptions in one call). */
export type SubscriptionsBatchUpdateOutput = OperationOutput<WebhooksGroups['subscriptions']['batchUpdate']>;
/** Input of `subscriptions.get` (Get a subscription by identifier). */
export interface SubscriptionsGetInput {
  /** The app the subscriptions belong to. */
  appId: OperationInput<WebhooksGroups['subscriptions']['get']>['appId'];
  /** The subscription: its number, or the string `id` the service returned. */
  subscriptionId: OperationInput<WebhooksGroups['subscriptions']['get']>['subscriptionId'];
}
/** Output of `subscriptions.get` (Get a subscription by identifier). */
export type SubscriptionsGetOutput = OperationOutput<WebhooksGroups['subscriptions']['get']>;
/** Input of `subscriptions.update` (Update a subscription). */
export interface SubscriptionsUpdateInput {
  /** The app the subscriptions belong to. */
  appId: OperationInput<WebhooksGroups['subscriptions']['update']>['appId'];
  /** The subscription: its number, or the string `id` the service returned. */
  subscriptionId: OperationInput<WebhooksGroups['subscriptions']['update']>['subscriptionId'];
  /** The request body of `subscriptions.update` (Update a subscription), sent as JSON. */
  body: OperationInput<WebhooksGroups['subscriptions']['update']>['body'];
}
/** Output of `subscriptions.update` (Update a subscription). */
export type SubscriptionsUpdateOutput = OperationOutput<WebhooksGroups['subscriptions']['update']>;
/** Input of `subscriptions.archive` (Archive a subscription). */
export interface SubscriptionsArchiveInput {
  /** The app the subscriptions belong to. */
  appId: OperationInput<WebhooksGroups['subscriptions']['archive']>['appId'];
  /** The subscription: its number, or the string `id` the service returned. */
  subscriptionId: OperationInput<WebhooksGroups['subscriptions']['archive']>['subscriptionId'];
}
/** Output of `subscriptions.archive` (Archive a subscription). */
export type SubscriptionsArchiveOutput = OperationOutput<WebhooksGroups['subscriptions']['archive']>;
/**
 * An app's webhook settings. An app has at most one target URL: configuring replaces it, clearing
 * removes it. Subscriptions do not depend on the settings and survive a clear.
 */
export interface SettingsMethods {
  /**
   * Gets the webhook settings of an app: its target URL and throttling.
   *
   * @throws NotFoundError when the app has no settings.
   * @example
   * ```ts
   * const { targetUrl, throttling } = await client.settings.get({ appId: 1001 });
   * ```
   */
  get(input: SettingsGetInput, options?: CallOptions): ApiPromise<SettingsGetOutput>;
  /**
   * Configures the settings (target URL and throttling) of an app, replacing any earlier ones: an app
   * has exactly one target URL. The URL must be absolute and HTTPS; plain HTTP is accepted only to a
   * loopback address, for local testing. A bad URL is refused before anything is sent.
   *
   * @example
   * ```ts
   * await client.settings.configure({
   *   appId: 1001,
   *   body: { targetUrl: 'https://hooks.example.com/events', throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } },
   * });
   * ```
   */
  configure(input: SettingsConfigureInput, options?: CallOptions): ApiPromise<SettingsConfigureOutput>;
  /**
   * Clears the settings of an app: no target URL is left, so no event is delivered. The app's
   * subscriptions are kept.
   *
   * @example
   * ```ts
   * await client.settings.clear({ appId: 1001 });
   * ```
   */
  clear(input: SettingsClearInput, options?: CallOptions): ApiPromise<SettingsClearOutput>;
}
/**
 * An app's event subscriptions. Each names an event type (and, for property changes, a property);
 * active ones have their events delivered to the app's target URL.
 */
export interface SubscriptionsMethods {
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
  list(input: SubscriptionsListInput, options?: CallOptions): ApiPromise<SubscriptionsListOutput>;
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
  create(input: SubscriptionsCreateInput, options?: CallOptions): ApiPromise<SubscriptionsCreateOutput>;
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
  batchUpdate(input: SubscriptionsBatchUpdateInput, options?: CallOptions): ApiPromise<SubscriptionsBatchUpdateOutput>;
  /**
   * Gets a subscription by identifier.
   *
   * @throws NotFoundError when there is none, or it was archived.
   * @example
   * ```ts
   * const sub = await client.subscriptions.get({ appId: 1001, subscriptionId: '7' });
   * ```
   */
  get(input: SubscriptionsGetInput, options?: CallOptions): ApiPromise<SubscriptionsGetOutput>;
  /**
   * Updates a subscription: activates or pauses it. Not retried automatically.
   *
   * @example
   * ```ts
   * await client.subscriptions.update({ appId: 1001, subscriptionId: sub.id, body: { active: false } });
   * ```
   */
  update(input: SubscriptionsUpdateInput, options?: CallOptions): ApiPromise<SubscriptionsUpdateOutput>;
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
  archive(input: SubscriptionsArchiveInput, options?: CallOptions): ApiPromise<SubscriptionsArchiveOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface WebhooksMethods {
  /**
   * An app's webhook settings. An app has at most one target URL: configuring replaces it, clearing
   * removes it. Subscriptions do not depend on the settings and survive a clear.
   */
  readonly settings: SettingsMethods;
  /**
   * An app's event subscriptions. Each names an event type (and, for property changes, a property);
   * active ones have their events delivered to the app's target URL.
   */
  readonly subscriptions: SubscriptionsMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<WebhooksMethods, ServiceClient<WebhooksGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<SettingsGetInput, OperationInput<WebhooksGroups['settings']['get']>>>,
  Assert<Same<SettingsConfigureInput, OperationInput<WebhooksGroups['settings']['configure']>>>,
  Assert<Same<SettingsClearInput, OperationInput<WebhooksGroups['settings']['clear']>>>,
  Assert<Same<SubscriptionsListInput, OperationInput<WebhooksGroups['subscriptions']['list']>>>,
  Assert<Same<SubscriptionsCreateInput, OperationInput<WebhooksGroups['subscriptions']['create']>>>,
  Assert<Same<SubscriptionsBatchUpdateInput, OperationInput<WebhooksGroups['subscriptions']['batchUpdate']>>>,
  Assert<Same<SubscriptionsGetInput, OperationInput<WebhooksGroups['subscriptions']['get']>>>,
  Assert<Same<SubscriptionsUpdateInput, OperationInput<WebhooksGroups['subscriptions']['update']>>>,
  Assert<Same<SubscriptionsArchiveInput, OperationInput<WebhooksGroups['subscriptions']['archive']>>>,
];
