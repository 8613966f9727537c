import type { ServiceInfo } from '@org/http-core';
import { docsErrorParser } from './error-parser.js';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createDocsPlatformClientFor`).
 */
export const docsPlatformServiceInfo = {
  name: 'docs-platform',
  packageName: '@org/docs-platform',
  version: VERSION,
  defaultAuth: ['basic'],
  errorParser: docsErrorParser,
} as const satisfies ServiceInfo;
