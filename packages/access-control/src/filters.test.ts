import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { denyAssignmentFilter, roleAssignmentFilter, roleDefinitionFilter } from './filters.js';

const principal = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('filters', () => {
  it('write the documented forms', () => {
    expect(roleAssignmentFilter.atScope()).toBe('atScope()');
    expect(roleAssignmentFilter.principalId(principal)).toBe(`principalId eq '${principal}'`);
    expect(roleDefinitionFilter.atScopeAndBelow()).toBe('atScopeAndBelow()');
    expect(roleDefinitionFilter.type('CustomRole')).toBe("type eq 'CustomRole'");
    expect(denyAssignmentFilter.gdprExportPrincipalId(principal)).toBe(`gdprExportPrincipalId eq '${principal}'`);
  });

  it('quote text so it cannot end the clause early', () => {
    expect(roleDefinitionFilter.roleName("Ops' or 1 eq 1")).toBe("roleName eq 'Ops'' or 1 eq 1'");
    expect(denyAssignmentFilter.denyAssignmentName("a'b")).toBe("denyAssignmentName eq 'a''b'");
  });

  it('refuse a principal id that is not a GUID, naming the field', () => {
    let caught: unknown;
    try {
      roleAssignmentFilter.principalId("x' or principalId eq '");
    } catch (error) {
      caught = error;
    }
    expect(isValidationError(caught)).toBe(true);
    expect((caught as { field: string }).field).toBe('filter.principalId');
    expect(() => roleDefinitionFilter.roleName('')).toThrow(/non-empty/);
  });
});
