/**
 * Optimistic concurrency of proposals: a change based on a revision the service has moved past is refused
 * with `ABORTED`, surfaced as a {@link RevisionConflictError}.
 */
import { ConflictError, isConflictError, type ApiError } from '@org/http-core';
import { isRevisionConflict, revisionConflictErrorOf, revisionConflictOf, type RevisionConflict } from './revision-conflict-class.js';

export type { RevisionConflict } from './revision-conflict-class.js';

/**
 * A deal update, proposal update or proposal acceptance was based on a stale `proposalRevision`: someone
 * (usually the seller) changed the proposal since it was read. Never retried automatically: read the
 * proposal or deal again, check that the change still makes sense, and send it with the new revision
 * (`updateDealAtLatestRevision` does that for deal updates).
 *
 * It is a `ConflictError` (its `name` stays `ConflictError`, so `isConflictError` recognises it); tell it
 * apart with {@link isRevisionConflictError} or `instanceof`.
 */
export interface RevisionConflictError extends ConflictError, RevisionConflict {}

/**
 * The class of {@link RevisionConflictError}, for `instanceof`: the one the package's clients throw. A browser page
 * that does not import it loads it with the error path, when a call fails.
 */
export const RevisionConflictError: {
  /** The error of `source`, a conflict answer, with what is known about the revisions. */
  new (source: ApiError, conflict: RevisionConflict): RevisionConflictError;
  readonly prototype: RevisionConflictError;
} = revisionConflictErrorOf(ConflictError);

/** Whether `value` is a {@link RevisionConflictError}, also across duplicate copies of this package. */
export function isRevisionConflictError(value: unknown): value is RevisionConflictError {
  return isRevisionConflict(value);
}

/**
 * Turns an `ABORTED` conflict into a {@link RevisionConflictError} carrying the revisions; any other error is
 * returned unchanged. The service's current revision is read from an `ErrorInfo` detail whose metadata holds
 * `proposalRevision`, when the error has one.
 */
export function toRevisionConflict(error: unknown, resource: string | undefined, knownRevision: unknown): unknown {
  return isConflictError(error) ? revisionConflictOf(RevisionConflictError, error, resource, knownRevision) : error;
}
