// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationOutput } from '@org/http-core';
import type { NotificationConfigGroups } from './service.js';

/**
 * Input of `configurations.create` (Subscribe to notifications).
 */
export type ConfigurationsCreateInput = OperationInput<NotificationConfigGroups['configurations']['create']>;
/**
 * Output of `configurations.create` (Subscribe to notifications).
 */
export type ConfigurationsCreateOutput = OperationOutput<NotificationConfigGroups['configurations']['create']>;
/**
 * Input of `configurations.delete` (Delete notification subscription configurations).
 */
export type ConfigurationsDeleteInput = OperationInput<NotificationConfigGroups['configurations']['delete']>;
/**
 * Output of `configurations.delete` (Delete notification subscription configurations).
 */
export type ConfigurationsDeleteOutput = OperationOutput<NotificationConfigGroups['configurations']['delete']>;
/**
 * Input of `configurations.get` (Get one configuration).
 */
export type ConfigurationsGetInput = OperationInput<NotificationConfigGroups['configurations']['get']>;
/**
 * Output of `configurations.get` (Get one configuration).
 */
export type ConfigurationsGetOutput = OperationOutput<NotificationConfigGroups['configurations']['get']>;
/**
 * Input of `configurations.list` (Get a list of configurations).
 */
export type ConfigurationsListInput = OperationInput<NotificationConfigGroups['configurations']['list']>;
/**
 * Output of `configurations.list` (Get a list of configurations).
 */
export type ConfigurationsListOutput = OperationOutput<NotificationConfigGroups['configurations']['list']>;
/**
 * Input of `configurations.test` (Test a configuration).
 */
export type ConfigurationsTestInput = OperationInput<NotificationConfigGroups['configurations']['test']>;
/**
 * Output of `configurations.test` (Test a configuration).
 */
export type ConfigurationsTestOutput = OperationOutput<NotificationConfigGroups['configurations']['test']>;
/**
 * Input of `configurations.update` (Update a configuration).
 */
export type ConfigurationsUpdateInput = OperationInput<NotificationConfigGroups['configurations']['update']>;
/**
 * Output of `configurations.update` (Update a configuration).
 */
export type ConfigurationsUpdateOutput = OperationOutput<NotificationConfigGroups['configurations']['update']>;
