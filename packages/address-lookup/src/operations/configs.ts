import { defineOperation, jsonBody } from '@org/http-core';
import { nonBlankString } from '@org/http-core/light';
import { KeyConfig, KeyConfigChange, KeyConfigList, NewKeyConfig } from '../models/config.js';
import { Deleted, envelope } from '../models/envelope.js';
import { keyPathParam } from '../params/common.js';

const configName = { schema: nonBlankString(), description: 'The config name.' } as const;

/** Lists the key's configs. */
export const configsList = defineOperation({
  method: 'GET',
  path: '/keys/{key}/configs',
  summary: 'List key configs',
  pathParams: { key: keyPathParam },
  response: envelope(KeyConfigList),
  successStatus: [200],
  auth: ['userToken'],
});

/** Stores a new config under a name not yet used by the key. Never retried automatically. */
export const configsCreate = defineOperation({
  method: 'POST',
  path: '/keys/{key}/configs',
  summary: 'Create key config',
  pathParams: { key: keyPathParam },
  body: jsonBody(NewKeyConfig),
  response: envelope(KeyConfig),
  successStatus: [200],
  auth: ['userToken'],
});

/** Reads one config by name. */
export const configsGet = defineOperation({
  method: 'GET',
  path: '/keys/{key}/configs/{config}',
  summary: 'Retrieve key config',
  pathParams: { key: keyPathParam, config: configName },
  response: envelope(KeyConfig),
  successStatus: [200],
  auth: ['userToken'],
});

/**
 * Replaces a config's payload. The service takes updates as a POST, so this is never retried
 * automatically.
 */
export const configsUpdate = defineOperation({
  method: 'POST',
  path: '/keys/{key}/configs/{config}',
  summary: 'Update key config',
  pathParams: { key: keyPathParam, config: configName },
  body: jsonBody(KeyConfigChange),
  response: envelope(KeyConfig),
  successStatus: [200],
  auth: ['userToken'],
});

/** Deletes a config for good. */
export const configsDelete = defineOperation({
  method: 'DELETE',
  path: '/keys/{key}/configs/{config}',
  summary: 'Delete key config',
  pathParams: { key: keyPathParam, config: configName },
  response: envelope(Deleted),
  successStatus: [200],
  auth: ['userToken'],
});

/** Named configurations stored with a key. All need the user token. */
export const configsGroup = {
  list: configsList,
  create: configsCreate,
  get: configsGet,
  update: configsUpdate,
  delete: configsDelete,
} as const;
