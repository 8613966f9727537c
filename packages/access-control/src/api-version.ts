/**
 * The interface version this package is written against, sent as the `api-version` query parameter on
 * every request. The service specification names the version but not how a request selects it; the
 * service reads it from `api-version`. Override it per client (`apiVersion` option) or per call
 * (`apiVersion` input).
 */
export const API_VERSION = '2018-01-01-preview';

/** The provider namespace segment the paths use unless the client is told otherwise. */
export const DEFAULT_PROVIDER_NAMESPACE = 'Vendor.Authorization';
