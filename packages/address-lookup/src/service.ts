import { defineService } from '@org/http-core';
import { addressLookupServiceInfo } from './service-info.js';
import { addressesGroup } from './operations/addresses.js';
import { autocompleteGroup } from './operations/autocomplete.js';
import { configsGroup } from './operations/configs.js';
import { emailsGroup } from './operations/emails.js';
import { keysGroup } from './operations/keys.js';
import { licenseesGroup } from './operations/licensees.js';
import { phoneNumbersGroup } from './operations/phone-numbers.js';
import { placesGroup } from './operations/places.js';
import { postcodesGroup } from './operations/postcodes.js';
import { udprnGroup } from './operations/udprn.js';
import { umprnGroup } from './operations/umprn.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type AddressLookupGroups = {
  readonly addresses: typeof addressesGroup;
  readonly autocomplete: typeof autocompleteGroup;
  readonly postcodes: typeof postcodesGroup;
  readonly udprn: typeof udprnGroup;
  readonly umprn: typeof umprnGroup;
  readonly emails: typeof emailsGroup;
  readonly phoneNumbers: typeof phoneNumbersGroup;
  readonly places: typeof placesGroup;
  readonly keys: typeof keysGroup;
  readonly configs: typeof configsGroup;
  readonly licensees: typeof licenseesGroup;
};

/**
 * The address lookup service as data: 26 operations in groups. The client, the fake, the docs and the
 * spec coverage check all derive from it. Every JSON answer is the envelope `{ code, message, result }`:
 * calls resolve to `result`, a `code` other than 2000 is an error even with status 200, and every error
 * answer is an `AddressLookupError`.
 */
export const addressLookupService = defineService<AddressLookupGroups, 'result'>({
  ...addressLookupServiceInfo,
  groups: {
    addresses: addressesGroup,
    autocomplete: autocompleteGroup,
    postcodes: postcodesGroup,
    udprn: udprnGroup,
    umprn: umprnGroup,
    emails: emailsGroup,
    phoneNumbers: phoneNumbersGroup,
    places: placesGroup,
    keys: keysGroup,
    configs: configsGroup,
    licensees: licenseesGroup,
  },
});

/** Every operation of the service, flat, in declaration order. */
export const operations = addressLookupService.operations;
