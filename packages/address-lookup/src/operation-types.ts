// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { AddressLookupGroups } from './service.js';

/**
 * Input of `addresses.extract` (Extract addresses).
 */
export type AddressesExtractInput = OperationInput<AddressLookupGroups['addresses']['extract']>;
/**
 * Output of `addresses.extract` (Extract addresses).
 */
export type AddressesExtractOutput = OperationOutput<AddressLookupGroups['addresses']['extract'], 'result'>;
/**
 * One item of the list `addresses.extract` (Extract addresses).
 */
export type AddressesExtractItem = OperationItem<AddressLookupGroups['addresses']['extract'], 'result'>;
/**
 * Input of `addresses.cleanse` (Cleanse addresses).
 */
export type AddressesCleanseInput = OperationInput<AddressLookupGroups['addresses']['cleanse']>;
/**
 * Output of `addresses.cleanse` (Cleanse addresses).
 */
export type AddressesCleanseOutput = OperationOutput<AddressLookupGroups['addresses']['cleanse'], 'result'>;
/**
 * Input of `autocomplete.find` (Find address (suggestions)).
 */
export type AutocompleteFindInput = OperationInput<AddressLookupGroups['autocomplete']['find']>;
/**
 * Output of `autocomplete.find` (Find address (suggestions)).
 */
export type AutocompleteFindOutput = OperationOutput<AddressLookupGroups['autocomplete']['find'], 'result'>;
/**
 * Input of `autocomplete.resolveGbr` (Resolve address (region gbr)).
 */
export type AutocompleteResolveGbrInput = OperationInput<AddressLookupGroups['autocomplete']['resolveGbr']>;
/**
 * Output of `autocomplete.resolveGbr` (Resolve address (region gbr)).
 */
export type AutocompleteResolveGbrOutput = OperationOutput<AddressLookupGroups['autocomplete']['resolveGbr'], 'result'>;
/**
 * Input of `autocomplete.resolveUsa` (Resolve address (region usa)).
 */
export type AutocompleteResolveUsaInput = OperationInput<AddressLookupGroups['autocomplete']['resolveUsa']>;
/**
 * Output of `autocomplete.resolveUsa` (Resolve address (region usa)).
 */
export type AutocompleteResolveUsaOutput = OperationOutput<AddressLookupGroups['autocomplete']['resolveUsa'], 'result'>;
/**
 * Input of `postcodes.lookup` (Look up a postcode).
 */
export type PostcodesLookupInput = OperationInput<AddressLookupGroups['postcodes']['lookup']>;
/**
 * Output of `postcodes.lookup` (Look up a postcode).
 */
export type PostcodesLookupOutput = OperationOutput<AddressLookupGroups['postcodes']['lookup'], 'result'>;
/**
 * Input of `udprn.get` (Retrieve by UDPRN).
 */
export type UdprnGetInput = OperationInput<AddressLookupGroups['udprn']['get']>;
/**
 * Output of `udprn.get` (Retrieve by UDPRN).
 */
export type UdprnGetOutput = OperationOutput<AddressLookupGroups['udprn']['get'], 'result'>;
/**
 * Input of `umprn.get` (Retrieve by UMPRN).
 */
export type UmprnGetInput = OperationInput<AddressLookupGroups['umprn']['get']>;
/**
 * Output of `umprn.get` (Retrieve by UMPRN).
 */
export type UmprnGetOutput = OperationOutput<AddressLookupGroups['umprn']['get'], 'result'>;
/**
 * Input of `emails.validate` (E-mail validation).
 */
export type EmailsValidateInput = OperationInput<AddressLookupGroups['emails']['validate']>;
/**
 * Output of `emails.validate` (E-mail validation).
 */
export type EmailsValidateOutput = OperationOutput<AddressLookupGroups['emails']['validate'], 'result'>;
/**
 * Input of `phoneNumbers.validate` (Phone number validation).
 */
export type PhoneNumbersValidateInput = OperationInput<AddressLookupGroups['phoneNumbers']['validate']>;
/**
 * Output of `phoneNumbers.validate` (Phone number validation).
 */
export type PhoneNumbersValidateOutput = OperationOutput<AddressLookupGroups['phoneNumbers']['validate'], 'result'>;
/**
 * Input of `places.find` (Find place).
 */
export type PlacesFindInput = OperationInput<AddressLookupGroups['places']['find']>;
/**
 * Output of `places.find` (Find place).
 */
export type PlacesFindOutput = OperationOutput<AddressLookupGroups['places']['find'], 'result'>;
/**
 * Input of `places.resolve` (Resolve place (path written with a literal `$` before the brace)).
 */
export type PlacesResolveInput = OperationInput<AddressLookupGroups['places']['resolve']>;
/**
 * Output of `places.resolve` (Resolve place (path written with a literal `$` before the brace)).
 */
export type PlacesResolveOutput = OperationOutput<AddressLookupGroups['places']['resolve'], 'result'>;
/**
 * Input of `keys.availability` (Key availability).
 */
export type KeysAvailabilityInput = OperationInput<AddressLookupGroups['keys']['availability']>;
/**
 * Output of `keys.availability` (Key availability).
 */
export type KeysAvailabilityOutput = OperationOutput<AddressLookupGroups['keys']['availability'], 'result'>;
/**
 * Input of `keys.details` (Key details).
 */
export type KeysDetailsInput = OperationInput<AddressLookupGroups['keys']['details']>;
/**
 * Output of `keys.details` (Key details).
 */
export type KeysDetailsOutput = OperationOutput<AddressLookupGroups['keys']['details'], 'result'>;
/**
 * Input of `keys.lookups` (Lookup logs as CSV).
 */
export type KeysLookupsInput = OperationInput<AddressLookupGroups['keys']['lookups']>;
/**
 * Output of `keys.lookups` (Lookup logs as CSV).
 */
export type KeysLookupsOutput = OperationOutput<AddressLookupGroups['keys']['lookups'], 'result'>;
/**
 * Input of `keys.usage` (Usage statistics).
 */
export type KeysUsageInput = OperationInput<AddressLookupGroups['keys']['usage']>;
/**
 * Output of `keys.usage` (Usage statistics).
 */
export type KeysUsageOutput = OperationOutput<AddressLookupGroups['keys']['usage'], 'result'>;
/**
 * Input of `configs.list` (List key configs).
 */
export type ConfigsListInput = OperationInput<AddressLookupGroups['configs']['list']>;
/**
 * Output of `configs.list` (List key configs).
 */
export type ConfigsListOutput = OperationOutput<AddressLookupGroups['configs']['list'], 'result'>;
/**
 * Input of `configs.create` (Create key config).
 */
export type ConfigsCreateInput = OperationInput<AddressLookupGroups['configs']['create']>;
/**
 * Output of `configs.create` (Create key config).
 */
export type ConfigsCreateOutput = OperationOutput<AddressLookupGroups['configs']['create'], 'result'>;
/**
 * Input of `configs.get` (Retrieve key config).
 */
export type ConfigsGetInput = OperationInput<AddressLookupGroups['configs']['get']>;
/**
 * Output of `configs.get` (Retrieve key config).
 */
export type ConfigsGetOutput = OperationOutput<AddressLookupGroups['configs']['get'], 'result'>;
/**
 * Input of `configs.update` (Update key config).
 */
export type ConfigsUpdateInput = OperationInput<AddressLookupGroups['configs']['update']>;
/**
 * Output of `configs.update` (Update key config).
 */
export type ConfigsUpdateOutput = OperationOutput<AddressLookupGroups['configs']['update'], 'result'>;
/**
 * Input of `configs.delete` (Delete key config).
 */
export type ConfigsDeleteInput = OperationInput<AddressLookupGroups['configs']['delete']>;
/**
 * Output of `configs.delete` (Delete key config).
 */
export type ConfigsDeleteOutput = OperationOutput<AddressLookupGroups['configs']['delete'], 'result'>;
/**
 * Input of `licensees.list` (List licensees).
 */
export type LicenseesListInput = OperationInput<AddressLookupGroups['licensees']['list']>;
/**
 * Output of `licensees.list` (List licensees).
 */
export type LicenseesListOutput = OperationOutput<AddressLookupGroups['licensees']['list'], 'result'>;
/**
 * One item of the list `licensees.list` (List licensees).
 */
export type LicenseesListItem = OperationItem<AddressLookupGroups['licensees']['list'], 'result'>;
/**
 * Input of `licensees.create` (Create licensee).
 */
export type LicenseesCreateInput = OperationInput<AddressLookupGroups['licensees']['create']>;
/**
 * Output of `licensees.create` (Create licensee).
 */
export type LicenseesCreateOutput = OperationOutput<AddressLookupGroups['licensees']['create'], 'result'>;
/**
 * Input of `licensees.get` (Retrieve licensee).
 */
export type LicenseesGetInput = OperationInput<AddressLookupGroups['licensees']['get']>;
/**
 * Output of `licensees.get` (Retrieve licensee).
 */
export type LicenseesGetOutput = OperationOutput<AddressLookupGroups['licensees']['get'], 'result'>;
/**
 * Input of `licensees.update` (Update licensee).
 */
export type LicenseesUpdateInput = OperationInput<AddressLookupGroups['licensees']['update']>;
/**
 * Output of `licensees.update` (Update licensee).
 */
export type LicenseesUpdateOutput = OperationOutput<AddressLookupGroups['licensees']['update'], 'result'>;
/**
 * Input of `licensees.cancel` (Cancel licensee).
 */
export type LicenseesCancelInput = OperationInput<AddressLookupGroups['licensees']['cancel']>;
/**
 * Output of `licensees.cancel` (Cancel licensee).
 */
export type LicenseesCancelOutput = OperationOutput<AddressLookupGroups['licensees']['cancel'], 'result'>;
