import { defineService } from '@org/http-core';
import { webhooksServiceInfo } from './service-info.js';
import { settingsGroup } from './operations/settings.js';
import { subscriptionsGroup } from './operations/subscriptions.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type WebhooksGroups = {
  readonly settings: typeof settingsGroup;
  readonly subscriptions: typeof subscriptionsGroup;
};

/**
 * The webhook subscription service as data: an app's settings (its one target URL and throttling)
 * and its event subscriptions. The client, the fake, the operations reference and the spec coverage
 * check all derive from this table. Every operation takes the API key (`X-API-Key` header).
 */
export const webhooksService = defineService<WebhooksGroups>({
  ...webhooksServiceInfo,
  groups: {
    settings: settingsGroup,
    subscriptions: subscriptionsGroup,
  },
});

/**
 * Every operation of the service, flat and introspectable (id, method, path, summary, ...).
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = webhooksService.operations;
