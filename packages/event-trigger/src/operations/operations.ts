import { defineListOperation, defineOperation, jsonBody, pageTokenPaging } from '@org/http-core';
import { resourceNameSchema } from '@org/http-core/google';
import * as z from '@org/http-core/light';
import { Empty, ListOperationsResponse, Operation } from '../models/operation.js';
import { LOCATION_NAME, OPERATION_NAME } from '../resource-names.js';
import { filter, pageSize, pageToken } from './params.js';

const name = {
  schema: resourceNameSchema(OPERATION_NAME),
  multiSegment: true,
  description: 'The operation, `projects/{project}/locations/{location}/operations/{operation}`.',
} as const;

/**
 * Lists the operations of a location, a page at a time; `filter` narrows them (e.g. `done=false`).
 * A service that does not support listing answers HTTP 501 with code `UNIMPLEMENTED`: the walk then
 * rejects with an `ApiError` that `isUnimplementedError` recognises.
 */
export const operationsList = defineListOperation({
  method: 'GET',
  path: '/v1beta1/{name}/operations',
  summary: 'List operations matching the filter in the request; if the server does not support the method it returns `UNIMPLEMENTED`',
  pathParams: {
    name: { schema: resourceNameSchema(LOCATION_NAME), multiSegment: true, description: 'The location, `projects/{project}/locations/{location}`.' },
  },
  query: { filter, pageSize, pageToken },
  response: ListOperationsResponse,
  pagination: pageTokenPaging({ items: 'operations', tokenParam: 'pageToken', nextToken: 'nextPageToken', identity: 'name' }),
});

/**
 * Reads the current state of an operation. Shares its path with `triggers.get`: the name tells them
 * apart. Pollers call it for you; use it directly to inspect an operation you only know by name.
 */
export const operationsGet = defineOperation({
  method: 'GET',
  path: '/v1beta1/{name}',
  summary: 'Get the latest state of a long-running operation',
  pathParams: { name },
  response: Operation,
});

/**
 * Asks the service to cancel a running operation; best effort. A cancelled operation stays listable, done,
 * with `error.code` 1: its poller rejects with an `OperationFailedError` that `isOperationCancelled`
 * recognises. Cancelling a finished operation changes nothing.
 */
export const operationsCancel = defineOperation({
  method: 'POST',
  path: '/v1beta1/{name}:cancel',
  summary: 'Start asynchronous cancellation of a long-running operation; best effort, success is not guaranteed',
  pathParams: { name },
  body: jsonBody(z.optional(Empty), { optional: true }),
  response: Empty,
});

/**
 * Deletes the record of an operation: the caller is no longer interested in its result. It does not cancel it;
 * a change still running goes on. The operation is then no longer listed or readable. Shares its path with
 * `triggers.delete`: the name tells them apart. A service that does not support deleting operations answers
 * HTTP 501 with code `UNIMPLEMENTED` (`isUnimplementedError` recognises it).
 */
export const operationsDelete = defineOperation({
  method: 'DELETE',
  path: '/v1beta1/{name}',
  summary: 'Delete the record of a long-running operation without cancelling it; if the server does not support the method it returns `UNIMPLEMENTED`',
  pathParams: { name },
  response: Empty,
});

/** Long-running operations started by trigger changes. */
export const operationsGroup = {
  list: operationsList,
  get: operationsGet,
  cancel: operationsCancel,
  delete: operationsDelete,
} as const;
