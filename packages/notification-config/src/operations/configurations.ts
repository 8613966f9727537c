import { defineOperation, jsonBody } from '@org/http-core';
import { paymentIdempotencyKey } from '@org/http-core/payments';
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
  body: jsonBody(CreateConfigurationRequest),
  response: ConfigurationAnswer,
  idempotencyKey: paymentIdempotencyKey,
});

/**
 * Deletes one or more configurations by id. Ids the service does not know are reported in the answer's
 * `invalidFields`, not as an error; `deleteOutcomes` tells, id by id, what happened.
 */
export const configurationsDelete = defineOperation({
  method: 'POST',
  path: '/deleteNotificationConfigurations',
  summary: 'Delete notification subscription configurations',
  body: jsonBody(DeleteConfigurationsRequest),
  response: GenericAnswer,
  idempotencyKey: paymentIdempotencyKey,
});

/** Gets one configuration by its id (a decimal string, a `bigint`, or a safe integer). */
export const configurationsGet = defineOperation({
  method: 'POST',
  path: '/getNotificationConfiguration',
  summary: 'Get one configuration',
  body: jsonBody(GetConfigurationRequest),
  response: ConfigurationAnswer,
  idempotencyKey: paymentIdempotencyKey,
});

/** Gets every configuration of the platform in one answer (the service does not page). Takes no input. */
export const configurationsList = defineOperation({
  method: 'POST',
  path: '/getNotificationConfigurationList',
  summary: 'Get a list of configurations',
  // The service wants a JSON body even when it is empty.
  body: jsonBody(ListConfigurationsRequest, { optional: true, default: {} }),
  response: ConfigurationListAnswer,
  idempotencyKey: paymentIdempotencyKey,
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
  body: jsonBody(TestConfigurationRequest),
  response: TestResult,
  idempotencyKey: paymentIdempotencyKey,
});

/**
 * Updates a configuration. Send the whole configuration with its `notificationId` (required: refused
 * before sending without it); a configuration read with `get` can be changed and sent back as is.
 */
export const configurationsUpdate = defineOperation({
  method: 'POST',
  path: '/updateNotificationConfiguration',
  summary: 'Update a configuration',
  body: jsonBody(UpdateConfigurationRequest),
  response: ConfigurationAnswer,
  idempotencyKey: paymentIdempotencyKey,
});

/**
 * Notification subscription configurations. Every operation is a POST with a JSON body and an
 * `Idempotency-Key` (one per call), so each is retried after a network failure or a 5xx without being done
 * twice. Answers may carry `invalidFields` even when the call succeeded: see
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
