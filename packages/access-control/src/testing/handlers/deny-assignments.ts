import { json, type FakeHandler, type FakeRequest } from '@org/http-core/testing';
import type { DenyAssignment } from '../../models/deny-assignment.js';
import { parseFilter } from '../filter-parser.js';
import { listAnswer } from '../list-answer.js';
import { deniesPrincipal, type AccessControlState } from '../state.js';
import { resourceScopeOf } from './role-assignments.js';

/** Handlers of the deny assignment lists and the get by scope (the get by full id is shared with role assignments). */
export function denyAssignmentHandlers(state: AccessControlState, pageSize: number): Record<string, FakeHandler> {
  const list = (scopeOf: (req: FakeRequest) => string): FakeHandler => (req, ctx) => {
    const scope = state.checkScope(scopeOf(req));
    const filter = parseFilter(req.query.get('$filter'), {
      functions: ['atScope'],
      fields: ['denyAssignmentName', 'principalId', 'gdprExportPrincipalId'],
    });
    const name = filter.equals.get('denyAssignmentName')?.toLowerCase();
    const principal = filter.equals.get('principalId');
    const gdpr = filter.equals.get('gdprExportPrincipalId');
    const found = state
      .denyAssignmentsFor(scope, filter.functions.has('atScope'))
      .filter((d) => name === undefined || d.properties?.denyAssignmentName?.toLowerCase() === name)
      .filter((d) => principal === undefined || deniesPrincipal(d, principal))
      .filter((d) => gdpr === undefined || deniesPrincipal(d, gdpr));
    const shown = gdpr === undefined ? found : found.map(exportView);
    return listAnswer(req, ctx, shown, pageSize);
  };
  return {
    'denyAssignments.listForSubscription': list((req) => `/subscriptions/${req.params.subscriptionId}`),
    'denyAssignments.listForResourceGroup': list((req) => `/subscriptions/${req.params.subscriptionId}/resourceGroups/${req.params.resourceGroupName}`),
    'denyAssignments.listForResource': list((req) => resourceScopeOf(req.params)),
    'denyAssignments.listForScope': list((req) => req.params.scope!),
    'denyAssignments.get': (req) => json(200, state.getDenyAssignment(req.params.scope!, req.params.denyAssignmentId!)),
  };
}

/** With `gdprExportPrincipalId`, only the name and description are returned. */
function exportView(deny: DenyAssignment): DenyAssignment {
  return {
    id: deny.id,
    name: deny.name,
    type: deny.type,
    properties: { denyAssignmentName: deny.properties?.denyAssignmentName, description: deny.properties?.description },
  };
}
