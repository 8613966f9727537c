import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { EventType } from './event-type.js';
import { NewNotificationConfiguration, NotificationConfigurationUpdate } from './notification-configuration.js';
import { NotificationIdOnTheWire } from './notification-id.js';

/** Body of `configurations.create`. */
export const CreateConfigurationRequest = model({
  /** The subscription to create. */
  configurationDetails: NewNotificationConfiguration,
});

/** Body of `configurations.update`. */
export const UpdateConfigurationRequest = model({
  /** The whole configuration, `notificationId` included. */
  configurationDetails: NotificationConfigurationUpdate,
});

/** Body of `configurations.get`. */
export const GetConfigurationRequest = model({
  /** The configuration to read. */
  notificationId: NotificationIdOnTheWire,
});

/** Body of `configurations.delete`. */
export const DeleteConfigurationsRequest = model({
  /** The configurations to delete; at least one. */
  notificationIds: z.array(NotificationIdOnTheWire).check(z.withMessage(z.minLength(1), 'must list at least one id')),
});

/** Body of `configurations.test`. */
export const TestConfigurationRequest = model({
  /** The configuration to test. */
  notificationId: NotificationIdOnTheWire,
  /** Event types to test; left out, every configured event type is tested. */
  eventTypes: z.optional(z.array(EventType)),
});

/** Body of `configurations.list`: empty. */
export const ListConfigurationsRequest = model({});
