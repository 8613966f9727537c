/**
 * The fake's answer to `locations.list`: the seeded locations, filtered and paged.
 */
import { pageAnswer, paginate, type FakeHandler } from '@org/http-core/testing';
import { projectName } from '../resource-names.js';
import { compileFilter } from './filter.js';
import type { EventTriggerState } from './state.js';

const filterable = (field: string) => ['name', 'locationId', 'displayName'].includes(field) || field.startsWith('labels.');

/** Handlers of the `locations` group. */
export function locationHandlers(state: EventTriggerState): Record<'locations.list', FakeHandler> {
  return {
    'locations.list': (req) => {
      const { project } = projectName.parse(req.params.name!)!;
      const matches = compileFilter(req.query.get('filter'), filterable);
      return pageAnswer('locations', paginate(state.locationsOf(project).filter(matches), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') }));
    },
  };
}
