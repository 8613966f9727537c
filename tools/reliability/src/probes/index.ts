/**
 * Every package's probe. A package joins the suite by adding its file here.
 */
import type { Probe } from '../probe.js';
import { accessControlProbe } from './access-control.js';
import { addressLookupProbe } from './address-lookup.js';
import { appLifecycleProbe } from './app-lifecycle.js';
import { checkoutUtilityProbe } from './checkout-utility.js';
import { docsPlatformProbe } from './docs-platform.js';
import { errorReportingProbe } from './error-reporting.js';
import { eventTriggerProbe } from './event-trigger.js';
import { marketplaceProbe } from './marketplace.js';
import { notificationConfigProbe } from './notification-config.js';
import { webhooksProbe } from './webhooks.js';

/** The matrices see every probe's client as opaque: only the probe's own functions use it. */
const opaque = <C>(probe: Probe<C>): Probe => probe as unknown as Probe;

export const probes: readonly Probe[] = [
  opaque(accessControlProbe),
  opaque(addressLookupProbe),
  opaque(appLifecycleProbe),
  opaque(checkoutUtilityProbe),
  opaque(docsPlatformProbe),
  opaque(errorReportingProbe),
  opaque(eventTriggerProbe),
  opaque(marketplaceProbe),
  opaque(notificationConfigProbe),
  opaque(webhooksProbe),
];
