import * as z from '@org/http-core/light';
import { answerModel } from './field-error.js';
import { NotificationConfiguration } from './notification-configuration.js';

/** The answer of `configurations.create`, `get` and `update`: one configuration and the common fields. */
export const ConfigurationAnswer = answerModel({
  /** The configuration. */
  configurationDetails: NotificationConfiguration,
});
/** The answer of `configurations.create`, `get` and `update`. */
export type ConfigurationAnswer = z.infer<typeof ConfigurationAnswer>;

/** The answer of `configurations.list`: every configuration (the service does not page). */
export const ConfigurationListAnswer = answerModel({
  /** All configurations of the platform. */
  configurations: z.optional(z.array(NotificationConfiguration)),
});
/** The answer of `configurations.list`. */
export type ConfigurationListAnswer = z.infer<typeof ConfigurationListAnswer>;
