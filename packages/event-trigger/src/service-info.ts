import { CLIENT_REQUEST_ID_HEADER, type ServiceInfo } from '@org/http-core';
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
  // How error answers are read (`error-format.ts`): loaded with the error path, not before a page's first answer.
  errorFormat: () => import('./error-format.js').then((module) => module.errorFormat),
  conflictCodes: ['ABORTED'],
  // No header documented for a caller's id of a request; the service ignores headers it does not know.
  clientRequestIdHeader: CLIENT_REQUEST_ID_HEADER,
} as const satisfies ServiceInfo;
