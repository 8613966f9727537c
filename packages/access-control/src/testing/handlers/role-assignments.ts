import { empty, fakeError, json, type FakeHandler, type FakeRequest } from '@org/http-core/testing';
import type { RoleAssignmentInput } from '../../models/role-assignment.js';
import { parseFilter } from '../filter-parser.js';
import { listAnswer } from '../list-answer.js';
import { parseChildId } from '../scope.js';
import type { FakePrincipal } from '../seed.js';
import type { AccessControlState } from '../state.js';

/** The scope of the `RES` paths: one resource. */
export function resourceScopeOf(params: Readonly<Record<string, string>>): string {
  const parent = params.parentResourcePath && params.parentResourcePath !== '/' ? `/${params.parentResourcePath}` : '';
  return (
    `/subscriptions/${params.subscriptionId}/resourcegroups/${params.resourceGroupName}/providers/` +
    `${params.resourceProviderNamespace}${parent}/${params.resourceType}/${params.resourceName}`
  );
}

/** Handlers of the role assignment operations, the by-id forms, and access elevation. */
export function roleAssignmentHandlers(state: AccessControlState, pageSize: number): Record<string, FakeHandler> {
  const list = (scopeOf: (req: FakeRequest) => string): FakeHandler => (req, ctx) => {
    const scope = state.checkScope(scopeOf(req));
    const filter = parseFilter(req.query.get('$filter'), { functions: ['atScope'], fields: ['principalId'] });
    const found = state.assignmentsFor(scope, { atScope: filter.functions.has('atScope'), principalId: filter.equals.get('principalId') });
    return listAnswer(req, ctx, found.map((a) => state.showAssignment(a)), pageSize);
  };
  const create = (scope: string, name: string, req: FakeRequest) => {
    const { properties, ...extra } = req.body as RoleAssignmentInput & Record<string, unknown>;
    const { roleDefinitionId, principalId, canDelegate } = properties;
    const created = state.createAssignment(scope, name, {
      roleDefinitionId,
      principalId,
      ...(canDelegate === undefined ? {} : { canDelegate }),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    });
    return json(201, state.showAssignment(created));
  };
  const byId = (param: string, req: FakeRequest) => {
    const parsed = parseChildId(req.params[param]!, state.namespace, 'roleAssignments');
    if (!parsed) throw fakeError(400, 'InvalidRoleAssignmentId', `'${req.params[param]}' is not a role assignment id.`);
    return parsed;
  };
  /** GET `/{id}` serves both role and deny assignments: the id's shape says which. */
  const getAnyById = (param: string): FakeHandler => (req) => {
    const deny = parseChildId(req.params[param]!, state.namespace, 'denyAssignments');
    if (deny) return json(200, state.getDenyAssignment(deny.scope, deny.name));
    const { scope, name } = byId(param, req);
    return json(200, state.showAssignment(state.getAssignment(scope, name)));
  };
  return {
    'roleAssignments.listForSubscription': list((req) => `/subscriptions/${req.params.subscriptionId}`),
    'roleAssignments.listForResourceGroup': list((req) => `/subscriptions/${req.params.subscriptionId}/resourceGroups/${req.params.resourceGroupName}`),
    'roleAssignments.listForResource': list((req) => resourceScopeOf(req.params)),
    'roleAssignments.listForScope': list((req) => req.params.scope!),
    'roleAssignments.get': (req) => json(200, state.showAssignment(state.getAssignment(req.params.scope!, req.params.roleAssignmentName!))),
    'roleAssignments.create': (req) => create(req.params.scope!, req.params.roleAssignmentName!, req),
    'roleAssignments.delete': (req) => json(200, state.showAssignment(state.deleteAssignment(req.params.scope!, req.params.roleAssignmentName!))),
    'roleAssignments.getById': getAnyById('roleAssignmentId'),
    'roleAssignments.getByRoleId': getAnyById('roleId'),
    'denyAssignments.getById': getAnyById('denyAssignmentId'),
    'roleAssignments.createById': (req) => {
      const { scope, name } = byId('roleAssignmentId', req);
      return create(scope, name, req);
    },
    'roleAssignments.createByRoleId': (req) => {
      const { scope, name } = byId('roleId', req);
      return create(scope, name, req);
    },
    'roleAssignments.deleteById': (req) => {
      const { scope, name } = byId('roleAssignmentId', req);
      return json(200, state.showAssignment(state.deleteAssignment(scope, name)));
    },
    'roleAssignments.deleteByRoleId': (req) => {
      const { scope, name } = byId('roleId', req);
      return json(200, state.showAssignment(state.deleteAssignment(scope, name)));
    },
    'globalAdministrator.elevateAccess': (req) => {
      state.elevate(req.principal as FakePrincipal);
      return empty(200);
    },
  };
}
