import { defineListOperation, defineOperation, pageTokenPaging } from '@org/http-core';
import { resourceNameSchema } from '@org/http-core/google';
import { ListLocationsResponse, Location } from '../models/location.js';
import { LOCATION_NAME, PROJECT_NAME } from '../resource-names.js';
import { filter, pageSize, pageToken } from './params.js';

/**
 * Lists the locations the service supports for a project, a page at a time. `filter` narrows them, e.g.
 * `displayName="Tokyo"` or `locationId="us-central1"`.
 */
export const locationsList = defineListOperation({
  method: 'GET',
  path: '/v1beta1/{name}/locations',
  summary: 'List supported locations of the service',
  pathParams: {
    name: { schema: resourceNameSchema(PROJECT_NAME), multiSegment: true, description: 'The project, `projects/{project}`.' },
  },
  query: { filter, pageSize, pageToken },
  response: ListLocationsResponse,
  pagination: pageTokenPaging({ items: 'locations', tokenParam: 'pageToken', nextToken: 'nextPageToken', identity: 'name' }),
});

/**
 * Gets one location the service supports, as `locations.list` lists it. Shares its path with `triggers.get` and
 * `operations.get`: the name tells them apart.
 */
export const locationsGet = defineOperation({
  method: 'GET',
  path: '/v1beta1/{name}',
  summary: 'Get a supported location of the service',
  pathParams: {
    name: { schema: resourceNameSchema(LOCATION_NAME), multiSegment: true, description: 'The location, `projects/{project}/locations/{location}`.' },
  },
  response: Location,
});

/** Locations where triggers can be created. */
export const locationsGroup = {
  list: locationsList,
  get: locationsGet,
} as const;
