import { defineOperation, jsonBody } from '@org/http-core';
import { resourceNameSchema } from '@org/http-core/google';
import { ErrorGroup, ErrorGroupUpdate } from '../models/error-group.js';
import { GROUP_NAME } from '../resource-names.js';

const groupNameSchema = resourceNameSchema(GROUP_NAME);

/** Gets one error group by name (`projects/{project}/groups/{group}`; group ids come from `groupStats.list`). */
export const groupsGet = defineOperation({
  method: 'GET',
  path: '/v1beta1/{groupName}',
  summary: 'Get the specified group',
  pathParams: {
    groupName: { schema: groupNameSchema, multiSegment: true, description: 'The group, `projects/{project}/groups/{group}`.' },
  },
  response: ErrorGroup,
});

/**
 * Replaces the data of a group (resolution status, tracking issues); fields left out are cleared, so read the
 * group, change it and send it back whole. Fails with `NotFoundError` when the group does not exist.
 */
export const groupsUpdate = defineOperation({
  method: 'PUT',
  path: '/v1beta1/{name}',
  summary: 'Replace the data of the specified group; fails if the group does not exist',
  pathParams: {
    name: { schema: groupNameSchema, multiSegment: true, description: 'The group, `projects/{project}/groups/{group}`.' },
  },
  body: jsonBody(ErrorGroupUpdate),
  response: ErrorGroup,
});

/** Groups of similar errors. */
export const groupsGroup = {
  get: groupsGet,
  update: groupsUpdate,
} as const;
