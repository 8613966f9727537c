import { CLIENT_REQUEST_ID_HEADER, type ServiceInfo } from '@org/http-core';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createAppLifecycleClientFor`).
 */
export const appLifecycleServiceInfo = {
  name: 'app-lifecycle',
  packageName: '@org/app-lifecycle',
  version: VERSION,
  defaultAuth: ['userApiToken', 'appApiToken'],
  errorFormat: () => import('./error-format.js').then((module) => module.loadedErrorFormat()),
  conflictCodes: ['Conflict'],
  // A device test run's possession challenge (`testRuns.addFileHash` answering 401) names the bytes to prove here.
  errorHeaders: ['x-challenge-bytes'],
  // No header documented for a caller's id of a request; the service ignores headers it does not know.
  clientRequestIdHeader: CLIENT_REQUEST_ID_HEADER,
} as const satisfies ServiceInfo;
