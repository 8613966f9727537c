import { afterLastIdPaging, defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';
import { Deleted, envelope } from '../models/envelope.js';
import { Licensee, LicenseeFields, LicenseePage } from '../models/licensee.js';
import { keyPathParam, licenseePathParam } from '../params/common.js';
import { wholeNumber } from '../params/number-checks.js';
import { isDigits } from '../params/string-checks.js';

/**
 * Lists the key's licensees, optionally those whose name matches `query`. Returns a page iterator that
 * continues after the last licensee of each page while the service says more follow.
 */
export const licenseesList = defineListOperation({
  method: 'GET',
  path: '/keys/{key}/licensees',
  summary: 'List licensees',
  pathParams: { key: keyPathParam },
  query: {
    startingAfter: {
      schema: z.optional(z.union([wholeNumber(), z.string().check(plainCheck((text: string) => isDigits(text, Infinity), 'must be a licensee id'))])),
      name: 'starting_after',
      description: 'Continue after the licensee with this id.',
    },
    limit: { schema: z.optional(wholeNumber(1, 100)), name: 'limit', description: 'Licensees per page (1-100, default 100).' },
    query: { schema: z.optional(z.string()), name: 'query', description: 'Only licensees whose name matches.' },
  },
  response: envelope(LicenseePage),
  successStatus: [200],
  auth: ['userToken'],
  pagination: afterLastIdPaging({ items: 'licensees', cursorParam: 'startingAfter', hasMore: 'hasMore' }),
});

/** Adds a licensee to the key. Never retried automatically. */
export const licenseesCreate = defineOperation({
  method: 'POST',
  path: '/keys/{key}/licensees',
  summary: 'Create licensee',
  pathParams: { key: keyPathParam },
  body: jsonBody(LicenseeFields),
  response: envelope(Licensee),
  successStatus: [200],
  auth: ['userToken'],
});

/** Reads one licensee by its key; an unknown one is a 404 with code 4045. */
export const licenseesGet = defineOperation({
  method: 'GET',
  path: '/keys/{key}/licensees/{licensee}',
  summary: 'Retrieve licensee',
  pathParams: { key: keyPathParam, licensee: licenseePathParam },
  response: envelope(Licensee),
  successStatus: [200],
  auth: ['userToken'],
});

/** Changes a licensee; fields left out stay as they are. */
export const licenseesUpdate = defineOperation({
  method: 'PUT',
  path: '/keys/{key}/licensees/{licensee}',
  summary: 'Update licensee',
  pathParams: { key: keyPathParam, licensee: licenseePathParam },
  body: jsonBody(LicenseeFields),
  response: envelope(Licensee),
  successStatus: [200],
  auth: ['userToken'],
});

/** Cancels a licensee: its key stops working (the service can reverse this on request). */
export const licenseesCancel = defineOperation({
  method: 'DELETE',
  path: '/keys/{key}/licensees/{licensee}',
  summary: 'Cancel licensee',
  pathParams: { key: keyPathParam, licensee: licenseePathParam },
  response: envelope(Deleted),
  successStatus: [200],
  auth: ['userToken'],
});

/** Licensees of a sub-licensed key. All need the user token. */
export const licenseesGroup = {
  list: licenseesList,
  create: licenseesCreate,
  get: licenseesGet,
  update: licenseesUpdate,
  cancel: licenseesCancel,
} as const;
