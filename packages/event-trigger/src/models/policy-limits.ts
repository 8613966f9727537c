/**
 * How many principals the bindings of one access policy may name. The service counts every occurrence: a
 * principal granted 50 roles counts 50 times.
 */

/** Most principals the bindings of one policy may name, every occurrence counted. */
export const MAX_POLICY_PRINCIPALS = 1500;

/** Most of those principals that may be groups (`group:...`), every occurrence counted. */
export const MAX_POLICY_GROUPS = 250;

/** What the limits count in a policy's bindings. */
export interface PrincipalCount {
  /** Principal occurrences across all bindings, conditional ones included. */
  readonly principals: number;
  /** Occurrences of `group:` principals among them. */
  readonly groups: number;
}

/** Counts the principal occurrences of a policy's bindings, as the service's limits do. */
export function countPrincipals(bindings: ReadonlyArray<{ readonly members: readonly string[] }>): PrincipalCount {
  let principals = 0;
  let groups = 0;
  for (const binding of bindings) {
    for (const member of binding.members) {
      principals++;
      if (member.startsWith('group:')) groups++;
    }
  }
  return { principals, groups };
}
