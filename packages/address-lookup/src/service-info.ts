import type { ServiceInfo } from '@org/http-core';
import { addressLookupEnvelopeFailure } from './envelope-failure.js';
import { AddressLookupError } from './errors.js';
import { VERSION } from './version.js';

/**
 * The service's identity and answer format without its operations: what a client of only some operations
 * needs besides them (`createAddressLookupClientFor`).
 */
export const addressLookupServiceInfo = {
  name: 'address-lookup',
  packageName: '@org/address-lookup',
  version: VERSION,
  defaultAuth: ['apiKey'],
  // How error answers are read (`error-format.ts`): loaded with the error path, not before a page's first answer.
  errorFormat: () => import('./error-format.js').then((module) => module.errorFormatWith(AddressLookupError)),
  envelope: { data: 'result', failure: addressLookupEnvelopeFailure },
} as const satisfies ServiceInfo<'result'>;
