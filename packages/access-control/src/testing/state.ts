/**
 * The fake's memory: role definitions, role assignments, deny assignments, classic administrators and provider
 * metadata, with the rules the service applies to them. Handlers translate HTTP to calls on this state.
 */
import { createStore, fakeError, type MemoryStore } from '@org/http-core/testing';
import type { ClassicAdministrator } from '../models/classic-administrator.js';
import type { DenyAssignment } from '../models/deny-assignment.js';
import type { Permission } from '../models/permission.js';
import type { ProviderOperationsMetadata } from '../models/provider-operations.js';
import type { RoleAssignment } from '../models/role-assignment.js';
import type { RoleDefinition, RoleDefinitionProperties } from '../models/role-definition.js';
import { builtInRoleIds } from '../scopes.js';
import { canonicalScope, childId, isAtOrAbove, parseChildId, relation, scopeKey, subscriptionOf } from './scope.js';
import {
  builtInRoles,
  seedAssignments,
  seedClassicAdministrators,
  seedDenyAssignments,
  seedProviderOperations,
  type FakePrincipal,
  type StoredRoleDefinition,
} from './seed.js';

/** A role assignment as stored: where, what, who. */
export interface StoredAssignment {
  readonly name: string;
  readonly scope: string;
  readonly roleDefinitionId: string;
  readonly principalId: string;
  readonly canDelegate?: boolean;
  /** Fields the caller sent that the fake does not know; kept and returned. */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** Settings of the state. */
export interface StateOptions {
  readonly namespace: string;
  readonly subscriptions: readonly string[];
}

/** The fake's memory and rules. */
export class AccessControlState {
  readonly namespace: string;
  readonly subscriptions: ReadonlySet<string>;
  readonly roleDefinitions: MemoryStore<StoredRoleDefinition>;
  readonly roleAssignments: MemoryStore<StoredAssignment>;
  readonly denyAssignments: MemoryStore<DenyAssignment>;
  readonly providerOperations: readonly ProviderOperationsMetadata[];
  readonly #classicAdministrators: ReadonlyMap<string, readonly ClassicAdministrator[]>;

  constructor(options: StateOptions) {
    const { namespace, subscriptions } = options;
    this.namespace = namespace;
    this.subscriptions = new Set(subscriptions.map((id) => id.toLowerCase()));
    this.roleDefinitions = createStore<StoredRoleDefinition>({ seed: builtInRoles(namespace).map((role) => [role.name, role] as const) });
    this.roleAssignments = createStore<StoredAssignment>({
      seed: subscriptions.flatMap((id) => seedAssignments(namespace, id)).map((a) => [a.name, a] as const),
    });
    this.denyAssignments = createStore<DenyAssignment>({
      seed: subscriptions.flatMap((id) => seedDenyAssignments(namespace, id)).map((d) => [d.name!, d] as const),
    });
    this.#classicAdministrators = new Map(subscriptions.map((id) => [id.toLowerCase(), seedClassicAdministrators(id, namespace)]));
    this.providerOperations = seedProviderOperations(namespace);
  }

  /** Back to the seed. */
  reset(): void {
    this.roleDefinitions.reset();
    this.roleAssignments.reset();
    this.denyAssignments.reset();
  }

  /** Refuses scopes inside a subscription the fake does not know (404 `SubscriptionNotFound`). */
  checkScope(scope: string): string {
    const subscription = subscriptionOf(scope);
    if (subscription !== undefined && !this.subscriptions.has(subscription.toLowerCase())) {
      throw fakeError(404, 'SubscriptionNotFound', `The subscription '${subscription}' could not be found.`);
    }
    return canonicalScope(scope);
  }

  classicAdministrators(subscriptionId: string): readonly ClassicAdministrator[] {
    this.checkScope(`/subscriptions/${subscriptionId}`);
    return this.#classicAdministrators.get(subscriptionId.toLowerCase()) ?? [];
  }

  // Role definitions

  /** A role definition as the service shows it when asked at `scope`. */
  showRoleDefinition(role: StoredRoleDefinition, scope: string): RoleDefinition {
    return {
      id: childId(scope, this.namespace, 'roleDefinitions', role.name),
      name: role.name,
      type: `${this.namespace}/roleDefinitions`,
      properties: role.properties,
    };
  }

  /** Roles assignable at `scope` (an assignable scope at or above it); with `andBelow`, also those assignable below. */
  roleDefinitionsAt(scope: string, andBelow: boolean): StoredRoleDefinition[] {
    return this.roleDefinitions.list((role) =>
      (role.properties.assignableScopes ?? []).some((assignable) => isAtOrAbove(assignable, scope) || (andBelow && isAtOrAbove(scope, assignable))),
    );
  }

  /** Finds a role by the GUID at the end of a role definition id, or by the GUID itself. */
  roleByDefinitionId(roleDefinitionId: string): StoredRoleDefinition | undefined {
    const guid = parseChildId(roleDefinitionId, this.namespace, 'roleDefinitions')?.name ?? roleDefinitionId;
    return this.roleDefinitions.get(guid.toLowerCase()) ?? this.roleDefinitions.get(guid);
  }

  getRoleDefinition(scope: string, id: string): StoredRoleDefinition {
    this.checkScope(scope);
    const role = this.roleDefinitions.get(id);
    const visible = role && (role.properties.assignableScopes ?? []).some((assignable) => relation(assignable, scope) !== 'unrelated');
    if (!role || !visible) throw fakeError(404, 'RoleDefinitionDoesNotExist', `The role definition '${id}' does not exist at scope '${canonicalScope(scope)}'.`);
    return role;
  }

  /** Creates or replaces a custom role. */
  putRoleDefinition(scope: string, id: string, properties: RoleDefinitionProperties & Record<string, unknown>): StoredRoleDefinition {
    this.checkScope(scope);
    if (this.roleDefinitions.get(id)?.properties.type === 'BuiltInRole') {
      throw fakeError(400, 'BuiltInRoleCannotBeModified', 'Built-in roles cannot be changed.');
    }
    const assignableScopes = (properties.assignableScopes ?? []).map((assignable) => this.checkScope(assignable));
    const clash = this.roleDefinitions.list(
      (role, key) => key !== id && role.properties.roleName?.toLowerCase() === properties.roleName?.toLowerCase(),
    );
    if (clash.length > 0) {
      throw fakeError(409, 'RoleDefinitionWithSameNameExists', `A role definition named '${properties.roleName}' already exists.`);
    }
    return this.roleDefinitions.set(id, { name: id, properties: { ...properties, type: properties.type ?? 'CustomRole', assignableScopes } });
  }

  deleteRoleDefinition(scope: string, id: string): StoredRoleDefinition {
    const role = this.getRoleDefinition(scope, id);
    if (role.properties.type === 'BuiltInRole') throw fakeError(400, 'BuiltInRoleCannotBeModified', 'Built-in roles cannot be deleted.');
    if (this.roleAssignments.list((a) => this.roleByDefinitionId(a.roleDefinitionId)?.name === id).length > 0) {
      throw fakeError(409, 'RoleDefinitionHasAssignments', 'The role definition is still assigned; remove its assignments first.');
    }
    this.roleDefinitions.delete(id);
    return role;
  }

  // Role assignments

  showAssignment(a: StoredAssignment): RoleAssignment {
    return {
      ...a.extra,
      id: childId(a.scope, this.namespace, 'roleAssignments', a.name),
      name: a.name,
      type: `${this.namespace}/roleAssignments`,
      properties: { scope: a.scope, roleDefinitionId: a.roleDefinitionId, principalId: a.principalId, canDelegate: a.canDelegate ?? false },
    };
  }

  /** Assignments at, above or below `scope`; `atScope` leaves out those below; `principalId` keeps one principal's. */
  assignmentsFor(scope: string, filter: { atScope?: boolean; principalId?: string } = {}): StoredAssignment[] {
    return this.roleAssignments.list((a) => {
      const where = relation(a.scope, scope);
      if (where === 'unrelated' || (filter.atScope && where === 'below')) return false;
      return filter.principalId === undefined || a.principalId.toLowerCase() === filter.principalId.toLowerCase();
    });
  }

  getAssignment(scope: string, name: string): StoredAssignment {
    this.checkScope(scope);
    const found = this.roleAssignments.get(name.toLowerCase()) ?? this.roleAssignments.get(name);
    if (!found || scopeKey(found.scope) !== scopeKey(scope)) {
      throw fakeError(404, 'RoleAssignmentNotFound', `The role assignment '${name}' is not found at scope '${canonicalScope(scope)}'.`);
    }
    return found;
  }

  /** Grants a role: refuses a taken name, an identical grant, an unknown role and a scope the role cannot be assigned at. */
  createAssignment(scope: string, name: string, input: { roleDefinitionId: string; principalId: string; canDelegate?: boolean; extra?: Record<string, unknown> }): StoredAssignment {
    const at = this.checkScope(scope);
    if (this.roleAssignments.has(name.toLowerCase()) || this.roleAssignments.has(name)) {
      throw fakeError(409, 'RoleAssignmentExists', `A role assignment named '${name}' already exists.`);
    }
    const role = this.roleByDefinitionId(input.roleDefinitionId);
    if (!role) throw fakeError(400, 'RoleDefinitionDoesNotExist', `The role definition '${input.roleDefinitionId}' does not exist.`);
    if (!(role.properties.assignableScopes ?? []).some((assignable) => isAtOrAbove(assignable, at))) {
      throw fakeError(400, 'InvalidRoleAssignmentScope', `The role '${role.properties.roleName}' cannot be assigned at scope '${at}'.`);
    }
    const same = this.roleAssignments.list(
      (a) => scopeKey(a.scope) === scopeKey(at) && a.principalId.toLowerCase() === input.principalId.toLowerCase() && this.roleByDefinitionId(a.roleDefinitionId)?.name === role.name,
    );
    if (same.length > 0) throw fakeError(409, 'RoleAssignmentExists', 'The principal already holds this role at this scope.');
    return this.roleAssignments.set(name.toLowerCase(), {
      name: name.toLowerCase(),
      scope: at,
      roleDefinitionId: input.roleDefinitionId,
      principalId: input.principalId,
      ...(input.canDelegate === undefined ? {} : { canDelegate: input.canDelegate }),
      ...(input.extra ? { extra: input.extra } : {}),
    });
  }

  deleteAssignment(scope: string, name: string): StoredAssignment {
    const found = this.getAssignment(scope, name);
    this.roleAssignments.delete(found.name);
    return found;
  }

  /** Grants a Global Administrator User Access Administrator at `/` (once). */
  elevate(principal: FakePrincipal): void {
    if (!principal.globalAdministrator) {
      throw fakeError(403, 'AuthorizationFailed', 'Only a Global Administrator can elevate access.');
    }
    const held = this.assignmentsFor('/', { atScope: true, principalId: principal.principalId }).some(
      (a) => this.roleByDefinitionId(a.roleDefinitionId)?.name === builtInRoleIds.userAccessAdministrator,
    );
    if (held) return;
    this.createAssignment('/', crypto.randomUUID(), {
      roleDefinitionId: childId('/', this.namespace, 'roleDefinitions', builtInRoleIds.userAccessAdministrator),
      principalId: principal.principalId,
    });
  }

  /** The permissions of a principal at a scope: those of every role assigned to it there or above. */
  permissionsOf(principalId: string, scope: string): Permission[] {
    this.checkScope(scope);
    return this.assignmentsFor(scope, { atScope: true, principalId }).flatMap(
      (a) => this.roleByDefinitionId(a.roleDefinitionId)?.properties.permissions ?? [],
    );
  }

  // Deny assignments

  /** Deny assignments that apply at `scope` (at it, or above it unless limited to their own scope) and, unless `atScope`, below it. */
  denyAssignmentsFor(scope: string, atScope: boolean): DenyAssignment[] {
    return this.denyAssignments.list((d) => {
      const where = relation(d.properties?.scope ?? '/', scope);
      if (where === 'at') return true;
      if (where === 'above') return !d.properties?.doNotApplyToChildScopes;
      return where === 'below' && !atScope;
    });
  }

  getDenyAssignment(scope: string, id: string): DenyAssignment {
    this.checkScope(scope);
    const found = this.denyAssignments.get(id.toLowerCase()) ?? this.denyAssignments.get(id);
    if (!found || scopeKey(found.properties?.scope ?? '/') !== scopeKey(scope)) {
      throw fakeError(404, 'DenyAssignmentNotFound', `The deny assignment '${id}' is not found at scope '${canonicalScope(scope)}'.`);
    }
    return found;
  }
}

/** Whether a deny assignment names a principal (directly or through `Everyone`) without excluding it. */
export function deniesPrincipal(deny: DenyAssignment, principalId: string): boolean {
  const id = principalId.toLowerCase();
  const named = (deny.properties?.principals ?? []).some((p) => p.type === 'Everyone' || p.id?.toLowerCase() === id);
  const excluded = (deny.properties?.excludePrincipals ?? []).some((p) => p.id?.toLowerCase() === id);
  return named && !excluded;
}
