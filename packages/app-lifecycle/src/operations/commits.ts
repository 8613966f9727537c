import { defineOperation } from '@org/http-core';
import { plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { CommitDetails } from '../models/commit.js';
import { appParams } from './params.js';

const hash = z.string().check(z.minLength(1), plainCheck((value: string) => !value.includes(','), 'must not contain "," (the list separator)'));

/** Gets author and message of several commits at once. Hashes the repository does not know are left out. */
export const commitsListBatch = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/commits/batch',
  summary: 'Commit information for a batch of commit hashes',
  pathParams: appParams,
  query: { hashes: { schema: z.array(hash).check(z.minLength(1)), style: 'comma', description: 'Commit hashes (sent comma-separated).' } },
  response: z.array(CommitDetails),
});

/** Commits of the app's repository. */
export const commitsGroup = {
  listBatch: commitsListBatch,
};
