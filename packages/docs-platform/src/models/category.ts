import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * A category of docs in one documentation version. Categories are read-only through this API; a doc names
 * its category by `_id`. Answer fields are modelled from the service's behaviour (it declares none), all
 * optional, and anything else is kept.
 */
export const Category = model({
  /** The id a doc's `category` refers to. */
  _id: z.optional(z.string()),
  /** Title of the category. */
  title: z.optional(z.string()),
  /** The address of the category, assigned from the title. */
  slug: z.optional(z.string()),
  /** Position among the categories. */
  order: z.optional(z.number()),
  /** Whether it is a reference (API) category rather than a guides one. */
  reference: z.optional(z.boolean()),
  /** The documentation version it belongs to. */
  version: z.optional(z.string()),
  /** When the category was created (ISO 8601). */
  createdAt: z.optional(z.string()),
});
/** A category of docs. */
export type Category = z.infer<typeof Category>;
