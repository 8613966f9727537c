import type { ServiceInfo } from '@org/http-core';
import { addressLookupEnvelopeFailure, addressLookupErrorParser } from './error-parser.js';
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
  errorParser: addressLookupErrorParser,
  errorClass: AddressLookupError,
  envelope: { data: 'result', failure: addressLookupEnvelopeFailure },
} as const satisfies ServiceInfo<'result'>;
