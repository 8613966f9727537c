import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/**
 * Body of `repositories.configure`: the repository to build from. `repo_url` is its HTTPS Git address; the
 * other fields are needed by some hosts (a GitHub App installation, a GitLab user or self-hosted connection).
 */
export const NewRepositoryConfig = model({
  repo_url: z.string().check(z.minLength(1)),
  repo_id: z.optional(z.string()),
  external_user_id: z.optional(z.string()),
  service_connection_id: z.optional(z.string()),
  installation_id: z.optional(z.string()),
});
/** Body of `repositories.configure`. */
export type NewRepositoryConfig = z.input<typeof NewRepositoryConfig>;

/** The repository an app builds from, with its state (`active`, `inactive`, `unauthorized`). */
export const RepositoryConfig = model({
  ...NewRepositoryConfig.shape,
  repo_url: z.string(),
  id: z.string(),
  type: z.string(),
  state: openEnum(['unauthorized', 'inactive', 'active']),
  user_email: z.optional(z.string()),
});
/** The repository an app builds from. */
export type RepositoryConfig = z.infer<typeof RepositoryConfig>;

/** A confirmation the service answers with (`repositories.configure`, `repositories.deleteConfig`). */
export const ServiceMessage = model({
  message: z.string(),
});
/** A confirmation the service answers with. */
export type ServiceMessage = z.infer<typeof ServiceMessage>;

/** A repository a source host offers. */
export const SourceRepository = model({
  name: z.optional(z.string()),
  clone_url: z.optional(z.string()),
});
/** A repository a source host offers. */
export type SourceRepository = z.infer<typeof SourceRepository>;
