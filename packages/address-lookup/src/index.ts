/**
 * `@org/address-lookup`: a typed client of the address lookup service (address autocomplete, postcode,
 * UDPRN and UMPRN lookups, address extraction and cleansing, e-mail and phone number checks, places, and
 * key management), for Node 22+ and browsers. Its in-memory fake is `@org/address-lookup/testing`.
 *
 * @packageDocumentation
 */
export { apiCodeMeaning } from './api-code-meanings.js';
export { ApiCode } from './api-codes.js';
export { createAddressLookupClient, DEFAULT_BASE_URL, type AddressLookupClientOptions } from './client.js';
export type { AddressLookupClient, KeyLogMethods, LookupLogOptions, LookupStreamOptions } from './client-types.js';
export { apiKeyAuth, userTokenAuth, type ApiKeyAuthOptions, type CredentialPlacement, type UserTokenAuthOptions } from './credentials.js';
export { addressLookupEnvelopeFailure } from './envelope-failure.js';
export { addressLookupErrorParser } from './error-parser.js';
export { AddressLookupError, isAddressLookupError, postcodeSuggestions } from './errors.js';
export { formatCsv, parseCsv, parseLookupLog, type LookupLogEntry } from './lookup-log.js';
export { AddressPage } from './models/address-page.js';
export { CleansedAddress, CleanseInput, MatchLevel } from './models/cleanse.js';
export { KeyConfig, KeyConfigChange, KeyConfigList, MAX_CONFIG_NAME, MAX_CONFIG_PAYLOAD, NewKeyConfig } from './models/config.js';
export { EmailCheck } from './models/email.js';
export { Deleted, envelope, SUCCESS_CODE } from './models/envelope.js';
export { KeyAvailability, KeyContext, KeyDetails, KeyUsage } from './models/key.js';
export { Licensee, LicenseeFields, LicenseePage } from './models/licensee.js';
export { Carrier, PhoneNumberCheck } from './models/phone-number.js';
export { GeonamesPlace, Place, PlaceSuggestion, PlaceSuggestions } from './models/place.js';
export { AddressSuggestion, AddressSuggestions } from './models/suggestion.js';
export { GbrAddress, GbrGlobalAddress, PartialUkAddress, UkAddress } from './models/uk-address.js';
export type { AnswerEnum } from './models/text.js';
export { UsAddress } from './models/us-address.js';
export { orNull } from './not-found.js';
export { addressesExtract, addressesCleanse } from './operations/addresses.js';
export { autocompleteFind, autocompleteResolveGbr, autocompleteResolveUsa } from './operations/autocomplete.js';
export { configsList, configsCreate, configsGet, configsUpdate, configsDelete } from './operations/configs.js';
export { keysAvailability, keysDetails, keysLookups, keysUsage } from './operations/keys.js';
export { licenseesList, licenseesCreate, licenseesGet, licenseesUpdate, licenseesCancel } from './operations/licensees.js';
export { placesFind, placesResolve } from './operations/places.js';
export { postcodesLookup } from './operations/postcodes.js';
export { udprnGet } from './operations/udprn.js';
export { umprnGet } from './operations/umprn.js';
export { emailsValidate } from './operations/emails.js';
export { phoneNumbersValidate } from './operations/phone-numbers.js';
export { MAX_TAGS } from './params/tags.js';
export { rateLimitOf, type RateLimitStatus } from './rate-limit-headers.js';
export { createRateLimiter, type RateLimiter, type RateLimiterOptions } from './rate-limiter.js';
export { checkReportRange, MAX_REPORT_RANGE_MS, reportRangeIssues } from './report-range.js';
export { addressLookupService, operations, type AddressLookupGroups } from './service.js';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createAddressLookupClientFor } from './client-for.js';
export { addressLookupServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
