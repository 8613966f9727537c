/**
 * A page on another origin (Vitest's) calls each service's fake through its package's client, as `org-fake`
 * serves them: one read each, through CORS (preflights included, for the requests that need one).
 */
import { builtInRoleIds, createAccessControlClient, subscriptionScope } from '@org/access-control';
import { createAddressLookupClient } from '@org/address-lookup';
import { createAppLifecycleClient } from '@org/app-lifecycle';
import { createCheckoutUtilityClient } from '@org/checkout-utility';
import { createDocsPlatformClient } from '@org/docs-platform';
import { createErrorReportingClient } from '@org/error-reporting';
import { createEventTriggerClient } from '@org/event-trigger';
import { createMarketplaceClient } from '@org/marketplace';
import { createNotificationConfigClient } from '@org/notification-config';
import { createWebhooksClient } from '@org/webhooks';
import { describe, expect, inject, it } from 'vitest';

/** The URL and a setting of a service's fake. */
const fake = (service: string) => {
  const target = inject('fakes')[service];
  if (!target) throw new Error(`no fake for ${service}`);
  return { baseUrl: target.url, setting: (name: string) => target.settings[name] ?? '' };
};

describe('every fake from a page on another origin in Chromium', () => {
  it('runs in a real browser, on an origin none of the fakes has', () => {
    expect(navigator.userAgent).toMatch(/Chrome\//);
    for (const { url } of Object.values(inject('fakes'))) expect(new URL(url).origin).not.toBe(location.origin);
    expect(Object.keys(inject('fakes'))).toHaveLength(10);
  });

  it('access-control: reads a built-in role definition', async () => {
    const { baseUrl, setting } = fake('access-control');
    const client = createAccessControlClient({ baseUrl, token: setting('token') });
    const reader = await client.roleDefinitions.get({ scope: subscriptionScope(setting('subscriptionId')), roleDefinitionId: builtInRoleIds.reader });
    expect(reader.properties?.roleName).toBe('Reader');
  });

  it('address-lookup: finds addresses', async () => {
    const { baseUrl, setting } = fake('address-lookup');
    const client = createAddressLookupClient({ baseUrl, apiKey: setting('apiKey') });
    const { hits } = await client.autocomplete.find({ query: '10 Downing' });
    expect(hits.length).toBeGreaterThan(0);
  });

  it('app-lifecycle: reads an app', async () => {
    const { baseUrl, setting } = fake('app-lifecycle');
    const client = createAppLifecycleClient({ baseUrl, apiKey: setting('apiKey') });
    const app = await client.apps.get({ ownerName: setting('ownerName'), appName: setting('appName') });
    expect(app.name).toBe(setting('appName'));
  });

  it('checkout-utility: gets an origin key', async () => {
    const { baseUrl, setting } = fake('checkout-utility');
    const client = createCheckoutUtilityClient({ baseUrl, apiKey: setting('apiKey') });
    const { originKeys } = await client.originKeys.create({ body: { originDomains: ['https://shop.example.com'] } });
    expect(Object.keys(originKeys ?? {})).toEqual(['https://shop.example.com']);
  });

  it('docs-platform: reads a page', async () => {
    const { baseUrl, setting } = fake('docs-platform');
    const client = createDocsPlatformClient({ baseUrl, apiKey: setting('apiKey'), docsVersion: setting('docsVersion') });
    const page = await client.docs.get({ slug: 'welcome' });
    expect(page.slug).toBe('welcome');
  });

  it('error-reporting: lists error group stats', async () => {
    const { baseUrl, setting } = fake('error-reporting');
    const client = createErrorReportingClient({ baseUrl, token: setting('token'), apiKey: setting('apiKey') });
    const stats = await client.groupStats.list({ projectName: setting('projectName'), period: 'PERIOD_1_DAY' }).toArray();
    expect(Array.isArray(stats)).toBe(true);
  });

  it('event-trigger: lists triggers', async () => {
    const { baseUrl, setting } = fake('event-trigger');
    const client = createEventTriggerClient({ baseUrl, token: setting('token') });
    const triggers = await client.triggers.list({ parent: setting('parent') }).toArray();
    expect(Array.isArray(triggers)).toBe(true);
  });

  it('marketplace: lists publisher profiles', async () => {
    const { baseUrl, setting } = fake('marketplace');
    const client = createMarketplaceClient({ baseUrl, token: setting('token') });
    const profiles = await client.publisherProfiles.list({ parent: setting('buyer') }, { maxItems: 1 }).toArray();
    expect(profiles).toHaveLength(1);
  });

  it('notification-config: lists configurations', async () => {
    const { baseUrl, setting } = fake('notification-config');
    const client = createNotificationConfigClient({ baseUrl, apiKey: setting('apiKey') });
    const { configurations = [] } = await client.configurations.list();
    expect(Array.isArray(configurations)).toBe(true);
  });

  it('webhooks: lists subscriptions', async () => {
    const { baseUrl, setting } = fake('webhooks');
    const client = createWebhooksClient({ baseUrl, apiKey: setting('apiKey') });
    const { results } = await client.subscriptions.list({ appId: Number(setting('appId')) });
    expect(Array.isArray(results)).toBe(true);
  });
});
