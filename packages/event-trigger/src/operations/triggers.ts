import { defineListOperation, defineLongRunningOperation, defineOperation, jsonBody, pageTokenPaging } from '@org/http-core';
import { fieldMaskSchema, resourceNameSchema } from '@org/http-core/google';
import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';
import { Empty, Operation } from '../models/operation.js';
import { ListTriggersResponse, NewTrigger, Trigger, TriggerPatch, TriggerResult } from '../models/trigger.js';
import { ANY_LOCATION_NAME, LOCATION_NAME, TRIGGER_NAME } from '../resource-names.js';
import { orderBy, pageSize, pageToken, triggerId, validateOnly } from './params.js';

const parentDescription = 'Location holding the triggers, `projects/{project}/locations/{location}`.';

const parent = {
  schema: resourceNameSchema(LOCATION_NAME),
  multiSegment: true,
  description: parentDescription,
} as const;

/** A location whose location is `-`: every location of the project, which only listing takes. */
const anyLocation = resourceNameSchema(ANY_LOCATION_NAME);

const concreteParent = {
  multiSegment: true,
  description: parentDescription,
  schema: resourceNameSchema(LOCATION_NAME).check(plainCheck((name: string) => !anyLocation.safeParse(name).success, "must name one location; '-' is for listing only")),
} as const;

const name = {
  schema: resourceNameSchema(TRIGGER_NAME),
  multiSegment: true,
  description: 'The trigger, `projects/{project}/locations/{location}/triggers/{trigger}`.',
} as const;

/**
 * Lists the triggers of a location, a page at a time. Use the location `-` to list every location of a
 * project; locations that could not be reached are named in each page's `unreachable` (read pages with
 * `byPage()`, or use `listAllTriggers`). When paging, keep `orderBy` the same for every page.
 */
export const triggersList = defineListOperation({
  method: 'GET',
  path: '/v1beta1/{parent}/triggers',
  summary: 'List triggers',
  pathParams: { parent },
  query: { orderBy, pageSize, pageToken },
  response: ListTriggersResponse,
  pagination: pageTokenPaging({ items: 'triggers', tokenParam: 'pageToken', nextToken: 'nextPageToken', identity: 'name' }),
});

/** Gets one trigger by name. */
export const triggersGet = defineOperation({
  method: 'GET',
  path: '/v1beta1/{name}',
  summary: 'Get a single trigger',
  pathParams: { name },
  response: Trigger,
});

/**
 * Creates a trigger named `{parent}/triggers/{triggerId}`. Returns a poller at once: `await` it for the
 * created trigger. With `validateOnly: true` the request is only checked and nothing is created. Never
 * retried automatically.
 */
export const triggersCreate = defineLongRunningOperation({
  method: 'POST',
  path: '/v1beta1/{parent}/triggers',
  summary: 'Create a trigger in a project and location',
  pathParams: { parent: concreteParent },
  query: {
    triggerId: { schema: triggerId, description: 'Id of the new trigger, the last segment of its name.' },
    validateOnly,
  },
  body: jsonBody(NewTrigger),
  response: Operation,
  longRunning: { poll: 'operations.get', cancel: 'operations.cancel', result: TriggerResult },
});

/**
 * Changes a trigger. `updateMask` lists the fields to change (build it with `fieldMask`, or call
 * `triggerPatch`); without it, every field present in `body` is changed. With `allowMissing: true` a
 * missing trigger is created from `body` (the mask is then ignored). Returns a poller; `await` it for the
 * updated trigger. Never retried automatically.
 */
export const triggersUpdate = defineLongRunningOperation({
  method: 'PATCH',
  path: '/v1beta1/{name}',
  summary: 'Update a single trigger',
  pathParams: { name },
  query: {
    updateMask: { schema: z.optional(fieldMaskSchema()), description: 'Fields to change, e.g. `labels,destination.cloudRunService.path`.' },
    allowMissing: { schema: z.optional(z.boolean()), description: 'Create the trigger when it does not exist.' },
    validateOnly,
  },
  body: jsonBody(TriggerPatch),
  response: Operation,
  longRunning: { poll: 'operations.get', cancel: 'operations.cancel', result: TriggerResult },
});

/**
 * Deletes a trigger. Pass the `etag` you read to delete only that version (a changed trigger is refused
 * with a `ConflictError`); `allowMissing: true` makes deleting a missing trigger succeed without effect.
 * Returns a poller; `await` it until the trigger is gone (it resolves to an empty object).
 */
export const triggersDelete = defineLongRunningOperation({
  method: 'DELETE',
  path: '/v1beta1/{name}',
  summary: 'Delete a single trigger',
  pathParams: { name },
  query: {
    etag: { schema: z.optional(z.string()), description: 'Delete only if the trigger still has this etag.' },
    allowMissing: { schema: z.optional(z.boolean()), description: 'Succeed without effect when the trigger does not exist.' },
    validateOnly,
  },
  response: Operation,
  longRunning: { poll: 'operations.get', cancel: 'operations.cancel', result: Empty },
});

/** Triggers: which events go to which destination. */
export const triggersGroup = {
  list: triggersList,
  get: triggersGet,
  create: triggersCreate,
  update: triggersUpdate,
  delete: triggersDelete,
} as const;
