import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { Doc } from '../models/doc.js';

/** The project's error pages. */
export const errorOperations = {
  /** Lists the project's error pages: the docs of type `error` that describe the API's errors. */
  list: defineOperation({
    method: 'GET',
    path: '/errors',
    summary: 'Get errors',
    response: z.array(Doc),
  }),
};
