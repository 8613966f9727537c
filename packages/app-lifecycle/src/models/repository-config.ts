import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * Body of `repositories.configure`: the repository to build from. `repo_url` is its HTTPS Git address; the
 * other fields are needed by some hosts (a GitHub App installation, a GitLab user or self-hosted connection).
 */
export const NewRepositoryConfig = model({
  /** The repository's Git URL (HTTPS, not empty). */
  repo_url: z.string().check(z.minLength(1)),
  /** The repository's id at its host; needed for GitHub App and GitLab.com repositories. */
  repo_id: z.optional(z.string()),
  /** The user's id at the repository host; needed for GitLab.com repositories. */
  external_user_id: z.optional(z.string()),
  /** Id of the service connection to use; needed for self-hosted GitLab repositories. */
  service_connection_id: z.optional(z.string()),
  /** The GitHub App installation id; needed for repositories connected through the GitHub App. */
  installation_id: z.optional(z.string()),
});
/** Body of `repositories.configure`. */
export type NewRepositoryConfig = z.input<typeof NewRepositoryConfig>;

/** The repository an app builds from, with its state (`active`, `inactive`, `unauthorized`). */
export const RepositoryConfig = model({
  ...NewRepositoryConfig.shape,
  /** The repository's Git URL. */
  repo_url: z.string(),
  /** The repository link's id. */
  id: z.string(),
  /** Kind of repository host, e.g. `github` or `bitbucket`. */
  type: z.string(),
  /** Whether the link works: `active`, `inactive`, or `unauthorized` when the host no longer accepts the token. */
  state: openEnum(['unauthorized', 'inactive', 'active']),
  /** Email address of the user who linked the repository. */
  user_email: z.optional(z.string()),
});
/** The repository an app builds from. */
export type RepositoryConfig = z.infer<typeof RepositoryConfig>;

/** A confirmation the service answers with (`repositories.configure`, `repositories.deleteConfig`). */
export const ServiceMessage = model({
  /** What happened, in words. */
  message: z.string(),
});
/** A confirmation the service answers with. */
export type ServiceMessage = z.infer<typeof ServiceMessage>;

/** A repository a source host offers. */
export const SourceRepository = model({
  /** The repository's name. */
  name: z.optional(z.string()),
  /** URL to clone the repository from. */
  clone_url: z.optional(z.string()),
});
/** A repository a source host offers. */
export type SourceRepository = z.infer<typeof SourceRepository>;
