import { defineService } from '@org/http-core';
import { addressLookupServiceInfo } from './service-info.js';
import { addresses } from './operations/addresses.js';
import { autocomplete } from './operations/autocomplete.js';
import { configs } from './operations/configs.js';
import { keys } from './operations/keys.js';
import { licensees } from './operations/licensees.js';
import { places } from './operations/places.js';
import { postcodes, udprn, umprn } from './operations/uk-records.js';
import { emails, phoneNumbers } from './operations/validation.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type AddressLookupGroups = {
  readonly addresses: typeof addresses;
  readonly autocomplete: typeof autocomplete;
  readonly postcodes: typeof postcodes;
  readonly udprn: typeof udprn;
  readonly umprn: typeof umprn;
  readonly emails: typeof emails;
  readonly phoneNumbers: typeof phoneNumbers;
  readonly places: typeof places;
  readonly keys: typeof keys;
  readonly configs: typeof configs;
  readonly licensees: typeof licensees;
};

/**
 * The address lookup service as data: 26 operations in groups. The client, the fake, the docs and the
 * spec coverage check all derive from it. Every JSON answer is the envelope `{ code, message, result }`:
 * calls resolve to `result`, a `code` other than 2000 is an error even with status 200, and every error
 * answer is an `AddressLookupError`.
 */
export const addressLookupService = defineService<AddressLookupGroups, 'result'>({
  ...addressLookupServiceInfo,
  groups: { addresses, autocomplete, postcodes, udprn, umprn, emails, phoneNumbers, places, keys, configs, licensees },
});

/** Every operation of the service, flat, in declaration order. */
export const operations = addressLookupService.operations;
