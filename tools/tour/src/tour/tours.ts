/**
 * Every service's tour, in the order `npm start` runs them.
 */
import { accessControlTour } from './services/access-control.js';
import { checkoutUtilityTour } from './services/checkout-utility.js';
import { webhooksTour } from './services/webhooks.js';
import type { ServiceTour } from './service-tour.js';

export const tours = [accessControlTour, webhooksTour, checkoutUtilityTour] as unknown as readonly ServiceTour<unknown, unknown>[];
