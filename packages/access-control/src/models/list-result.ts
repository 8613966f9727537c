import { model, type Model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import type { Schema } from '@org/http-core';

/** @internal A page of a list of items of the schema `T`, as {@link listResult} declares it. */
export type ListResult<T extends Schema> = Model<{
  /** The items of the page. */
  value: z.LightOptional<z.LightArray<T>>;
  /** The full URL of the next page; absent or `null` on the last. */
  nextLink: z.LightOptional<z.LightNullable<z.LightString>>;
}>;

/**
 * A page of a list: `value` holds the items, `nextLink` (a full URL) the next page when there is one.
 * The client's list methods follow `nextLink` for you.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listResult<T extends Schema>(item: T): ListResult<T> {
  return model({ value: z.optional(z.array(item)), nextLink: z.optional(z.nullable(z.string())) });
}
