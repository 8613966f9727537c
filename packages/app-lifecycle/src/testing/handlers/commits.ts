/** Commits of the app's repository, looked up by hash across its branches. */
import { json } from '@org/http-core/testing';
import { appOf, type FakeContext } from '../context.js';
import type { StoredCommit } from '../records.js';
import { commitUrl } from './repository.js';
import type { Handlers } from './types.js';

/** Handlers of `commits.*`. */
export function commitHandlers(fake: FakeContext): Handlers {
  return {
    'commits.listBatch': (req) => {
      const app = appOf(fake, req);
      const known = new Map<string, StoredCommit>();
      for (const branch of fake.state.extrasOf(app.id).branches.values()) for (const commit of branch.commits) known.set(commit.sha, commit);
      const hashes = (req.query.get('hashes') ?? '').split(',').filter((hash) => hash !== '');
      const found = hashes.flatMap((hash) => {
        const commit = known.get(hash);
        return commit ? [{ sha: commit.sha, url: commitUrl(app, commit.sha), commit: { message: commit.message, author: commit.author } }] : [];
      });
      return json(200, found);
    },
  };
}
