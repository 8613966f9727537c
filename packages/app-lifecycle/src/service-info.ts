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
} as const satisfies ServiceInfo;
