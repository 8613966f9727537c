import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Doc } from '../models/doc.js';

/** Lists the project's error pages: the docs of type `error` that describe the API's errors. */
export const errorsList = defineOperation({
  method: 'GET',
  path: '/errors',
  summary: 'Get errors',
  response: z.array(Doc),
});

/** The project's error pages. */
export const errorsGroup = {
  list: errorsList,
};
