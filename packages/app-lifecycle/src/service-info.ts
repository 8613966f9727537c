import type { ServiceInfo } from '@org/http-core';
import { appLifecycleErrorParser } from './error-parser.js';
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
  errorParser: appLifecycleErrorParser,
  conflictCodes: ['Conflict'],
  // A device test run's possession challenge (`testRuns.addFileHash` answering 401) names the bytes to prove here.
  errorHeaders: ['x-challenge-bytes'],
} as const satisfies ServiceInfo;
