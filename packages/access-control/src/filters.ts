/**
 * Builders for the `$filter` values the service documents. Each returns the filter text; values are checked
 * and quoted so a filter cannot be bent by its input.
 */
import { ValidationError } from '@org/http-core';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function principal(field: string, id: string): string {
  if (typeof id !== 'string' || !guidPattern.test(id)) {
    throw new ValidationError(`${field} must be a principal object id (a GUID)`, { field });
  }
  return id;
}

function quoted(field: string, value: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 512) {
    throw new ValidationError(`${field} must be a non-empty string of at most 512 characters`, { field });
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Filters of the role assignment lists. */
export const roleAssignmentFilter = {
  /** Assignments at the scope and above it (inherited), not below. */
  atScope: (): string => 'atScope()',
  /** Assignments of one principal at, above or below the scope. */
  principalId: (id: string): string => `principalId eq '${principal('filter.principalId', id)}'`,
};

/** Filters of the role definition list. */
export const roleDefinitionFilter = {
  /** Role definitions assignable at the scope, above it and below it. */
  atScopeAndBelow: (): string => 'atScopeAndBelow()',
  /** Role definitions with this display name. */
  roleName: (name: string): string => `roleName eq ${quoted('filter.roleName', name)}`,
  /** Role definitions of one type: `BuiltInRole` or `CustomRole`. */
  type: (type: 'BuiltInRole' | 'CustomRole' | (string & {})): string => `type eq ${quoted('filter.type', type)}`,
};

/** Filters of the deny assignment lists. */
export const denyAssignmentFilter = {
  /** Deny assignments at the scope and above it, not below. */
  atScope: (): string => 'atScope()',
  /** The deny assignment with this name. */
  denyAssignmentName: (name: string): string => `denyAssignmentName eq ${quoted('filter.denyAssignmentName', name)}`,
  /** Deny assignments that apply to a principal. */
  principalId: (id: string): string => `principalId eq '${principal('filter.principalId', id)}'`,
  /** Deny assignments that apply to a principal, with only name and description returned (for data exports). */
  gdprExportPrincipalId: (id: string): string => `gdprExportPrincipalId eq '${principal('filter.gdprExportPrincipalId', id)}'`,
};
