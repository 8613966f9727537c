// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  PageIterator,
  PageOptions,
  ServiceClient,
} from '@org/http-core';
import type { AddressLookupGroups } from './service.js';

/** Input of `addresses.extract` (Extract addresses). */
export interface AddressesExtractInput {
  /** Free text to search for. */
  query?: OperationInput<AddressLookupGroups['addresses']['extract']>['query'];
  /** Most results to return (1-100, service default 10). */
  limit?: OperationInput<AddressLookupGroups['addresses']['extract']>['limit'];
  /** Zero-based page of results. */
  page?: OperationInput<AddressLookupGroups['addresses']['extract']>['page'];
  /** Return only these address fields, e.g. `["line_1", "postcode"]`. */
  filter?: OperationInput<AddressLookupGroups['addresses']['extract']>['filter'];
  /** Reverse geocoding: longitude of the point. */
  longitude?: OperationInput<AddressLookupGroups['addresses']['extract']>['longitude'];
  /** Reverse geocoding: latitude of the point. */
  latitude?: OperationInput<AddressLookupGroups['addresses']['extract']>['latitude'];
  /** Only addresses in these outward codes, e.g. `SW1A`. */
  postcodeOutward?: OperationInput<AddressLookupGroups['addresses']['extract']>['postcodeOutward'];
  /** Only addresses at these postcodes (space and case insensitive). */
  postcode?: OperationInput<AddressLookupGroups['addresses']['extract']>['postcode'];
  /** Only addresses in these postcode areas, e.g. `SW`. */
  postcodeArea?: OperationInput<AddressLookupGroups['addresses']['extract']>['postcodeArea'];
  /** Only addresses in these postcode sectors, e.g. `SW1A 2`. */
  postcodeSector?: OperationInput<AddressLookupGroups['addresses']['extract']>['postcodeSector'];
  /** Only addresses in these post towns. */
  postTown?: OperationInput<AddressLookupGroups['addresses']['extract']>['postTown'];
  /** Only the address with this UPRN (a single value). */
  uprn?: OperationInput<AddressLookupGroups['addresses']['extract']>['uprn'];
  /** Only addresses in these countries: England, Scotland, Wales, Northern Ireland, Jersey, Guernsey, Isle of Man. */
  country?: OperationInput<AddressLookupGroups['addresses']['extract']>['country'];
  /** Only small-user (`S`) or large-user (`L`) postcodes. */
  postcodeType?: OperationInput<AddressLookupGroups['addresses']['extract']>['postcodeType'];
  /** Only addresses with this small-user organisation indicator (`Y`). */
  suOrganisationIndicator?: OperationInput<AddressLookupGroups['addresses']['extract']>['suOrganisationIndicator'];
  /** Only addresses inside this box. */
  box?: OperationInput<AddressLookupGroups['addresses']['extract']>['box'];
  /** Favour these outward codes. */
  biasPostcodeOutward?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasPostcodeOutward'];
  /** Favour these postcodes. */
  biasPostcode?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasPostcode'];
  /** Favour these postcode areas. */
  biasPostcodeArea?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasPostcodeArea'];
  /** Favour these postcode sectors. */
  biasPostcodeSector?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasPostcodeSector'];
  /** Favour these post towns. */
  biasPostTown?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasPostTown'];
  /** Favour these streets. */
  biasThoroughfare?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasThoroughfare'];
  /** Favour these countries. */
  biasCountry?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasCountry'];
  /** Favour addresses inside this circle. */
  biasLonLat?: OperationInput<AddressLookupGroups['addresses']['extract']>['biasLonLat'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['addresses']['extract']>['tags'];
}
/** Output of `addresses.extract` (Extract addresses). */
export type AddressesExtractOutput = OperationOutput<AddressLookupGroups['addresses']['extract'], 'result'>;
/** One item of the list `addresses.extract` (Extract addresses). */
export type AddressesExtractItem = OperationItem<AddressLookupGroups['addresses']['extract'], 'result'>;
/** Input of `addresses.cleanse` (Cleanse addresses). */
export interface AddressesCleanseInput {
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['addresses']['cleanse']>['tags'];
  /** The request body of `addresses.cleanse` (Cleanse addresses), sent as JSON. */
  body: OperationInput<AddressLookupGroups['addresses']['cleanse']>['body'];
}
/** Output of `addresses.cleanse` (Cleanse addresses). */
export type AddressesCleanseOutput = OperationOutput<AddressLookupGroups['addresses']['cleanse'], 'result'>;
/** Input of `autocomplete.find` (Find address (suggestions)). */
export interface AutocompleteFindInput {
  /** The partial address typed so far; required, not empty or blank. */
  query: OperationInput<AddressLookupGroups['autocomplete']['find']>['query'];
  /** Country to search, ISO 3166-1 alpha-3 (e.g. `GBR`, `USA`). */
  context?: OperationInput<AddressLookupGroups['autocomplete']['find']>['context'];
  /** Most results to return (1-100, service default 10). */
  limit?: OperationInput<AddressLookupGroups['autocomplete']['find']>['limit'];
  /** Only addresses in these outward codes, e.g. `SW1A`. */
  postcodeOutward?: OperationInput<AddressLookupGroups['autocomplete']['find']>['postcodeOutward'];
  /** Only addresses at these postcodes (space and case insensitive). */
  postcode?: OperationInput<AddressLookupGroups['autocomplete']['find']>['postcode'];
  /** Only addresses in these postcode areas, e.g. `SW`. */
  postcodeArea?: OperationInput<AddressLookupGroups['autocomplete']['find']>['postcodeArea'];
  /** Only addresses in these postcode sectors, e.g. `SW1A 2`. */
  postcodeSector?: OperationInput<AddressLookupGroups['autocomplete']['find']>['postcodeSector'];
  /** Only addresses in these post towns. */
  postTown?: OperationInput<AddressLookupGroups['autocomplete']['find']>['postTown'];
  /** Only the address with this UPRN (a single value). */
  uprn?: OperationInput<AddressLookupGroups['autocomplete']['find']>['uprn'];
  /** Only addresses in these countries: England, Scotland, Wales, Northern Ireland, Jersey, Guernsey, Isle of Man. */
  country?: OperationInput<AddressLookupGroups['autocomplete']['find']>['country'];
  /** Only small-user (`S`) or large-user (`L`) postcodes. */
  postcodeType?: OperationInput<AddressLookupGroups['autocomplete']['find']>['postcodeType'];
  /** Only addresses with this small-user organisation indicator (`Y`). */
  suOrganisationIndicator?: OperationInput<AddressLookupGroups['autocomplete']['find']>['suOrganisationIndicator'];
  /** Only addresses inside this box. */
  box?: OperationInput<AddressLookupGroups['autocomplete']['find']>['box'];
  /** Favour these outward codes. */
  biasPostcodeOutward?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasPostcodeOutward'];
  /** Favour these postcodes. */
  biasPostcode?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasPostcode'];
  /** Favour these postcode areas. */
  biasPostcodeArea?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasPostcodeArea'];
  /** Favour these postcode sectors. */
  biasPostcodeSector?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasPostcodeSector'];
  /** Favour these post towns. */
  biasPostTown?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasPostTown'];
  /** Favour these streets. */
  biasThoroughfare?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasThoroughfare'];
  /** Favour these countries. */
  biasCountry?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasCountry'];
  /** Favour addresses inside this circle. */
  biasLonLat?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasLonLat'];
  /** Favour results near the caller's IP address. */
  biasIp?: OperationInput<AddressLookupGroups['autocomplete']['find']>['biasIp'];
}
/** Output of `autocomplete.find` (Find address (suggestions)). */
export type AutocompleteFindOutput = OperationOutput<AddressLookupGroups['autocomplete']['find'], 'result'>;
/** Input of `autocomplete.resolveGbr` (Resolve address (region gbr)). */
export interface AutocompleteResolveGbrInput {
  /** The `id` of a suggestion. */
  address: OperationInput<AddressLookupGroups['autocomplete']['resolveGbr']>['address'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['autocomplete']['resolveGbr']>['tags'];
}
/** Output of `autocomplete.resolveGbr` (Resolve address (region gbr)). */
export type AutocompleteResolveGbrOutput = OperationOutput<AddressLookupGroups['autocomplete']['resolveGbr'], 'result'>;
/** Input of `autocomplete.resolveUsa` (Resolve address (region usa)). */
export interface AutocompleteResolveUsaInput {
  /** The `id` of a suggestion. */
  address: OperationInput<AddressLookupGroups['autocomplete']['resolveUsa']>['address'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['autocomplete']['resolveUsa']>['tags'];
}
/** Output of `autocomplete.resolveUsa` (Resolve address (region usa)). */
export type AutocompleteResolveUsaOutput = OperationOutput<AddressLookupGroups['autocomplete']['resolveUsa'], 'result'>;
/** Input of `postcodes.lookup` (Look up a postcode). */
export interface PostcodesLookupInput {
  /** The postcode. */
  postcode: OperationInput<AddressLookupGroups['postcodes']['lookup']>['postcode'];
  /** Return only these address fields, e.g. `["line_1", "postcode"]`. */
  filter?: OperationInput<AddressLookupGroups['postcodes']['lookup']>['filter'];
  /** Zero-based page of results. */
  page?: OperationInput<AddressLookupGroups['postcodes']['lookup']>['page'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['postcodes']['lookup']>['tags'];
}
/** Output of `postcodes.lookup` (Look up a postcode). */
export type PostcodesLookupOutput = OperationOutput<AddressLookupGroups['postcodes']['lookup'], 'result'>;
/** Input of `udprn.get` (Retrieve by UDPRN). */
export interface UdprnGetInput {
  /** The UDPRN. */
  udprn: OperationInput<AddressLookupGroups['udprn']['get']>['udprn'];
  /** Return only these address fields, e.g. `["line_1", "postcode"]`. */
  filter?: OperationInput<AddressLookupGroups['udprn']['get']>['filter'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['udprn']['get']>['tags'];
}
/** Output of `udprn.get` (Retrieve by UDPRN). */
export type UdprnGetOutput = OperationOutput<AddressLookupGroups['udprn']['get'], 'result'>;
/** Input of `umprn.get` (Retrieve by UMPRN). */
export interface UmprnGetInput {
  /** The UMPRN. */
  umprn: OperationInput<AddressLookupGroups['umprn']['get']>['umprn'];
  /** Return only these address fields, e.g. `["line_1", "postcode"]`. */
  filter?: OperationInput<AddressLookupGroups['umprn']['get']>['filter'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['umprn']['get']>['tags'];
}
/** Output of `umprn.get` (Retrieve by UMPRN). */
export type UmprnGetOutput = OperationOutput<AddressLookupGroups['umprn']['get'], 'result'>;
/** Input of `emails.validate` (E-mail validation). */
export interface EmailsValidateInput {
  /** The e-mail address to check. */
  query: OperationInput<AddressLookupGroups['emails']['validate']>['query'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['emails']['validate']>['tags'];
}
/** Output of `emails.validate` (E-mail validation). */
export type EmailsValidateOutput = OperationOutput<AddressLookupGroups['emails']['validate'], 'result'>;
/** Input of `phoneNumbers.validate` (Phone number validation). */
export interface PhoneNumbersValidateInput {
  /** The phone number, with its country code. */
  query: OperationInput<AddressLookupGroups['phoneNumbers']['validate']>['query'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['phoneNumbers']['validate']>['tags'];
}
/** Output of `phoneNumbers.validate` (Phone number validation). */
export type PhoneNumbersValidateOutput = OperationOutput<AddressLookupGroups['phoneNumbers']['validate'], 'result'>;
/** Input of `places.find` (Find place). */
export interface PlacesFindInput {
  /** Free text to search for. */
  query?: OperationInput<AddressLookupGroups['places']['find']>['query'];
  /** Only places in these countries (ISO 3166-1 alpha-3). */
  countryIso?: OperationInput<AddressLookupGroups['places']['find']>['countryIso'];
  /** Favour places in these countries (ISO 3166-1 alpha-3). */
  biasCountryIso?: OperationInput<AddressLookupGroups['places']['find']>['biasCountryIso'];
  /** Favour places inside this circle. */
  biasLonLat?: OperationInput<AddressLookupGroups['places']['find']>['biasLonLat'];
  /** Favour results near the caller's IP address. */
  biasIp?: OperationInput<AddressLookupGroups['places']['find']>['biasIp'];
}
/** Output of `places.find` (Find place). */
export type PlacesFindOutput = OperationOutput<AddressLookupGroups['places']['find'], 'result'>;
/** Input of `places.resolve` (Resolve place (path written with a literal `$` before the brace)). */
export interface PlacesResolveInput {
  /** The `id` of a place suggestion. */
  place: OperationInput<AddressLookupGroups['places']['resolve']>['place'];
  /** Labels stored with the lookup in the key history (at most 3). */
  tags?: OperationInput<AddressLookupGroups['places']['resolve']>['tags'];
}
/** Output of `places.resolve` (Resolve place (path written with a literal `$` before the brace)). */
export type PlacesResolveOutput = OperationOutput<AddressLookupGroups['places']['resolve'], 'result'>;
/** Input of `keys.availability` (Key availability). */
export interface KeysAvailabilityInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['keys']['availability']>['key'];
}
/** Output of `keys.availability` (Key availability). */
export type KeysAvailabilityOutput = OperationOutput<AddressLookupGroups['keys']['availability'], 'result'>;
/** Input of `keys.details` (Key details). */
export interface KeysDetailsInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['keys']['details']>['key'];
}
/** Output of `keys.details` (Key details). */
export type KeysDetailsOutput = OperationOutput<AddressLookupGroups['keys']['details'], 'result'>;
/** Input of `keys.lookups` (Lookup logs as CSV). */
export interface KeysLookupsInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['keys']['lookups']>['key'];
  /** Start of the range (a Date or epoch ms). */
  start?: OperationInput<AddressLookupGroups['keys']['lookups']>['start'];
  /** End of the range (a Date or epoch ms); default now. */
  end?: OperationInput<AddressLookupGroups['keys']['lookups']>['end'];
  /** Sub-licensed keys only: report on this licensee alone. */
  licensee?: OperationInput<AddressLookupGroups['keys']['lookups']>['licensee'];
}
/** Output of `keys.lookups` (Lookup logs as CSV). */
export type KeysLookupsOutput = OperationOutput<AddressLookupGroups['keys']['lookups'], 'result'>;
/** Input of `keys.usage` (Usage statistics). */
export interface KeysUsageInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['keys']['usage']>['key'];
  /** Start of the range (a Date or epoch ms). */
  start?: OperationInput<AddressLookupGroups['keys']['usage']>['start'];
  /** End of the range (a Date or epoch ms); default now. */
  end?: OperationInput<AddressLookupGroups['keys']['usage']>['end'];
  /** Count only lookups carrying all of these tags (at most 3). */
  tags?: OperationInput<AddressLookupGroups['keys']['usage']>['tags'];
  /** Sub-licensed keys only: report on this licensee alone. */
  licensee?: OperationInput<AddressLookupGroups['keys']['usage']>['licensee'];
}
/** Output of `keys.usage` (Usage statistics). */
export type KeysUsageOutput = OperationOutput<AddressLookupGroups['keys']['usage'], 'result'>;
/** Input of `configs.list` (List key configs). */
export interface ConfigsListInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['configs']['list']>['key'];
}
/** Output of `configs.list` (List key configs). */
export type ConfigsListOutput = OperationOutput<AddressLookupGroups['configs']['list'], 'result'>;
/** Input of `configs.create` (Create key config). */
export interface ConfigsCreateInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['configs']['create']>['key'];
  /** The request body of `configs.create` (Create key config), sent as JSON. */
  body: OperationInput<AddressLookupGroups['configs']['create']>['body'];
}
/** Output of `configs.create` (Create key config). */
export type ConfigsCreateOutput = OperationOutput<AddressLookupGroups['configs']['create'], 'result'>;
/** Input of `configs.get` (Retrieve key config). */
export interface ConfigsGetInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['configs']['get']>['key'];
  /** The config name. */
  config: OperationInput<AddressLookupGroups['configs']['get']>['config'];
}
/** Output of `configs.get` (Retrieve key config). */
export type ConfigsGetOutput = OperationOutput<AddressLookupGroups['configs']['get'], 'result'>;
/** Input of `configs.update` (Update key config). */
export interface ConfigsUpdateInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['configs']['update']>['key'];
  /** The config name. */
  config: OperationInput<AddressLookupGroups['configs']['update']>['config'];
  /** The request body of `configs.update` (Update key config), sent as JSON. */
  body: OperationInput<AddressLookupGroups['configs']['update']>['body'];
}
/** Output of `configs.update` (Update key config). */
export type ConfigsUpdateOutput = OperationOutput<AddressLookupGroups['configs']['update'], 'result'>;
/** Input of `configs.delete` (Delete key config). */
export interface ConfigsDeleteInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['configs']['delete']>['key'];
  /** The config name. */
  config: OperationInput<AddressLookupGroups['configs']['delete']>['config'];
}
/** Output of `configs.delete` (Delete key config). */
export type ConfigsDeleteOutput = OperationOutput<AddressLookupGroups['configs']['delete'], 'result'>;
/** Input of `licensees.list` (List licensees). */
export interface LicenseesListInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['licensees']['list']>['key'];
  /** Continue after the licensee with this id. */
  startingAfter?: OperationInput<AddressLookupGroups['licensees']['list']>['startingAfter'];
  /** Licensees per page (1-100, default 100). */
  limit?: OperationInput<AddressLookupGroups['licensees']['list']>['limit'];
  /** Only licensees whose name matches. */
  query?: OperationInput<AddressLookupGroups['licensees']['list']>['query'];
}
/** Output of `licensees.list` (List licensees). */
export type LicenseesListOutput = OperationOutput<AddressLookupGroups['licensees']['list'], 'result'>;
/** One item of the list `licensees.list` (List licensees). */
export type LicenseesListItem = OperationItem<AddressLookupGroups['licensees']['list'], 'result'>;
/** Input of `licensees.create` (Create licensee). */
export interface LicenseesCreateInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['licensees']['create']>['key'];
  /** The request body of `licensees.create` (Create licensee), sent as JSON. */
  body: OperationInput<AddressLookupGroups['licensees']['create']>['body'];
}
/** Output of `licensees.create` (Create licensee). */
export type LicenseesCreateOutput = OperationOutput<AddressLookupGroups['licensees']['create'], 'result'>;
/** Input of `licensees.get` (Retrieve licensee). */
export interface LicenseesGetInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['licensees']['get']>['key'];
  /** The licensee key (`sk_...`). */
  licensee: OperationInput<AddressLookupGroups['licensees']['get']>['licensee'];
}
/** Output of `licensees.get` (Retrieve licensee). */
export type LicenseesGetOutput = OperationOutput<AddressLookupGroups['licensees']['get'], 'result'>;
/** Input of `licensees.update` (Update licensee). */
export interface LicenseesUpdateInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['licensees']['update']>['key'];
  /** The licensee key (`sk_...`). */
  licensee: OperationInput<AddressLookupGroups['licensees']['update']>['licensee'];
  /** The request body of `licensees.update` (Update licensee), sent as JSON. */
  body: OperationInput<AddressLookupGroups['licensees']['update']>['body'];
}
/** Output of `licensees.update` (Update licensee). */
export type LicenseesUpdateOutput = OperationOutput<AddressLookupGroups['licensees']['update'], 'result'>;
/** Input of `licensees.cancel` (Cancel licensee). */
export interface LicenseesCancelInput {
  /** The key (`ak_...` or `sl_...`); defaults to the client's API key. */
  key?: OperationInput<AddressLookupGroups['licensees']['cancel']>['key'];
  /** The licensee key (`sk_...`). */
  licensee: OperationInput<AddressLookupGroups['licensees']['cancel']>['licensee'];
}
/** Output of `licensees.cancel` (Cancel licensee). */
export type LicenseesCancelOutput = OperationOutput<AddressLookupGroups['licensees']['cancel'], 'result'>;
/** Extracting complete UK addresses, and cleansing free-form ones. */
export interface AddressesMethods {
  /**
   * Extracts complete addresses matching a query, best first, or around a point (`longitude` and
   * `latitude`: addresses within 100 m, nearest first). A postcode as the query returns every address
   * at that postcode on one page. Narrow with filters, rank with biases.
   *
   * Returns a page iterator: `for await (const address of client.addresses.extract({ query }))` walks
   * every page, `.firstPage()` reads one. Affects the balance; accepts `tags`.
   *
   * @example
   * ```ts
   * const { items } = await client.addresses.extract({ query: '10 downing street', limit: 5 }).firstPage();
   * ```
   */
  extract(input?: AddressesExtractInput, options?: CallOptions & PageOptions): PageIterator<AddressesExtractItem, AddressesExtractOutput>;
  /**
   * Finds the closest UK address to a free-form one and says how well each part matched, with an overall
   * confidence from 0 to 1. Affects the balance when a match is found. Never retried automatically.
   *
   * @example
   * ```ts
   * const { match, confidence } = await client.addresses.cleanse({ body: { query: '10 downing st sw1a' } });
   * ```
   */
  cleanse(input: AddressesCleanseInput, options?: CallOptions): ApiPromise<AddressesCleanseOutput>;
}
/** Address autocomplete: suggestions while the user types, then the chosen one resolved in full. */
export interface AutocompleteMethods {
  /**
   * Suggests addresses for a partial one, best first. Free: no lookup is charged. Has its own rate limit
   * (reported in `X-RateLimit-*` headers, see `rateLimitOf`). Narrow with `context` (a country, e.g.
   * `GBR`), filters and biases.
   *
   * @example
   * ```ts
   * const { hits } = await client.autocomplete.find({ query: '10 downing', context: 'GBR' });
   * ```
   */
  find(input: AutocompleteFindInput, options?: CallOptions): ApiPromise<AutocompleteFindOutput>;
  /**
   * Resolves a suggestion to the full address in the UK layout (three address lines, post town,
   * postcode). Addresses of other countries come in the same layout with `native` holding the original.
   * Affects the balance; accepts `tags`. A 404 is a benign miss: `orNull(...)` turns it into `null`.
   */
  resolveGbr(input: AutocompleteResolveGbrInput, options?: CallOptions): ApiPromise<AutocompleteResolveGbrOutput>;
  /**
   * Resolves a suggestion to the full address in the US layout (two address lines, city, state, ZIP).
   * Affects the balance; accepts `tags`. A 404 is a benign miss: `orNull(...)` turns it into `null`.
   */
  resolveUsa(input: AutocompleteResolveUsaInput, options?: CallOptions): ApiPromise<AutocompleteResolveUsaOutput>;
}
/** Postcode lookups. */
export interface PostcodesMethods {
  /**
   * Lists every address at a UK postcode (space and case do not matter). An unknown postcode is a 404
   * with code 4040 whose body suggests up to five near postcodes (`postcodeSuggestions(error)`); it costs
   * no lookup. A few very large postcodes are paged with `page`. Affects the balance; accepts `tags`.
   *
   * @example
   * ```ts
   * const addresses = await client.postcodes.lookup({ postcode: 'SW1A 2AA' });
   * ```
   */
  lookup(input: PostcodesLookupInput, options?: CallOptions): ApiPromise<PostcodesLookupOutput>;
}
/** Addresses by Unique Delivery Point Reference Number. */
export interface UdprnMethods {
  /**
   * Reads the address with this UDPRN; a deleted or unknown one is a 404 with code 4044
   * (`orNull(...)` turns it into `null`). Affects the balance; accepts `tags`.
   */
  get(input: UdprnGetInput, options?: CallOptions): ApiPromise<UdprnGetOutput>;
}
/** Flats and other multiple-residence premises by UMPRN. */
export interface UmprnMethods {
  /**
   * Reads the multiple-residence address with this UMPRN; an unknown one is a 404 with code 4046
   * (`orNull(...)` turns it into `null`). Affects the balance; accepts `tags`.
   */
  get(input: UmprnGetInput, options?: CallOptions): ApiPromise<UmprnGetOutput>;
}
/** Checking an e-mail address. */
export interface EmailsMethods {
  /**
   * Checks whether an e-mail address can receive mail, and whether it is disposable, free, a role
   * mailbox or on a catch-all domain. Affects the balance; accepts `tags`.
   *
   * @example
   * ```ts
   * const { result } = await client.emails.validate({ query: 'ada@example.com' });
   * ```
   */
  validate(input: EmailsValidateInput, options?: CallOptions): ApiPromise<EmailsValidateOutput>;
}
/** Checking a phone number. */
export interface PhoneNumbersMethods {
  /**
   * Checks whether a phone number is valid and names its country and carrier. The number must carry its
   * country code (`+44...`, `+1...`). Affects the balance; accepts `tags`.
   *
   * @example
   * ```ts
   * const { valid, national_format } = await client.phoneNumbers.validate({ query: '+442079460123' });
   * ```
   */
  validate(input: PhoneNumbersValidateInput, options?: CallOptions): ApiPromise<PhoneNumbersValidateOutput>;
}
/** Places (towns, regions, countries): suggestions, then the chosen one resolved. */
export interface PlacesMethods {
  /**
   * Suggests places for a partial name, best first. Free: no lookup is charged; shares the autocomplete
   * rate limit reported in `X-RateLimit-*` headers.
   */
  find(input?: PlacesFindInput, options?: CallOptions): ApiPromise<PlacesFindOutput>;
  /**
   * Resolves a place suggestion to the full place with its position. Affects the balance; accepts
   * `tags`. A 404 is a benign miss: `orNull(...)` turns it into `null`.
   *
   * The published path is written `/places/${place}`; the `$` is left over from a template literal in
   * the published description, so the client sends `/places/<id>` (see the README).
   */
  resolve(input: PlacesResolveInput, options?: CallOptions): ApiPromise<PlacesResolveOutput>;
}
/** Keys: availability, private details, lookup history and usage. */
export interface KeysMethods {
  /**
   * Tells whether a key (`ak_...` or `sl_...`) can be used now and which countries it searches. Needs no
   * credential: check a key before offering address search on a page.
   */
  availability(input?: KeysAvailabilityInput, options?: CallOptions): ApiPromise<KeysAvailabilityOutput>;
  /** Reads a key's balance, limits, allowed URLs, datasets and purchases. Needs the user token. */
  details(input?: KeysDetailsInput, options?: CallOptions): ApiPromise<KeysDetailsOutput>;
  /**
   * Downloads the key's lookup history between `start` and `end` (at most 90 days apart; checked before
   * sending; the service's default is the last 21 days) as CSV. The client parses the rows
   * (`parseLookupLog`); pass `{ raw: true }` for the text, or use `streamLookups` for long ranges. Needs the
   * user token.
   */
  lookups(input?: KeysLookupsInput, options?: CallOptions): ApiPromise<KeysLookupsOutput>;
  /**
   * Counts the key's lookups per day between `start` and `end` (at most 90 days apart; checked before
   * sending), optionally only those carrying all of `tags`. Needs the user token.
   */
  usage(input?: KeysUsageInput, options?: CallOptions): ApiPromise<KeysUsageOutput>;
}
/** Named configurations stored with a key. All need the user token. */
export interface ConfigsMethods {
  /** Lists the key's configs. */
  list(input?: ConfigsListInput, options?: CallOptions): ApiPromise<ConfigsListOutput>;
  /** Stores a new config under a name not yet used by the key. Never retried automatically. */
  create(input: ConfigsCreateInput, options?: CallOptions): ApiPromise<ConfigsCreateOutput>;
  /** Reads one config by name. */
  get(input: ConfigsGetInput, options?: CallOptions): ApiPromise<ConfigsGetOutput>;
  /**
   * Replaces a config's payload. The service takes updates as a POST, so this is never retried
   * automatically.
   */
  update(input: ConfigsUpdateInput, options?: CallOptions): ApiPromise<ConfigsUpdateOutput>;
  /** Deletes a config for good. */
  delete(input: ConfigsDeleteInput, options?: CallOptions): ApiPromise<ConfigsDeleteOutput>;
}
/** Licensees of a sub-licensed key. All need the user token. */
export interface LicenseesMethods {
  /**
   * Lists the key's licensees, optionally those whose name matches `query`. Returns a page iterator that
   * continues after the last licensee of each page while the service says more follow.
   */
  list(input?: LicenseesListInput, options?: CallOptions & PageOptions): PageIterator<LicenseesListItem, LicenseesListOutput>;
  /** Adds a licensee to the key. Never retried automatically. */
  create(input: LicenseesCreateInput, options?: CallOptions): ApiPromise<LicenseesCreateOutput>;
  /** Reads one licensee by its key; an unknown one is a 404 with code 4045. */
  get(input: LicenseesGetInput, options?: CallOptions): ApiPromise<LicenseesGetOutput>;
  /** Changes a licensee; fields left out stay as they are. */
  update(input: LicenseesUpdateInput, options?: CallOptions): ApiPromise<LicenseesUpdateOutput>;
  /** Cancels a licensee: its key stops working (the service can reverse this on request). */
  cancel(input: LicenseesCancelInput, options?: CallOptions): ApiPromise<LicenseesCancelOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface AddressLookupMethods {
  /** Extracting complete UK addresses, and cleansing free-form ones. */
  readonly addresses: AddressesMethods;
  /** Address autocomplete: suggestions while the user types, then the chosen one resolved in full. */
  readonly autocomplete: AutocompleteMethods;
  /** Postcode lookups. */
  readonly postcodes: PostcodesMethods;
  /** Addresses by Unique Delivery Point Reference Number. */
  readonly udprn: UdprnMethods;
  /** Flats and other multiple-residence premises by UMPRN. */
  readonly umprn: UmprnMethods;
  /** Checking an e-mail address. */
  readonly emails: EmailsMethods;
  /** Checking a phone number. */
  readonly phoneNumbers: PhoneNumbersMethods;
  /** Places (towns, regions, countries): suggestions, then the chosen one resolved. */
  readonly places: PlacesMethods;
  /** Keys: availability, private details, lookup history and usage. */
  readonly keys: KeysMethods;
  /** Named configurations stored with a key. All need the user token. */
  readonly configs: ConfigsMethods;
  /** Licensees of a sub-licensed key. All need the user token. */
  readonly licensees: LicenseesMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<AddressLookupMethods, ServiceClient<AddressLookupGroups, 'result'>>>;
declare const _inputsAreTheTable: [
  Assert<Same<AddressesExtractInput, OperationInput<AddressLookupGroups['addresses']['extract']>>>,
  Assert<Same<AddressesCleanseInput, OperationInput<AddressLookupGroups['addresses']['cleanse']>>>,
  Assert<Same<AutocompleteFindInput, OperationInput<AddressLookupGroups['autocomplete']['find']>>>,
  Assert<Same<AutocompleteResolveGbrInput, OperationInput<AddressLookupGroups['autocomplete']['resolveGbr']>>>,
  Assert<Same<AutocompleteResolveUsaInput, OperationInput<AddressLookupGroups['autocomplete']['resolveUsa']>>>,
  Assert<Same<PostcodesLookupInput, OperationInput<AddressLookupGroups['postcodes']['lookup']>>>,
  Assert<Same<UdprnGetInput, OperationInput<AddressLookupGroups['udprn']['get']>>>,
  Assert<Same<UmprnGetInput, OperationInput<AddressLookupGroups['umprn']['get']>>>,
  Assert<Same<EmailsValidateInput, OperationInput<AddressLookupGroups['emails']['validate']>>>,
  Assert<Same<PhoneNumbersValidateInput, OperationInput<AddressLookupGroups['phoneNumbers']['validate']>>>,
  Assert<Same<PlacesFindInput, OperationInput<AddressLookupGroups['places']['find']>>>,
  Assert<Same<PlacesResolveInput, OperationInput<AddressLookupGroups['places']['resolve']>>>,
  Assert<Same<KeysAvailabilityInput, OperationInput<AddressLookupGroups['keys']['availability']>>>,
  Assert<Same<KeysDetailsInput, OperationInput<AddressLookupGroups['keys']['details']>>>,
  Assert<Same<KeysLookupsInput, OperationInput<AddressLookupGroups['keys']['lookups']>>>,
  Assert<Same<KeysUsageInput, OperationInput<AddressLookupGroups['keys']['usage']>>>,
  Assert<Same<ConfigsListInput, OperationInput<AddressLookupGroups['configs']['list']>>>,
  Assert<Same<ConfigsCreateInput, OperationInput<AddressLookupGroups['configs']['create']>>>,
  Assert<Same<ConfigsGetInput, OperationInput<AddressLookupGroups['configs']['get']>>>,
  Assert<Same<ConfigsUpdateInput, OperationInput<AddressLookupGroups['configs']['update']>>>,
  Assert<Same<ConfigsDeleteInput, OperationInput<AddressLookupGroups['configs']['delete']>>>,
  Assert<Same<LicenseesListInput, OperationInput<AddressLookupGroups['licensees']['list']>>>,
  Assert<Same<LicenseesCreateInput, OperationInput<AddressLookupGroups['licensees']['create']>>>,
  Assert<Same<LicenseesGetInput, OperationInput<AddressLookupGroups['licensees']['get']>>>,
  Assert<Same<LicenseesUpdateInput, OperationInput<AddressLookupGroups['licensees']['update']>>>,
  Assert<Same<LicenseesCancelInput, OperationInput<AddressLookupGroups['licensees']['cancel']>>>,
];
