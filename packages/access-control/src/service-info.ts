import type { ServiceInfo } from '@org/http-core';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createAccessControlClientFor`).
 */
export const accessControlServiceInfo = {
  name: 'access-control',
  packageName: '@org/access-control',
  version: VERSION,
  defaultAuth: ['bearer'],
  // How error answers are read (`error-format.ts`): loaded with the error path, not before a page's first answer.
  errorFormat: () => import('./error-format.js').then((module) => module.errorFormat),
  requestIdHeaders: ['x-ms-request-id', 'x-ms-correlation-request-id', 'x-request-id'],
  // The resource manager's documented header for a caller's id of a request.
  clientRequestIdHeader: 'x-ms-client-request-id',
} as const satisfies ServiceInfo;
