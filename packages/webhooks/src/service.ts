import { defineService, operationsOf, type ServiceInfo } from '@org/http-core';
import { categoryErrorParser } from '@org/http-core/hubspot';
import { settingsOperations } from './operations/settings.js';
import { subscriptionsOperations } from './operations/subscriptions.js';

/** Version of this package, sent in the user agent (kept equal to `package.json` by a test). */
export const VERSION = '0.1.0';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type WebhooksGroups = {
  readonly settings: typeof settingsOperations;
  readonly subscriptions: typeof subscriptionsOperations;
};

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createWebhooksClientFor`).
 */
export const webhooksServiceInfo = {
  name: 'webhooks',
  packageName: '@org/webhooks',
  version: VERSION,
  defaultAuth: ['apiKey'],
  errorParser: categoryErrorParser,
} as const satisfies ServiceInfo;

/**
 * The webhook subscription service as data: an app's settings (its one target URL and throttling)
 * and its event subscriptions. The client, the fake, the operations reference and the spec coverage
 * check all derive from this table. Every operation takes the API key (`X-API-Key` header).
 */
export const webhooksService = defineService<WebhooksGroups>({
  ...webhooksServiceInfo,
  groups: {
    settings: settingsOperations,
    subscriptions: subscriptionsOperations,
  },
});

/** Every operation of the service, flat and introspectable (id, method, path, summary, ...). */
export const operations = operationsOf(webhooksService);
