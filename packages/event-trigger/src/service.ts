import { defineService } from '@org/http-core';
import { eventTriggerServiceInfo } from './service-info.js';
import { accessPoliciesGroup } from './operations/access-policies.js';
import { locationsGroup } from './operations/locations.js';
import { operationsGroup } from './operations/operations.js';
import { triggersGroup } from './operations/triggers.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type EventTriggerGroups = {
  readonly triggers: typeof triggersGroup;
  readonly locations: typeof locationsGroup;
  readonly operations: typeof operationsGroup;
  readonly accessPolicies: typeof accessPoliciesGroup;
};

/**
 * The event trigger service as data: every operation with its method, path, parameters, schemas, paging
 * and long-running behaviour. The client, the fake, the docs and the coverage check derive from it.
 */
export const eventTriggerService = defineService<EventTriggerGroups>({
  ...eventTriggerServiceInfo,
  groups: { triggers: triggersGroup, locations: locationsGroup, operations: operationsGroup, accessPolicies: accessPoliciesGroup },
});

/**
 * The flat operation table: one entry per operation, with its id (`group.method`).
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = eventTriggerService.operations;
