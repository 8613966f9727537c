import { describe, expect, it } from 'vitest';
import type { Policy } from './models/policy.js';
import { addMember, removeMember } from './policy-members.js';

const condition = { expression: 'request.time.getHours("UTC") < 18' };
// `rules`: a field of the service this package does not declare, kept as received.
const policy: Policy & { rules: string[] } = {
  version: 3,
  etag: 'abc',
  bindings: [
    { role: 'roles/eventarc.viewer', members: ['user:alice@example.com'] },
    { role: 'roles/eventarc.admin', members: ['user:bob@example.com'], condition },
  ],
  rules: ['kept'],
};

describe('addMember', () => {
  it('adds to the unconditional binding of the role, keeping everything else', () => {
    const next = addMember(policy, 'roles/eventarc.viewer', 'user:carol@example.com');
    expect(next).toEqual({
      ...policy,
      bindings: [{ role: 'roles/eventarc.viewer', members: ['user:alice@example.com', 'user:carol@example.com'] }, policy.bindings![1]],
    });
    expect(policy.bindings![0]!.members).toEqual(['user:alice@example.com']);
  });

  it('creates an unconditional binding when the role only has a conditional one', () => {
    const next = addMember(policy, 'roles/eventarc.admin', 'user:bob@example.com');
    expect(next?.bindings).toEqual([...policy.bindings!, { role: 'roles/eventarc.admin', members: ['user:bob@example.com'] }]);
  });

  it('returns undefined when the member already has the role', () => {
    expect(addMember(policy, 'roles/eventarc.viewer', 'user:alice@example.com')).toBeUndefined();
  });

  it('works on an empty policy', () => {
    expect(addMember({ etag: 'e' }, 'roles/viewer', 'group:g@example.com')).toEqual({ etag: 'e', bindings: [{ role: 'roles/viewer', members: ['group:g@example.com'] }] });
  });
});

describe('removeMember', () => {
  it('removes the member and drops a binding left empty', () => {
    expect(removeMember(policy, 'roles/eventarc.viewer', 'user:alice@example.com')).toEqual({ ...policy, bindings: [policy.bindings![1]] });
  });

  it('leaves conditional grants alone and returns undefined when nothing changes', () => {
    expect(removeMember(policy, 'roles/eventarc.admin', 'user:bob@example.com')).toBeUndefined();
    expect(removeMember(policy, 'roles/eventarc.viewer', 'user:zoe@example.com')).toBeUndefined();
  });
});
