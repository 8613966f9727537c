import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Kind of a changelog entry; `''` is none. Open to new values. */
export const ChangelogType = openEnum(['', 'added', 'fixed', 'improved', 'deprecated', 'removed'] as const);
/** Kind of a changelog entry. */
export type ChangelogType = z.infer<typeof ChangelogType>;

/** What `changelogs.create` and `changelogs.update` send. Unknown fields are kept. */
export const ChangelogInput = model({
  /** Title of the entry. */
  title: z.string().check(z.minLength(1)),
  /** Kind of change; the service's default is `''`. */
  type: z.optional(ChangelogType),
  /** Body in Markdown. */
  body: z.string(),
  /** Whether the entry is hidden; the service's default is `true`. */
  hidden: z.optional(z.boolean()),
});
/** What `changelogs.create` and `changelogs.update` send. */
export type ChangelogInput = z.input<typeof ChangelogInput>;

/** A changelog entry as returned: the request fields plus `_id`, `slug` and dates; anything else is kept. */
export const Changelog = model({
  /** The id to update or delete the entry by (its `slug` works too). */
  _id: z.optional(z.string()),
  /** Title of the entry. */
  title: z.string(),
  /** The address of the entry, assigned from the title. */
  slug: z.string(),
  /** Kind of change; `''` for none. */
  type: z.optional(ChangelogType),
  /** Body in Markdown. */
  body: z.optional(z.string()),
  /** Whether the entry is hidden. */
  hidden: z.optional(z.boolean()),
  /** When the entry was created (ISO 8601). */
  createdAt: z.optional(z.string()),
  /** When the entry last changed (ISO 8601). */
  updatedAt: z.optional(z.string()),
});
/** A changelog entry. */
export type Changelog = z.infer<typeof Changelog>;
