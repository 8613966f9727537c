/** Test support (not shipped): a service with one read and one long-running operation polled by name. */
import * as z from 'zod/mini';
import { testService } from './fixtures.js';
import { defineLongRunningOperation } from '../index.js';

const Op = z.looseObject({ name: z.string(), done: z.optional(z.boolean()) });

/** `items.get` reads `/v1/item`; `items.start` starts a job that `operations.get` polls. Bearer auth. */
export const jobService = testService(
  {
    items: {
      get: { method: 'GET', path: '/v1/item', summary: 'Read', response: z.looseObject({ ok: z.boolean() }) },
      start: defineLongRunningOperation({ method: 'POST', path: '/v1/jobs', summary: 'Start', response: Op, longRunning: { poll: 'operations.get' } }),
    },
    operations: {
      get: { method: 'GET', path: '/v1/{name}', summary: 'Poll', pathParams: { name: { schema: z.string(), multiSegment: true } }, response: Op },
    },
  },
  { defaultAuth: ['bearer'] },
);
