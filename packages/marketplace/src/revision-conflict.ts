/**
 * Optimistic concurrency of proposals: a change based on a revision the service has moved past is refused
 * with `ABORTED`, surfaced as a {@link RevisionConflictError}.
 */
import { ConflictError, isConflictError, type ApiError } from '@org/http-core';

const brand = Symbol.for('@org/marketplace.revision-conflict');

/** What is known about a lost revision race. */
export interface RevisionConflict {
  /** The proposal (or deal, or the proposal of a batch) the change was for. */
  readonly resource: string | undefined;
  /** The revision the change was based on, as sent. */
  readonly knownRevision: string | undefined;
  /** The service's revision now, when the error says so; otherwise read the resource again. */
  readonly currentRevision: string | undefined;
}

/**
 * A deal update, proposal update or proposal acceptance was based on a stale `proposalRevision`: someone
 * (usually the seller) changed the proposal since it was read. Never retried automatically: read the
 * proposal or deal again, check that the change still makes sense, and send it with the new revision
 * (`updateDealAtLatestRevision` does that for deal updates).
 *
 * It is a `ConflictError` (its `name` stays `ConflictError`, so `isConflictError` recognises it); tell it
 * apart with {@link isRevisionConflictError} or `instanceof`.
 */
export class RevisionConflictError extends ConflictError implements RevisionConflict {
  readonly resource: string | undefined;
  readonly knownRevision: string | undefined;
  readonly currentRevision: string | undefined;

  constructor(source: ApiError, conflict: RevisionConflict) {
    super({
      status: source.status,
      code: source.code,
      message: source.serviceMessage,
      details: source.details,
      requestId: source.requestId,
      headers: source.headers,
      body: source.body,
      operation: source.operation,
      method: source.method,
      url: source.url,
      attempts: source.attempts,
    });
    this.resource = conflict.resource;
    this.knownRevision = conflict.knownRevision;
    this.currentRevision = conflict.currentRevision;
    Object.defineProperty(this, brand, { value: true, enumerable: false });
  }

  protected override jsonFields(): Record<string, unknown> {
    return {
      ...super.jsonFields(),
      resource: this.resource,
      knownRevision: this.knownRevision,
      currentRevision: this.currentRevision,
    };
  }
}

/** Whether `value` is a {@link RevisionConflictError}, also across duplicate copies of this package. */
export function isRevisionConflictError(value: unknown): value is RevisionConflictError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

/**
 * Turns an `ABORTED` conflict into a {@link RevisionConflictError} carrying the revisions; any other error is
 * returned unchanged. The service's current revision is read from an `ErrorInfo` detail whose metadata holds
 * `proposalRevision`, when the error has one.
 */
export function toRevisionConflict(error: unknown, resource: string | undefined, knownRevision: unknown): unknown {
  if (!isConflictError(error) || error.code !== 'ABORTED' || isRevisionConflictError(error)) return error;
  return new RevisionConflictError(error, {
    resource,
    knownRevision: knownRevision === undefined || knownRevision === null ? undefined : String(knownRevision),
    currentRevision: currentRevisionOf(error.details),
  });
}

function currentRevisionOf(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  for (const detail of details) {
    const metadata = (detail as { metadata?: unknown } | null)?.metadata;
    if (typeof metadata !== 'object' || metadata === null) continue;
    const revision = (metadata as Record<string, unknown>).proposalRevision;
    if (typeof revision === 'string' && /^\d+$/.test(revision)) return revision;
  }
  return undefined;
}
