/**
 * Every service's tour, in the order `npm start` runs them.
 */
import { accessControlTour } from './services/access-control.js';
import { checkoutUtilityTour } from './services/checkout-utility.js';
import { docsPlatformTour } from './services/docs-platform.js';
import { errorReportingTour } from './services/error-reporting.js';
import { eventTriggerTour } from './services/event-trigger.js';
import { marketplaceTour } from './services/marketplace.js';
import { notificationConfigTour } from './services/notification-config.js';
import { webhooksTour } from './services/webhooks.js';
import type { ServiceTour } from './service-tour.js';

export const tours = [accessControlTour, marketplaceTour, eventTriggerTour, errorReportingTour, webhooksTour, docsPlatformTour, checkoutUtilityTour, notificationConfigTour] as unknown as readonly ServiceTour<unknown, unknown>[];
