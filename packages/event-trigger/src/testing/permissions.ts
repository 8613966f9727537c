/**
 * The roles the fake knows and the permissions each grants, for `accessPolicies.testPermissions`.
 */

const read = ['eventarc.triggers.get', 'eventarc.triggers.list', 'eventarc.locations.get', 'eventarc.locations.list', 'eventarc.operations.get', 'eventarc.operations.list'];
const write = ['eventarc.triggers.create', 'eventarc.triggers.update', 'eventarc.triggers.delete', 'eventarc.operations.cancel'];
const policyRead = ['eventarc.triggers.getIamPolicy'];
const policyWrite = ['eventarc.triggers.setIamPolicy'];

/** Permissions by role. Roles not listed grant nothing. */
export const ROLE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  'roles/owner': [...read, ...write, ...policyRead, ...policyWrite],
  'roles/editor': [...read, ...write, ...policyRead],
  'roles/viewer': [...read, ...policyRead],
  'roles/eventarc.admin': [...read, ...write, ...policyRead, ...policyWrite],
  'roles/eventarc.developer': [...read, ...write],
  'roles/eventarc.viewer': read,
};

/** The permissions granted by a set of roles. */
export function permissionsOf(roles: Iterable<string>): Set<string> {
  const granted = new Set<string>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role] ?? []) granted.add(permission);
  return granted;
}
