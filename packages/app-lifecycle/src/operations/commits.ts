import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { CommitDetails } from '../models/commit.js';
import { appParams } from './params.js';

const hash = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.refine((value) => !value.includes(','), 'must not contain "," (the list separator)'));

/** Gets author and message of several commits at once. Hashes the repository does not know are left out. */
export const commitsListBatch = /* @__PURE__ */ defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/commits/batch',
  summary: 'Commit information for a batch of commit hashes',
  pathParams: appParams,
  query: { hashes: { schema: /* @__PURE__ */ z.array(hash).check(/* @__PURE__ */ z.minLength(1)), style: 'comma', description: 'Commit hashes (sent comma-separated).' } },
  response: /* @__PURE__ */ z.array(CommitDetails),
});

/** Commits of the app's repository. */
export const commitsOperations = {
  listBatch: commitsListBatch,
};
