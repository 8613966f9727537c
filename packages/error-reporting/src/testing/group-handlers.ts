/**
 * The fake's answers to `groups.*`.
 */
import { canonicalError, json, type FakeHandler } from '@org/http-core/testing';
import type { ErrorGroup } from '../models/error-group.js';
import type { ErrorReportingState } from './state.js';

const statuses = ['RESOLUTION_STATUS_UNSPECIFIED', 'OPEN', 'ACKNOWLEDGED', 'RESOLVED', 'MUTED'];

/** Handlers of the `groups` group. */
export function groupHandlers(state: ErrorReportingState): Record<'groups.get' | 'groups.update', FakeHandler> {
  return {
    'groups.get': (req) => json(200, state.requireGroup(req.params.groupName!)),

    'groups.update': (req) => {
      const name = req.params.name!;
      const current = state.requireGroup(name);
      const body = req.body as ErrorGroup;
      if (body.name !== undefined && body.name !== name) throw canonicalError('INVALID_ARGUMENT', `The group name ${body.name} does not match ${name}`);
      if (body.groupId !== undefined && body.groupId !== current.groupId) {
        throw canonicalError('INVALID_ARGUMENT', `The group id ${body.groupId} does not match ${current.groupId}`);
      }
      if (body.resolutionStatus !== undefined && !statuses.includes(body.resolutionStatus)) {
        throw canonicalError('INVALID_ARGUMENT', `Unknown resolution status '${body.resolutionStatus}'`);
      }
      const replaced: ErrorGroup = { ...body, name, groupId: current.groupId };
      state.groups.set(name, replaced);
      return json(200, replaced);
    },
  };
}
