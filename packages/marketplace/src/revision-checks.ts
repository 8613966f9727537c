/**
 * The revised methods of a marketplace client (`deals.patch`, `deals.batchUpdate`, `proposals.patch`,
 * `proposals.accept`) report a stale revision as a `RevisionConflictError`, on the whole client and on a client of
 * some operations alike.
 */
import { ApiPromise, type CallOptions } from '@org/http-core';
import { toRevisionConflict } from './revision-conflict.js';

type Described = (input: RevisedInput) => [resource: unknown, revision: unknown];
/** The parts of a revised call's input the checks read; anything may be missing. */
interface RevisedInput {
  readonly name?: unknown;
  readonly parent?: unknown;
  readonly body?: { readonly proposalRevision?: unknown; readonly requests?: ReadonlyArray<{ readonly deal?: { readonly proposalRevision?: unknown } }> };
}

/** Where a stale revision is reported as a `RevisionConflictError`, and how the call names its resource. */
const revisedMethods: Readonly<Record<string, Readonly<Record<string, Described>>>> = {
  deals: {
    patch: (input) => [input.name, input.body?.proposalRevision],
    batchUpdate: (input) => [input.parent, input.body?.requests?.[0]?.deal?.proposalRevision],
  },
  proposals: {
    patch: (input) => [input.name, input.body?.proposalRevision],
    accept: (input) => [input.name, input.body?.proposalRevision],
  },
};

/** The client with its revised methods (those it has) reporting stale revisions as `RevisionConflictError`. */
export function withRevisionChecks<C extends object>(client: C): C {
  const groups: Record<string, unknown> = { ...(client as Record<string, unknown>) };
  for (const [group, methods] of Object.entries(revisedMethods)) {
    const bound = groups[group] as Record<string, unknown> | undefined;
    if (bound === undefined) continue;
    const checked: Record<string, unknown> = { ...bound };
    for (const [method, describe] of Object.entries(methods)) {
      const call = bound[method];
      if (typeof call === 'function') checked[method] = revisionChecked(call as (input: RevisedInput, options?: CallOptions) => ApiPromise<unknown>, describe);
    }
    groups[group] = checked;
  }
  return groups as C;
}

/** Wraps a method so that an `ABORTED` answer becomes a `RevisionConflictError` naming the revisions. */
function revisionChecked<I, T>(
  method: (input: I, options?: CallOptions) => ApiPromise<T>,
  describe: (input: I) => [resource: unknown, revision: unknown],
): (input: I, options?: CallOptions) => ApiPromise<T> {
  const conflict = (input: I) => (error: unknown): never => {
    const [resource, revision] = safeDescribe(describe, input);
    throw toRevisionConflict(error, typeof resource === 'string' ? resource : undefined, revision);
  };
  return (input, options) =>
    new ApiPromise({
      withResponse: () => method(input, options).withResponse().catch(conflict(input)),
      asResponse: () => method(input, options).asResponse().catch(conflict(input)),
    });
}

/** Reads the resource and revision of a call's input; the input may be anything a caller passed. */
function safeDescribe<I>(describe: (input: I) => [unknown, unknown], input: I): [unknown, unknown] {
  try {
    return describe(input);
  } catch {
    return [undefined, undefined];
  }
}
