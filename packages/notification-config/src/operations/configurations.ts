import { defineOperation } from '@org/http-core';
import { ConfigurationAnswer, ConfigurationListAnswer } from '../models/configuration-answers.js';
import { GenericAnswer } from '../models/field-error.js';
import {
  CreateConfigurationRequest,
  DeleteConfigurationsRequest,
  GetConfigurationRequest,
  ListConfigurationsRequest,
  TestConfigurationRequest,
  UpdateConfigurationRequest,
} from '../models/requests.js';
import { TestResult } from '../models/test-result.js';

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
export const configurationsCreate = defineOperation({
  method: 'POST',
  path: '/createNotificationConfiguration',
  summary: 'Subscribe to notifications',
  body: CreateConfigurationRequest,
  response: ConfigurationAnswer,
});

/**
 * Deletes one or more configurations by id. Ids the service does not know are reported in the answer's
 * `invalidFields`, not as an error; `deleteOutcomes` tells, id by id, what happened.
 */
export const configurationsDelete = defineOperation({
  method: 'POST',
  path: '/deleteNotificationConfigurations',
  summary: 'Delete notification subscription configurations',
  body: DeleteConfigurationsRequest,
  response: GenericAnswer,
});

/** Gets one configuration by its id (a decimal string, a `bigint`, or a safe integer). */
export const configurationsGet = defineOperation({
  method: 'POST',
  path: '/getNotificationConfiguration',
  summary: 'Get one configuration',
  body: GetConfigurationRequest,
  response: ConfigurationAnswer,
});

/** Gets every configuration of the platform in one answer (the service does not page). Takes no input. */
export const configurationsList = defineOperation({
  method: 'POST',
  path: '/getNotificationConfigurationList',
  summary: 'Get a list of configurations',
  // The service wants a JSON body even when it is empty.
  body: { schema: ListConfigurationsRequest, optional: true, default: {} },
  response: ConfigurationListAnswer,
});

/**
 * Tests a configuration: the service sends a sample notification per event type to the configured URL
 * and reports the outcome in full (`okMessages`, `errorMessages`, `exchangeMessages`). Without
 * `eventTypes`, every configured event type is tested.
 */
export const configurationsTest = defineOperation({
  method: 'POST',
  path: '/testNotificationConfiguration',
  summary: 'Test a configuration',
  body: TestConfigurationRequest,
  response: TestResult,
});

/**
 * Updates a configuration. Send the whole configuration with its `notificationId` (required: refused
 * before sending without it); a configuration read with `get` can be changed and sent back as is.
 */
export const configurationsUpdate = defineOperation({
  method: 'POST',
  path: '/updateNotificationConfiguration',
  summary: 'Update a configuration',
  body: UpdateConfigurationRequest,
  response: ConfigurationAnswer,
});

/**
 * Notification subscription configurations. Every operation is a POST with a JSON body and none is
 * retried automatically. Answers may carry `invalidFields` even when the call succeeded: see
 * `invalidFieldsOf` and `assertNoInvalidFields`.
 */
export const configurationsGroup = {
  create: configurationsCreate,
  delete: configurationsDelete,
  get: configurationsGet,
  list: configurationsList,
  test: configurationsTest,
  update: configurationsUpdate,
};
