import { createClient, type RequestMethods } from '@org/http-core';
import { accessControlService } from './service.js';
import type { AccessControlClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { AccessControlMethods } from './operation-types.js';

/**
 * A client of the access control service; see {@link createAccessControlClient}.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type AccessControlClient = AccessControlMethods & RequestMethods;

/**
 * Creates a client of the access control service.
 *
 * @example
 * ```ts
 * const client = createAccessControlClient({ baseUrl: 'https://management.example.com', token: process.env.TOKEN });
 * for await (const assignment of client.roleAssignments.listForSubscription({ subscriptionId })) {
 *   console.log(assignment.properties?.principalId);
 * }
 * ```
 */
export function createAccessControlClient(options: AccessControlClientOptions): AccessControlClient {
  return createClient(accessControlService, coreOptions(options));
}

export type { AccessControlClientOptions } from './client-options.js';
