import { CLIENT_REQUEST_ID_HEADER, ConflictError, losslessJsonParse, type ServiceInfo } from '@org/http-core';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createMarketplaceClientFor`).
 */
export const marketplaceServiceInfo = {
  // int64 fields (ids, revisions, counts) keep every digit even when an answer sends them as JSON numbers.
  parseJson: losslessJsonParse,
  name: 'marketplace',
  packageName: '@org/marketplace',
  version: VERSION,
  defaultAuth: ['bearer'],
  // How error answers are read, and a stale revision's error (`error-format.ts`): loaded with the error path, not before a page's first answer.
  errorFormat: () => import('./error-format.js').then((module) => module.errorFormatWith(ConflictError)),
  conflictCodes: ['ABORTED'],
  requestIdHeaders: ['x-request-id', 'x-goog-request-id'],
  // No header documented for a caller's id of a request; the service ignores headers it does not know.
  clientRequestIdHeader: CLIENT_REQUEST_ID_HEADER,
} as const satisfies ServiceInfo;
