/**
 * Checks worded at once, for code outside a call (a service's own helpers): the wording of the error path
 * (`issue-list.ts`) built with the page's tools. A page that imports it carries that wording.
 */
import type * as z from 'zod/mini';
import type { Issue, RequestSummary } from './errors.js';
import { issueListWith } from './issue-list.js';
import type { Schema } from './operation.js';
import { namedTools } from './page-tool-names.js';
import { pageToolList } from './page-tools.js';

const issueList = /* @__PURE__ */ issueListWith(namedTools(pageToolList));

/**
 * Converts zod issues to ours, prefixing each path with `prefix`. A message says what was expected and, when
 * zod was asked to report the input and the field holds no secret, what was given.
 */
export function toIssues(error: Pick<z.core.$ZodError, 'issues'>, prefix: string, secret = false): Issue[] {
  return issueList.toIssues(error, prefix, secret);
}

/**
 * Checks one input value; returns the parsed value or throws a {@link ValidationError} naming the field and
 * saying what is wrong, e.g. `limit: must be at most 100 (got 1000)`. Nothing of a value is shown when
 * `secret` is set or the field's name says it holds a credential. A service's own helpers use it for
 * inputs that are not an operation's, so that their refusals read like the engine's.
 *
 * @param field - the field's name, the start of every issue's path.
 * @param request - the call the input belongs to, when there is one.
 * @param secret - the value is a credential: show nothing of it.
 */
export function validateInput(field: string, schema: Schema, value: unknown, request: RequestSummary = {}, secret = false): unknown {
  return issueList.validateInput(field, schema, value, request, secret);
}
