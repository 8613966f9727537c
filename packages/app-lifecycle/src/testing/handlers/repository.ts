/** The app's repository as the build handlers see it. */
import { fakeError } from '@org/http-core/testing';
import type { App } from '../../index.js';
import type { FakeContext } from '../context.js';
import type { StoredBranch } from '../records.js';

/** The branch named in the request path; 404 when the repository has no such branch. */
export function branchOf(fake: FakeContext, app: App, name: string): StoredBranch {
  const branch = fake.state.extrasOf(app.id).branches.get(name);
  if (!branch) throw fakeError(404, undefined, `The repository of ${app.name} has no branch ${name}`);
  return branch;
}

/** Web address of a commit. */
export function commitUrl(app: App, sha: string): string {
  return `https://git.example.com/${app.owner.name}/${app.name}/commit/${sha}`;
}
