/**
 * Every service's fake, by package directory name.
 */
import { accessControlFake } from './access-control.js';
import { checkoutUtilityFake } from './checkout-utility.js';
import type { FakeEntry } from './running-fake.js';
import { webhooksFake } from './webhooks.js';

export const fakes: readonly FakeEntry[] = [accessControlFake, webhooksFake, checkoutUtilityFake] as readonly FakeEntry<unknown>[];
