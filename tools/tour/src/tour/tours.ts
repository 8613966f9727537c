/**
 * Every service's tour, in the order `npm start` runs them.
 */
import { accessControlTour } from './services/access-control.js';
import { addressLookupTour } from './services/address-lookup.js';
import { appLifecycleTour } from './services/app-lifecycle.js';
import { checkoutUtilityTour } from './services/checkout-utility.js';
import { docsPlatformTour } from './services/docs-platform.js';
import { errorReportingTour } from './services/error-reporting.js';
import { eventTriggerTour } from './services/event-trigger.js';
import { marketplaceTour } from './services/marketplace.js';
import { notificationConfigTour } from './services/notification-config.js';
import { webhooksTour } from './services/webhooks.js';
import type { ServiceTour } from './service-tour.js';

export const tours = [accessControlTour, marketplaceTour, eventTriggerTour, errorReportingTour, webhooksTour, addressLookupTour, docsPlatformTour, checkoutUtilityTour, notificationConfigTour, appLifecycleTour] as unknown as readonly ServiceTour<unknown, unknown>[];
