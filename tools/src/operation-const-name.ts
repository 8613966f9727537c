/**
 * The name of the top-level const a service package declares and exports for an operation: the group, then the
 * method with a capital, `roleAssignments.create` → `roleAssignmentsCreate` (the stem of its named types,
 * `RoleAssignmentsCreateInput`).
 */
export function operationConstName(id: string): string {
  const [group, method] = id.split('.') as [string, string];
  return `${group}${method.charAt(0).toUpperCase()}${method.slice(1)}`;
}
