import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

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
  _id: z.optional(z.string()),
  title: z.string(),
  /** The address of the entry, assigned from the title. */
  slug: z.string(),
  type: z.optional(ChangelogType),
  body: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
/** A changelog entry. */
export type Changelog = z.infer<typeof Changelog>;
