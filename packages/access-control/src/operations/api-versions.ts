/**
 * The `api-version` parameter of the operations the service publishes at another version than `API_VERSION`
 * (see `API_VERSIONS`); the rest use `apiVersion` of `./params.js`.
 */
import { API_VERSIONS } from '../api-version.js';
import { apiVersion } from './params.js';

/** The `api-version` parameter of operations the service publishes at `version`. */
function apiVersionAt<V extends string>(version: V) {
  return { ...apiVersion, default: version, description: `Interface version; defaults to ${version}.` } as const;
}

/** `api-version` of classic administrators and access elevation: `2015-07-01`. */
export const classicApiVersion = apiVersionAt(API_VERSIONS.classicAdministrators);

/** `api-version` of deny assignments: `2018-07-01-preview`. */
export const denyAssignmentsApiVersion = apiVersionAt(API_VERSIONS.denyAssignments);
