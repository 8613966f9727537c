/**
 * The route table of the fake. `triggers.get` and `operations.get` share `GET /v1beta1/{name}`: the real
 * service tells them apart by the shape of the name, a path template cannot. The fake therefore routes
 * `operations.get` by the operation name's full shape, which is more specific than `{name}` and so wins;
 * everything else is the service's own table.
 */
import { defineService } from '@org/http-core';
import * as z from 'zod/mini';
import { eventTriggerService } from '../service.js';

const segment = z.string().check(z.minLength(1));
const { groups } = eventTriggerService;

/** The event trigger service with `operations.get` routed by the operation name's shape. */
export const fakeRoutes = defineService({
  name: eventTriggerService.name,
  packageName: eventTriggerService.packageName,
  version: eventTriggerService.version,
  defaultAuth: eventTriggerService.defaultAuth,
  errorParser: eventTriggerService.errorParser,
  conflictCodes: eventTriggerService.conflictCodes,
  groups: {
    ...groups,
    operations: {
      ...groups.operations,
      get: {
        ...groups.operations.get,
        path: '/v1beta1/projects/{project}/locations/{location}/operations/{operation}',
        pathParams: { project: segment, location: segment, operation: segment },
      },
    },
  },
});
