/**
 * The interface version this package is written against, sent as the `api-version` query parameter by the
 * role assignment, role definition, permission and provider operation calls. The service specification names
 * this version but not how a request selects it; the service reads it from `api-version`. Override it per
 * client (`apiVersion` option, for every call) or per call (`apiVersion` input).
 */
export const API_VERSION = '2018-01-01-preview';

/**
 * The `api-version` each group of operations sends by default: the version the service publishes it at.
 * Classic administrators and access elevation are published at `2015-07-01` and deny assignments at
 * `2018-07-01-preview`; the rest at {@link API_VERSION}. A client's `apiVersion` and a call's `apiVersion`
 * still win.
 */
export const API_VERSIONS = {
  roleAssignments: API_VERSION,
  roleDefinitions: API_VERSION,
  permissions: API_VERSION,
  providerOperations: API_VERSION,
  classicAdministrators: '2015-07-01',
  globalAdministrator: '2015-07-01',
  denyAssignments: '2018-07-01-preview',
} as const;

/** The provider namespace segment the paths use unless the client is told otherwise. */
export const DEFAULT_PROVIDER_NAMESPACE = 'Vendor.Authorization';
