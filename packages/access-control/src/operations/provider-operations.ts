import { defineOperation, defineListOperation } from '@org/http-core';
import { boundedString } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ProviderOperationsMetadata, ProviderOperationsMetadataList } from '../models/provider-operations.js';
import { apiVersion, paging } from './params.js';

/** `$expand`: what to include besides the provider's own operations. The service's default is `resourceTypes`. */
const expand = {
  schema: z.optional(boundedString(256)),
  name: '$expand',
  description: "What to expand; the service's default is 'resourceTypes'.",
} as const;

/** Lists the operations metadata of every resource provider. */
export const providerOperationsList = defineListOperation({
  method: 'GET',
  path: '/providers/Vendor.Authorization/providerOperations',
  summary: 'Operations metadata of all resource providers',
  query: { expand, apiVersion },
  response: ProviderOperationsMetadataList,
  pagination: paging,
});

/** Gets the operations metadata of one resource provider, e.g. `Vendor.Compute`. */
export const providerOperationsGet = defineOperation({
  method: 'GET',
  path: '/providers/Vendor.Authorization/providerOperations/{resourceProviderNamespace}',
  summary: 'Operations metadata of one resource provider',
  pathParams: { resourceProviderNamespace: { schema: boundedString(256), description: 'Provider namespace, e.g. `Vendor.Compute`.' } },
  query: { expand, apiVersion },
  response: ProviderOperationsMetadata,
});

/** Operations metadata of resource providers: the actions roles can name. */
export const providerOperationsGroup = {
  list: providerOperationsList,
  get: providerOperationsGet,
};
