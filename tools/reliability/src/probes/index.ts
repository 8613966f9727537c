/**
 * Every package's probe. A package joins the suite by adding its file here.
 */
import type { Probe } from '../probe.js';
import { accessControlProbe } from './access-control.js';
import { checkoutUtilityProbe } from './checkout-utility.js';
import { eventTriggerProbe } from './event-trigger.js';
import { notificationConfigProbe } from './notification-config.js';
import { webhooksProbe } from './webhooks.js';

/** The matrices see every probe's client as opaque: only the probe's own functions use it. */
const opaque = <C>(probe: Probe<C>): Probe => probe as unknown as Probe;

export const probes: readonly Probe[] = [
  opaque(accessControlProbe),
  opaque(checkoutUtilityProbe),
  opaque(eventTriggerProbe),
  opaque(notificationConfigProbe),
  opaque(webhooksProbe),
];
