import { defineListOperation, defineOperation, jsonBody, nextLinkPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Audience, AudienceDefinition, AudienceList, AudienceTestResult, PropertyTypeList, PropertyValueList } from '../models/audience.js';
import { appName, appParams, audienceName, ownerName } from './params.js';

/** Lists audiences; disabled ones only when `includeDisabled` is set. Pages follow `nextLink`. */
export const audiencesList = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences',
  summary: 'List audiences',
  pathParams: appParams,
  query: { includeDisabled: { schema: z.optional(z.boolean()), name: 'include_disabled', description: 'Include disabled audiences.' } },
  response: AudienceList,
  pagination: nextLinkPaging({ items: 'values', nextLink: 'nextLink', identity: 'name' }),
});

/** Tests an audience definition: how many devices it would select, without saving it. */
export const audiencesTestDefinition = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/definition/test',
  summary: 'Test an audience definition',
  pathParams: appParams,
  body: jsonBody(AudienceDefinition),
  response: AudienceTestResult,
});

/** Lists the custom properties (names and types) audiences can use. */
export const audiencesListCustomProperties = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/metadata/custom_properties',
  summary: 'List custom properties',
  pathParams: appParams,
  response: PropertyTypeList,
});

/** Lists the device properties (names and types) audiences can use. */
export const audiencesListDeviceProperties = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/metadata/device_properties',
  summary: 'List device properties',
  pathParams: appParams,
  response: PropertyTypeList,
});

/** Lists values seen for a device property, optionally only those containing a text. */
export const audiencesListDevicePropertyValues = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/metadata/device_properties/{property_name}/values',
  summary: 'List values of a device property',
  pathParams: { ownerName, appName, propertyName: { schema: z.string().check(z.minLength(1)), name: 'property_name', description: 'Name of the device property.' } },
  query: { contains: { schema: z.optional(z.string()), description: 'Only values containing this text.' } },
  response: PropertyValueList,
});

/** Gets an audience definition. */
export const audiencesGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/{audience_name}',
  summary: 'Get audience definition',
  pathParams: { ownerName, appName, audienceName },
  response: Audience,
});

/** Creates or replaces an audience definition. */
export const audiencesCreateOrUpdate = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/{audience_name}',
  summary: 'Create or update audience definition',
  pathParams: { ownerName, appName, audienceName },
  body: jsonBody(AudienceDefinition),
  response: Audience,
});

/** Deletes an audience definition. */
export const audiencesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/{audience_name}',
  summary: 'Delete audience definition',
  pathParams: { ownerName, appName, audienceName },
});

/**
 * Checks that an audience exists: resolves when it does, and rejects with a `NotFoundError` (404) when it does not.
 */
export const audiencesExists = defineOperation({
  method: 'HEAD',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/audiences/{audience_name}',
  summary: 'Whether an audience exists',
  pathParams: { ownerName, appName, audienceName },
});

/** Audiences: named selections of devices, and the properties they are defined over. */
export const audiencesGroup = {
  list: audiencesList,
  testDefinition: audiencesTestDefinition,
  listCustomProperties: audiencesListCustomProperties,
  listDeviceProperties: audiencesListDeviceProperties,
  listDevicePropertyValues: audiencesListDevicePropertyValues,
  get: audiencesGet,
  createOrUpdate: audiencesCreateOrUpdate,
  delete: audiencesDelete,
  exists: audiencesExists,
};
