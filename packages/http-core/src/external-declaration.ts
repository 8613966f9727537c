/**
 * The declaration of an operation sent to a URL the service handed back, checked: by `defineService` for a whole
 * table, and by the check of such URLs (`external-url.ts`) at the first call of an operation bound without it
 * (`createClientFor`). It imports nothing the page has, as `external-url.ts` loads on demand.
 */
import type { OperationSpec } from './operation.js';
import type { parseOriginPattern } from './origin-pattern.js';

/**
 * Refuses the declaration of an operation sent to a URL the service handed back (`id`, its spec `op`) when it
 * takes a credential of the client or names an origin that is not one: by `defineService` for a whole table, and
 * by `externalContext` (`external-url.ts`) at the first call of an operation bound without it (`createClientFor`).
 */
export function checkExternalDeclaration(id: string, op: OperationSpec, parse: typeof parseOriginPattern): void {
  if (op.auth !== undefined && op.auth.length > 0) {
    throw new Error(`${id}: an operation sent to a URL the service handed back takes no credential of the client (declare auth: [] or none)`);
  }
  const badOrigin = op.external?.origins.find((origin) => parse(origin) === undefined);
  if (badOrigin !== undefined) throw new Error(`${id}: external origin ${badOrigin} is not an origin or a subdomain wildcard (https://*.example.com)`);
}
