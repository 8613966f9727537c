import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** What `customPages.create` and `customPages.update` send. Unknown fields are kept. */
export const CustomPageInput = model({
  /** Title of the page. */
  title: z.string().check(z.minLength(1)),
  /** Body in Markdown, shown unless `htmlmode` is `true`. */
  body: z.optional(z.string()),
  /** Body in HTML (sanitised), shown when `htmlmode` is `true`. */
  html: z.optional(z.string()),
  /** Show `html` instead of `body`; the service's default is `false`. */
  htmlmode: z.optional(z.boolean()),
  /** Whether the page is hidden; the service's default is `true`. */
  hidden: z.optional(z.boolean()),
});
/** What `customPages.create` and `customPages.update` send. */
export type CustomPageInput = z.input<typeof CustomPageInput>;

/** A custom page as returned: the request fields plus `_id`, `slug` and dates; anything else is kept. */
export const CustomPage = model({
  /** The id of the page. */
  _id: z.optional(z.string()),
  /** Title of the page. */
  title: z.string(),
  /** The address of the page, assigned from the title. */
  slug: z.string(),
  /** Body in Markdown, shown unless `htmlmode` is `true`. */
  body: z.optional(z.string()),
  /** Body in HTML, shown when `htmlmode` is `true`. */
  html: z.optional(z.string()),
  /** Whether `html` is shown instead of `body`. */
  htmlmode: z.optional(z.boolean()),
  /** Whether the page is hidden. */
  hidden: z.optional(z.boolean()),
  /** When the page was created (ISO 8601). */
  createdAt: z.optional(z.string()),
  /** When the page last changed (ISO 8601). */
  updatedAt: z.optional(z.string()),
});
/** A custom page. */
export type CustomPage = z.infer<typeof CustomPage>;
