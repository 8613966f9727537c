// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { ApiPromise, CallOptions, OperationInput, OperationOutput, ServiceClient } from '@org/http-core';
import type { NotificationConfigGroups } from './service.js';

/** Input of `configurations.create` (Subscribe to notifications). */
export interface ConfigurationsCreateInput {
  /** The request body of `configurations.create` (Subscribe to notifications), sent as JSON. */
  body: OperationInput<NotificationConfigGroups['configurations']['create']>['body'];
}
/** Output of `configurations.create` (Subscribe to notifications). */
export type ConfigurationsCreateOutput = OperationOutput<NotificationConfigGroups['configurations']['create']>;
/** Input of `configurations.delete` (Delete notification subscription configurations). */
export interface ConfigurationsDeleteInput {
  /** The request body of `configurations.delete` (Delete notification subscription configurations), sent as JSON. */
  body: OperationInput<NotificationConfigGroups['configurations']['delete']>['body'];
}
/** Output of `configurations.delete` (Delete notification subscription configurations). */
export type ConfigurationsDeleteOutput = OperationOutput<NotificationConfigGroups['configurations']['delete']>;
/** Input of `configurations.get` (Get one configuration). */
export interface ConfigurationsGetInput {
  /** The request body of `configurations.get` (Get one configuration), sent as JSON. */
  body: OperationInput<NotificationConfigGroups['configurations']['get']>['body'];
}
/** Output of `configurations.get` (Get one configuration). */
export type ConfigurationsGetOutput = OperationOutput<NotificationConfigGroups['configurations']['get']>;
/** Input of `configurations.list` (Get a list of configurations). */
export interface ConfigurationsListInput {
  /** The request body of `configurations.list` (Get a list of configurations), sent as JSON. */
  body?: OperationInput<NotificationConfigGroups['configurations']['list']>['body'];
}
/** Output of `configurations.list` (Get a list of configurations). */
export type ConfigurationsListOutput = OperationOutput<NotificationConfigGroups['configurations']['list']>;
/** Input of `configurations.test` (Test a configuration). */
export interface ConfigurationsTestInput {
  /** The request body of `configurations.test` (Test a configuration), sent as JSON. */
  body: OperationInput<NotificationConfigGroups['configurations']['test']>['body'];
}
/** Output of `configurations.test` (Test a configuration). */
export type ConfigurationsTestOutput = OperationOutput<NotificationConfigGroups['configurations']['test']>;
/** Input of `configurations.update` (Update a configuration). */
export interface ConfigurationsUpdateInput {
  /** The request body of `configurations.update` (Update a configuration), sent as JSON. */
  body: OperationInput<NotificationConfigGroups['configurations']['update']>['body'];
}
/** Output of `configurations.update` (Update a configuration). */
export type ConfigurationsUpdateOutput = OperationOutput<NotificationConfigGroups['configurations']['update']>;
/**
 * Notification subscription configurations. Every operation is a POST with a JSON body and none is
 * retried automatically. Answers may carry `invalidFields` even when the call succeeded: see
 * `invalidFieldsOf` and `assertNoInvalidFields`.
 */
export interface ConfigurationsMethods {
  /**
   * Subscribes to notifications: creates a configuration that sends the chosen event types to `notifyURL`.
   * The answer holds the configuration with the `notificationId` the service assigned.
   *
   * @example
   * ```ts
   * const { configurationDetails } = await client.configurations.create({
   *   body: {
   *     configurationDetails: {
   *       active: true,
   *       description: 'Verification results',
   *       notifyURL: 'https://hooks.example.com/platform',
   *       eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_VERIFICATION', includeMode: 'INCLUDE' }],
   *     },
   *   },
   * });
   * ```
   */
  create(input: ConfigurationsCreateInput, options?: CallOptions): ApiPromise<ConfigurationsCreateOutput>;
  /**
   * Deletes one or more configurations by id. Ids the service does not know are reported in the answer's
   * `invalidFields`, not as an error; `deleteOutcomes` tells, id by id, what happened.
   */
  delete(input: ConfigurationsDeleteInput, options?: CallOptions): ApiPromise<ConfigurationsDeleteOutput>;
  /** Gets one configuration by its id (a decimal string, a `bigint`, or a safe integer). */
  get(input: ConfigurationsGetInput, options?: CallOptions): ApiPromise<ConfigurationsGetOutput>;
  /** Gets every configuration of the platform in one answer (the service does not page). Takes no input. */
  list(input?: ConfigurationsListInput, options?: CallOptions): ApiPromise<ConfigurationsListOutput>;
  /**
   * Tests a configuration: the service sends a sample notification per event type to the configured URL
   * and reports the outcome in full (`okMessages`, `errorMessages`, `exchangeMessages`). Without
   * `eventTypes`, every configured event type is tested.
   */
  test(input: ConfigurationsTestInput, options?: CallOptions): ApiPromise<ConfigurationsTestOutput>;
  /**
   * Updates a configuration. Send the whole configuration with its `notificationId` (required: refused
   * before sending without it); a configuration read with `get` can be changed and sent back as is.
   */
  update(input: ConfigurationsUpdateInput, options?: CallOptions): ApiPromise<ConfigurationsUpdateOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface NotificationConfigMethods {
  /**
   * Notification subscription configurations. Every operation is a POST with a JSON body and none is
   * retried automatically. Answers may carry `invalidFields` even when the call succeeded: see
   * `invalidFieldsOf` and `assertNoInvalidFields`.
   */
  readonly configurations: ConfigurationsMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<NotificationConfigMethods, ServiceClient<NotificationConfigGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<ConfigurationsCreateInput, OperationInput<NotificationConfigGroups['configurations']['create']>>>,
  Assert<Same<ConfigurationsDeleteInput, OperationInput<NotificationConfigGroups['configurations']['delete']>>>,
  Assert<Same<ConfigurationsGetInput, OperationInput<NotificationConfigGroups['configurations']['get']>>>,
  Assert<Same<ConfigurationsListInput, OperationInput<NotificationConfigGroups['configurations']['list']>>>,
  Assert<Same<ConfigurationsTestInput, OperationInput<NotificationConfigGroups['configurations']['test']>>>,
  Assert<Same<ConfigurationsUpdateInput, OperationInput<NotificationConfigGroups['configurations']['update']>>>,
];
