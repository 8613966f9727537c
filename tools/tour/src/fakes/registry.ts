/**
 * Every service's fake, by package directory name.
 */
import { accessControlFake } from './access-control.js';
import { addressLookupFake } from './address-lookup.js';
import { appLifecycleFake } from './app-lifecycle.js';
import { checkoutUtilityFake } from './checkout-utility.js';
import { docsPlatformFake } from './docs-platform.js';
import { errorReportingFake } from './error-reporting.js';
import { eventTriggerFake } from './event-trigger.js';
import { marketplaceFake } from './marketplace.js';
import { notificationConfigFake } from './notification-config.js';
import type { FakeEntry } from './running-fake.js';
import { webhooksFake } from './webhooks.js';

export const fakes: readonly FakeEntry[] = [accessControlFake, marketplaceFake, eventTriggerFake, errorReportingFake, webhooksFake, addressLookupFake, docsPlatformFake, checkoutUtilityFake, notificationConfigFake, appLifecycleFake] as readonly FakeEntry<unknown>[];
