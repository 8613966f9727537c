/**
 * The fake's answers to `locations.*`: the seeded locations, filtered and paged, or one of them.
 */
import { canonicalError, json, pageAnswer, paginate, type FakeHandler } from '@org/http-core/testing';
import { locationName, projectName } from '../resource-names.js';
import { compileFilter } from './filter.js';
import type { EventTriggerState } from './state.js';

const filterable = (field: string) => ['name', 'locationId', 'displayName'].includes(field) || field.startsWith('labels.');

/** Handlers of the `locations` group. */
export function locationHandlers(state: EventTriggerState): Record<'locations.list' | 'locations.get', FakeHandler> {
  return {
    'locations.list': (req) => {
      const { project } = projectName.parse(req.params.name!)!;
      const matches = compileFilter(req.query.get('filter'), filterable);
      return pageAnswer('locations', paginate(state.locationsOf(project).filter(matches), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') }));
    },

    'locations.get': (req) => {
      const name = req.params.name!;
      const { project } = locationName.parse(name)!;
      const location = state.locationsOf(project).find((candidate) => candidate.name === name);
      if (!location) throw canonicalError('NOT_FOUND', `Location ${name} was not found`);
      return json(200, location);
    },
  };
}
