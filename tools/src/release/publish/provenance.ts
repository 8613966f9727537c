/**
 * Whether a publish can carry a provenance statement. npm makes one only on a CI provider that hands out an
 * OpenID Connect token for it (GitHub Actions with `id-token: write`, GitLab CI with a `SIGSTORE_ID_TOKEN`);
 * anywhere else (a laptop, a private registry's CI) asking for it fails the publish. So the release asks for
 * provenance exactly where it can be made, and an explicit `npm_config_provenance` always wins.
 */

/** The release's provenance decision and why, for the log. */
export interface ProvenanceChoice {
  readonly provenance: boolean;
  readonly reason: string;
}

/** Decides provenance from the environment the release runs in. */
export function chooseProvenance(env: NodeJS.ProcessEnv): ProvenanceChoice {
  const explicit = Object.entries(env).find(([key]) => key.toLowerCase() === 'npm_config_provenance')?.[1];
  if (explicit !== undefined && explicit !== '') {
    const provenance = explicit === 'true';
    return { provenance, reason: `npm_config_provenance=${explicit}` };
  }
  if (env['GITHUB_ACTIONS'] === 'true' && env['ACTIONS_ID_TOKEN_REQUEST_URL']) return { provenance: true, reason: 'GitHub Actions with an id-token' };
  if (env['GITLAB_CI'] === 'true' && env['SIGSTORE_ID_TOKEN']) return { provenance: true, reason: 'GitLab CI with a SIGSTORE_ID_TOKEN' };
  return { provenance: false, reason: 'no CI provider that can sign provenance here' };
}
