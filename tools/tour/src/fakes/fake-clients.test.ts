/**
 * Every service's fake hands out a client the same way: `fake.clientOptions()` (the fake's address, the credential
 * it accepts, what the client needs to reach it) and `fake.client(options?)`, a ready client made with them.
 */
import { createErrorReporter } from '@org/error-reporting';
import type { FakeServer } from '@org/http-core/testing';
import { startAccessControlFake } from '@org/access-control/testing';
import { startAddressLookupFake } from '@org/address-lookup/testing';
import { startAppLifecycleFake } from '@org/app-lifecycle/testing';
import { startCheckoutUtilityFake } from '@org/checkout-utility/testing';
import { startDocsPlatformFake } from '@org/docs-platform/testing';
import { startErrorReportingFake } from '@org/error-reporting/testing';
import { startEventTriggerFake } from '@org/event-trigger/testing';
import { startMarketplaceFake } from '@org/marketplace/testing';
import { startNotificationConfigFake } from '@org/notification-config/testing';
import { startWebhooksFake } from '@org/webhooks/testing';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface FakeWithClient extends FakeServer {
  clientOptions(): { readonly baseUrl: string };
  client(): unknown;
}

/** Per service: how to start its fake, and one call its client makes, with the operation the fake saw. */
interface Case<F extends FakeWithClient> {
  readonly service: string;
  start(): Promise<F>;
  call(fake: F): Promise<unknown>;
  readonly operationId: string;
}

const define = <F extends FakeWithClient>(entry: Case<F>) => entry as unknown as Case<FakeWithClient>;

const cases = [
  define({
    service: 'access-control',
    start: () => startAccessControlFake(),
    call: (fake) => fake.client().classicAdministrators.list({ subscriptionId: fake.subscriptionId }).toArray(),
    operationId: 'classicAdministrators.list',
  }),
  define({
    service: 'address-lookup',
    start: () => startAddressLookupFake(),
    call: (fake) => fake.client().postcodes.lookup({ postcode: fake.testValues.postcodes.success }),
    operationId: 'postcodes.lookup',
  }),
  define({
    service: 'app-lifecycle',
    start: () => startAppLifecycleFake(),
    call: (fake) => fake.client().apps.get({ ownerName: fake.ids.owner, appName: fake.ids.appName }),
    operationId: 'apps.get',
  }),
  define({
    service: 'checkout-utility',
    start: () => startCheckoutUtilityFake(),
    call: (fake) => fake.client().originKeys.create({ body: { originDomains: ['https://www.example.com'] } }),
    operationId: 'originKeys.create',
  }),
  define({
    service: 'docs-platform',
    start: () => startDocsPlatformFake(),
    call: (fake) => fake.client().docs.get({ slug: 'welcome' }),
    operationId: 'docs.get',
  }),
  define({
    service: 'error-reporting',
    start: () => startErrorReportingFake(),
    call: (fake) => createErrorReporter(fake.client(), { projectName: fake.projectName, service: 'checkout' }).report(new Error('boom')),
    operationId: 'events.report',
  }),
  define({
    service: 'event-trigger',
    start: () => startEventTriggerFake(),
    call: (fake) => fake.client().triggers.list({ parent: fake.parent }).toArray(),
    operationId: 'triggers.list',
  }),
  define({
    service: 'marketplace',
    start: () => startMarketplaceFake(),
    call: (fake) => fake.client().proposals.get({ name: fake.seeded.proposals.awaitingAcceptance }),
    operationId: 'proposals.get',
  }),
  define({
    service: 'notification-config',
    start: () => startNotificationConfigFake(),
    call: (fake) => fake.client().configurations.list(),
    operationId: 'configurations.list',
  }),
  define({
    service: 'webhooks',
    start: () => startWebhooksFake(),
    call: (fake) => fake.client().subscriptions.list({ appId: fake.appId }),
    operationId: 'subscriptions.list',
  }),
];

describe('every fake hands out a client', () => {
  it('covers every service package with a fake', () => {
    const packages = fileURLToPath(new URL('../../../../packages/', import.meta.url));
    const services = readdirSync(packages).filter((name) => name !== 'http-core' && existsSync(join(packages, name, 'src', 'testing', 'index.ts')));
    expect(cases.map((entry) => entry.service).sort()).toEqual(services.sort());
  });

  it.each(cases)('$service: clientOptions() carries the fake\'s URL, and client() makes a call the fake accepts', async (entry) => {
    const fake = await entry.start();
    try {
      expect(fake.clientOptions().baseUrl).toBe(fake.url);
      await entry.call(fake);
      const seen = fake.requests.filter((request) => request.operationId === entry.operationId);
      expect(seen.map((request) => request.status)).toEqual([200]);
    } finally {
      await fake.close();
    }
  });
});
