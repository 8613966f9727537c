import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * What `versions.create` and `versions.update` send. Unknown fields are kept.
 *
 * A new version is a fork of `from`. The main version (`is_stable`) cannot be demoted or deleted; making
 * another version main moves the role to it.
 */
export const VersionInput = model({
  /** The version, e.g. `2.0` or `v2.0.1`. */
  version: z.string().check(z.minLength(1)),
  /** A nickname. */
  codename: z.optional(z.string()),
  /** The version to fork from (required by the service on update too). */
  from: z.string().check(z.minLength(1)),
  /** Make this the main version. */
  is_stable: z.optional(z.boolean()),
  /** Mark it as beta; the service's default is `true`. */
  is_beta: z.optional(z.boolean()),
  /** Hide it from readers. */
  is_hidden: z.optional(z.boolean()),
  /** Mark it deprecated; only accepted by `versions.update`. */
  is_deprecated: z.optional(z.boolean()),
});
/** What `versions.create` and `versions.update` send. */
export type VersionInput = z.input<typeof VersionInput>;

/** A documentation version as returned: the request fields plus what the service adds; anything else is kept. */
export const Version = model({
  /** The id of the version. */
  _id: z.optional(z.string()),
  /** The version, e.g. `2.0` or `v2.0.1`. */
  version: z.string(),
  /** The version as a clean semantic version. */
  version_clean: z.optional(z.string()),
  /** A nickname. */
  codename: z.optional(z.string()),
  /** Whether this is the main version. */
  is_stable: z.optional(z.boolean()),
  /** Whether it is marked beta. */
  is_beta: z.optional(z.boolean()),
  /** Whether it is hidden from readers. */
  is_hidden: z.optional(z.boolean()),
  /** Whether it is marked deprecated. */
  is_deprecated: z.optional(z.boolean()),
  /** The version it was forked from. */
  forked_from: z.optional(z.string()),
  /** When the version was created (ISO 8601). */
  createdAt: z.optional(z.string()),
});
/** A documentation version. */
export type Version = z.infer<typeof Version>;
