import type { ServiceInfo } from '@org/http-core';
import { googleErrorParser } from '@org/http-core/google';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createEventTriggerClientFor`).
 */
export const eventTriggerServiceInfo = {
  name: 'event-trigger',
  packageName: '@org/event-trigger',
  version: VERSION,
  defaultAuth: ['bearer'],
  errorParser: googleErrorParser,
  conflictCodes: ['ABORTED'],
} as const satisfies ServiceInfo;
