import { defineService } from '@org/http-core';
import { eventTriggerServiceInfo } from './service-info.js';
import { accessPolicies } from './operations/access-policies.js';
import { locations } from './operations/locations.js';
import { operationsGroup } from './operations/operations.js';
import { triggers } from './operations/triggers.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type EventTriggerGroups = {
  readonly triggers: typeof triggers;
  readonly locations: typeof locations;
  readonly operations: typeof operationsGroup;
  readonly accessPolicies: typeof accessPolicies;
};

/**
 * The event trigger service as data: every operation with its method, path, parameters, schemas, paging
 * and long-running behaviour. The client, the fake, the docs and the coverage check derive from it.
 */
export const eventTriggerService = defineService<EventTriggerGroups>({
  ...eventTriggerServiceInfo,
  groups: { triggers, locations, operations: operationsGroup, accessPolicies },
});

/** The flat operation table: one entry per operation, with its id (`group.method`). */
export const operations = eventTriggerService.operations;
