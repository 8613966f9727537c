import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { RoleDefinitionProperties } from '../../models/role-definition.js';
import { parseFilter } from '../filter-parser.js';
import { listAnswer } from '../list-answer.js';
import { parseChildId } from '../scope.js';
import type { AccessControlState } from '../state.js';

/** Handlers of the role definition operations. */
export function roleDefinitionHandlers(state: AccessControlState, pageSize: number): Record<string, FakeHandler> {
  return {
    'roleDefinitions.list': (req, ctx) => {
      const scope = state.checkScope(req.params.scope!);
      const filter = parseFilter(req.query.get('$filter'), { functions: ['atScopeAndBelow'], fields: ['roleName', 'type'] });
      const roleName = filter.equals.get('roleName')?.toLowerCase();
      const type = filter.equals.get('type');
      const roles = state
        .roleDefinitionsAt(scope, filter.functions.has('atScopeAndBelow'))
        .filter((role) => roleName === undefined || role.properties.roleName?.toLowerCase() === roleName)
        .filter((role) => type === undefined || role.properties.type === type);
      return listAnswer(req, ctx, roles.map((role) => state.showRoleDefinition(role, scope)), pageSize);
    },
    'roleDefinitions.get': (req) => {
      const scope = req.params.scope!;
      return json(200, state.showRoleDefinition(state.getRoleDefinition(scope, req.params.roleDefinitionId!.toLowerCase()), scope));
    },
    'roleDefinitions.getById': (req) => {
      const id = req.params.roleId!;
      const parsed = parseChildId(id, state.namespace, 'roleDefinitions');
      if (!parsed) throw fakeError(400, 'InvalidRoleDefinitionId', `'${id}' is not a role definition id.`);
      return json(200, state.showRoleDefinition(state.getRoleDefinition(parsed.scope, parsed.name.toLowerCase()), parsed.scope));
    },
    'roleDefinitions.createOrUpdate': (req) => {
      const scope = req.params.scope!;
      const body = req.body as { properties: RoleDefinitionProperties & Record<string, unknown> };
      const role = state.putRoleDefinition(scope, req.params.roleDefinitionId!.toLowerCase(), body.properties);
      return json(201, state.showRoleDefinition(role, scope));
    },
    'roleDefinitions.delete': (req) => {
      const scope = req.params.scope!;
      return json(200, state.showRoleDefinition(state.deleteRoleDefinition(scope, req.params.roleDefinitionId!.toLowerCase()), scope));
    },
  };
}
