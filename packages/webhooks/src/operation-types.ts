// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationOutput } from '@org/http-core';
import type { WebhooksGroups } from './service.js';

/**
 * Input of `settings.get` (Get the webhook settings of an app).
 */
export type SettingsGetInput = OperationInput<WebhooksGroups['settings']['get']>;
/**
 * Output of `settings.get` (Get the webhook settings of an app).
 */
export type SettingsGetOutput = OperationOutput<WebhooksGroups['settings']['get']>;
/**
 * Input of `settings.configure` (Configure the settings (target URL)).
 */
export type SettingsConfigureInput = OperationInput<WebhooksGroups['settings']['configure']>;
/**
 * Output of `settings.configure` (Configure the settings (target URL)).
 */
export type SettingsConfigureOutput = OperationOutput<WebhooksGroups['settings']['configure']>;
/**
 * Input of `settings.clear` (Clear the settings).
 */
export type SettingsClearInput = OperationInput<WebhooksGroups['settings']['clear']>;
/**
 * Output of `settings.clear` (Clear the settings).
 */
export type SettingsClearOutput = OperationOutput<WebhooksGroups['settings']['clear']>;
/**
 * Input of `subscriptions.list` (List subscriptions).
 */
export type SubscriptionsListInput = OperationInput<WebhooksGroups['subscriptions']['list']>;
/**
 * Output of `subscriptions.list` (List subscriptions).
 */
export type SubscriptionsListOutput = OperationOutput<WebhooksGroups['subscriptions']['list']>;
/**
 * Input of `subscriptions.create` (Create a subscription).
 */
export type SubscriptionsCreateInput = OperationInput<WebhooksGroups['subscriptions']['create']>;
/**
 * Output of `subscriptions.create` (Create a subscription).
 */
export type SubscriptionsCreateOutput = OperationOutput<WebhooksGroups['subscriptions']['create']>;
/**
 * Input of `subscriptions.batchUpdate` (Update several subscriptions in one call).
 */
export type SubscriptionsBatchUpdateInput = OperationInput<WebhooksGroups['subscriptions']['batchUpdate']>;
/**
 * Output of `subscriptions.batchUpdate` (Update several subscriptions in one call).
 */
export type SubscriptionsBatchUpdateOutput = OperationOutput<WebhooksGroups['subscriptions']['batchUpdate']>;
/**
 * Input of `subscriptions.get` (Get a subscription by identifier).
 */
export type SubscriptionsGetInput = OperationInput<WebhooksGroups['subscriptions']['get']>;
/**
 * Output of `subscriptions.get` (Get a subscription by identifier).
 */
export type SubscriptionsGetOutput = OperationOutput<WebhooksGroups['subscriptions']['get']>;
/**
 * Input of `subscriptions.update` (Update a subscription).
 */
export type SubscriptionsUpdateInput = OperationInput<WebhooksGroups['subscriptions']['update']>;
/**
 * Output of `subscriptions.update` (Update a subscription).
 */
export type SubscriptionsUpdateOutput = OperationOutput<WebhooksGroups['subscriptions']['update']>;
/**
 * Input of `subscriptions.archive` (Archive a subscription).
 */
export type SubscriptionsArchiveInput = OperationInput<WebhooksGroups['subscriptions']['archive']>;
/**
 * Output of `subscriptions.archive` (Archive a subscription).
 */
export type SubscriptionsArchiveOutput = OperationOutput<WebhooksGroups['subscriptions']['archive']>;
