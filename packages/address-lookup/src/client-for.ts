import { createClientFor, type ServiceClient, type OperationGroups } from '@org/http-core';
import type { AddressLookupClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { addressLookupServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createAddressLookupClient}: a page bundles the operations it imports and the engine parts they use, not
 * the whole table. Its methods are the table's: `keys.lookups` answers the CSV text, and there is no
 * `keys.streamLookups`.
 *
 * @example
 * ```ts
 * import { autocompleteFind, autocompleteResolveGbr, createAddressLookupClientFor } from '@org/address-lookup';
 *
 * const lookup = createAddressLookupClientFor({ autocomplete: { find: autocompleteFind, resolveGbr: autocompleteResolveGbr } }, { apiKey });
 * const { hits } = await lookup.autocomplete.find({ query: '10 downing', context: 'GBR' });
 * const address = await lookup.autocomplete.resolveGbr({ address: hits[0]!.id });
 * ```
 */
export function createAddressLookupClientFor<const G extends OperationGroups>(operations: G, options: AddressLookupClientOptions = {}): ServiceClient<G, 'result'> {
  return createClientFor(addressLookupServiceInfo, operations, coreOptions(options));
}
