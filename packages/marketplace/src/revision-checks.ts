/**
 * The revised operations (`deals.patch`, `deals.batchUpdate`, `proposals.patch`, `proposals.accept`) report a stale
 * revision as a `RevisionConflictError`: the service's own error of such a call (`ErrorFormat.callError`), made on
 * the error path from what the call sent, on the whole client and on a client of some operations alike.
 */
import type { ApiError, ConflictError, FailedCall } from '@org/http-core';
import { revisionConflictErrorOf, revisionConflictOf } from './revision-conflict-class.js';

/** The parts of a revised call's input read here; anything may be missing. */
interface RevisedInput {
  readonly name?: unknown;
  readonly parent?: unknown;
  readonly body?: { readonly proposalRevision?: unknown; readonly requests?: ReadonlyArray<{ readonly deal?: { readonly proposalRevision?: unknown } }> };
}

/**
 * The error a failed call of the service ends with, `Conflict` being the page's `ConflictError`: a conflict of a
 * revised operation with the code `ABORTED` becomes a `RevisionConflictError` naming the call's resource and the
 * revision it was based on; any other error is kept.
 */
export function revisionCheckedWith(Conflict: typeof ConflictError): (error: ApiError, call: FailedCall) => ApiError {
  return (error, call) => {
    const sent = error instanceof Conflict ? revisedParts(call.operation, (call.input ?? {}) as RevisedInput) : undefined;
    if (sent === undefined) return error;
    const [resource, revision] = sent;
    return revisionConflictOf(revisionConflictErrorOf(Conflict), error, typeof resource === 'string' ? resource : undefined, revision);
  };
}

/** The resource a revised operation's call names and the revision it was based on; `undefined` for any other operation. */
function revisedParts(operation: string | undefined, input: RevisedInput): [resource: unknown, revision: unknown] | undefined {
  switch (operation) {
    case 'deals.patch':
    case 'proposals.patch':
    case 'proposals.accept':
      return [input.name, input.body?.proposalRevision];
    case 'deals.batchUpdate':
      return [input.parent, input.body?.requests?.[0]?.deal?.proposalRevision];
    default:
      return undefined;
  }
}
