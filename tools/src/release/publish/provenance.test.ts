import { describe, expect, it } from 'vitest';
import { chooseProvenance } from './provenance.js';

describe('chooseProvenance', () => {
  it('asks for provenance on GitHub Actions only when an id-token can be requested', () => {
    expect(chooseProvenance({ GITHUB_ACTIONS: 'true', ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.example' }).provenance).toBe(true);
    expect(chooseProvenance({ GITHUB_ACTIONS: 'true' }).provenance).toBe(false);
  });

  it('asks for provenance on GitLab CI only with a SIGSTORE_ID_TOKEN', () => {
    expect(chooseProvenance({ GITLAB_CI: 'true', SIGSTORE_ID_TOKEN: 'x' }).provenance).toBe(true);
    expect(chooseProvenance({ GITLAB_CI: 'true' }).provenance).toBe(false);
  });

  it('does not ask on a laptop or another CI', () => {
    expect(chooseProvenance({ CI: 'true' })).toEqual({ provenance: false, reason: 'no CI provider that can sign provenance here' });
    expect(chooseProvenance({})).toMatchObject({ provenance: false });
  });

  it('lets an explicit npm_config_provenance win, in either case of the name', () => {
    expect(chooseProvenance({ GITHUB_ACTIONS: 'true', ACTIONS_ID_TOKEN_REQUEST_URL: 'u', npm_config_provenance: 'false' }).provenance).toBe(false);
    expect(chooseProvenance({ NPM_CONFIG_PROVENANCE: 'true' })).toEqual({ provenance: true, reason: 'npm_config_provenance=true' });
  });
});
