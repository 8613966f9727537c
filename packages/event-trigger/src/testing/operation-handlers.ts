/**
 * The fake's answers to `operations.*`: reading (each read counts as a poll), listing and deleting (each of
 * which can be switched to `UNIMPLEMENTED`) and cancelling.
 */
import { canonicalError, json, pageAnswer, paginate, type FakeHandler } from '@org/http-core/testing';
import { compileFilter } from './filter.js';
import type { EventTriggerState } from './state.js';

const filterable = (field: string) => ['name', 'done', 'metadata.verb', 'metadata.target'].includes(field);

/** Handlers of the `operations` group. */
export function operationHandlers(state: EventTriggerState): Record<'operations.list' | 'operations.get' | 'operations.cancel' | 'operations.delete', FakeHandler> {
  return {
    'operations.list': (req) => {
      if (!state.settings.operationListing) throw canonicalError('UNIMPLEMENTED', 'Listing operations is not supported');
      const location = req.params.name!;
      const matches = compileFilter(req.query.get('filter'), filterable);
      const listed = state.operations
        .list((record) => record.location === location)
        .map((record) => state.operationView(record))
        .filter(matches);
      return pageAnswer('operations', paginate(listed, { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') }));
    },

    'operations.get': (req) => {
      return json(200, state.pollOperation(req.params.name!));
    },

    'operations.cancel': (req) => {
      state.cancelOperation(req.params.name!);
      return json(200, {});
    },

    'operations.delete': (req) => {
      if (!state.settings.operationDeletion) throw canonicalError('UNIMPLEMENTED', 'Deleting operations is not supported');
      state.deleteOperation(req.params.name!);
      return json(200, {});
    },
  };
}
