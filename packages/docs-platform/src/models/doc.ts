import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Kind of a doc page: `basic` (most pages), `error` (a page describing an API error) or `link` (a redirect). */
export const DocType = openEnum(['basic', 'error', 'link'] as const);
/** Kind of a doc page; open to new values. */
export type DocType = z.infer<typeof DocType>;

/** The fields of {@link DocInput}. */
const DocInputFields = model({
  /** Title of the page. */
  title: z.string().check(z.minLength(1)),
  /** Kind of the page. */
  type: z.optional(DocType),
  /** Body in Markdown; long bodies (over 100k characters) are fine. */
  body: z.optional(z.string()),
  /** The `_id` of the category the page goes in (see `categories.get`). */
  category: z.string().check(z.minLength(1)),
  /** Whether the page is hidden; the service's default is `true`. */
  hidden: z.optional(z.boolean()),
  /** The `_id` of the parent doc, for a subpage; leave it out (or `null`, which is not sent) for none. */
  parentDoc: z.optional(z.nullable(z.string())),
});

/** The doc without `parentDoc` when it is `null`; the same object otherwise. */
function withoutNullParent<T extends { parentDoc?: string | null | undefined }>(doc: T): T {
  if (doc.parentDoc !== null) return doc;
  const { parentDoc: _none, ...rest } = doc;
  return rest as T;
}

/**
 * What `docs.create` and `docs.update` send. Unknown fields are kept. `parentDoc: null` (how the service answers
 * a doc without a parent) is accepted so that a doc read can be sent back, and left out of the request: the
 * service types `parentDoc` as a string.
 */
export const DocInput = z.pipe(DocInputFields, z.transform(withoutNullParent));
/** What `docs.create` and `docs.update` send. */
export type DocInput = z.input<typeof DocInput>;

/**
 * A doc page as the service returns it. It declares no answer bodies: the fields are those of the request
 * model plus the ones it is known to add (`_id`, `slug`, `excerpt`, `order`, dates), validated leniently, and
 * anything else is kept.
 */
export const Doc = model({
  /** The id of the page. */
  _id: z.optional(z.string()),
  /** Title of the page. */
  title: z.string(),
  /** The address of the page; assigned by the service from the title. */
  slug: z.string(),
  /** Kind of the page. */
  type: z.optional(DocType),
  /** Body in Markdown. */
  body: z.optional(z.string()),
  /** A short summary of the page. */
  excerpt: z.optional(z.string()),
  /** The `_id` of the category the page is in. */
  category: z.optional(z.string()),
  /** Whether the page is hidden. */
  hidden: z.optional(z.boolean()),
  /** The `_id` of the parent doc, or `null` for a page without one. */
  parentDoc: z.optional(z.nullable(z.string())),
  /** Position among the pages of its category. */
  order: z.optional(z.number()),
  /** The documentation version the page belongs to. */
  version: z.optional(z.string()),
  /** When the page was created (ISO 8601). */
  createdAt: z.optional(z.string()),
  /** When the page last changed (ISO 8601). */
  updatedAt: z.optional(z.string()),
});
/** A doc page. */
export type Doc = z.infer<typeof Doc>;

/** The answer of `docs.search`: the docs whose title or body match. Unknown fields are kept. */
export const DocSearchResult = model({
  /** Matching docs, best first. */
  results: z.optional(
    z.array(
      model({
        /** Title of the doc. */
        title: z.optional(z.string()),
        /** The address of the doc, to read it with `docs.get`. */
        slug: z.optional(z.string()),
      }),
    ),
  ),
});
/** The answer of `docs.search`. */
export type DocSearchResult = z.infer<typeof DocSearchResult>;
