import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import type { Schema } from '@org/http-core';

/**
 * A page of a list: `value` holds the items, `nextLink` (a full URL) the next page when there is one.
 * The client's list methods follow `nextLink` for you.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listResult<T extends Schema>(item: T) {
  return model({ value: z.optional(z.array(item)), nextLink: z.optional(z.nullable(z.string())) });
}
