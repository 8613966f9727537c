import type { ServiceInfo } from '@org/http-core';
import { docsErrorParser } from './error-parser.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createDocsPlatformClientFor`).
 */
export const docsPlatformServiceInfo = {
  name: 'docs-platform',
  packageName: '@org/docs-platform',
  version: '0.1.0',
  defaultAuth: ['basic'],
  errorParser: docsErrorParser,
} as const satisfies ServiceInfo;
