/**
 * The class of a lost revision race (the package's `RevisionConflictError`), made from the `ConflictError` class it
 * is given rather than imported: the error format, loaded with the error path, makes it from the page's own class,
 * so that a browser page that never fails downloads none of it. Made once per base class, it is the same class
 * wherever it is made, the one the package exports included.
 */
import type { ApiError, ConflictError } from '@org/http-core';

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

/** What {@link revisionConflictErrorOf} makes: a class of conflicts that carry what is known about the revisions. */
export interface RevisionConflictErrorClass {
  /** The error of `source`, a conflict answer, with what is known about the revisions. */
  new (source: ApiError, conflict: RevisionConflict): ConflictError & RevisionConflict;
  readonly prototype: ConflictError & RevisionConflict;
}

const classes = new WeakMap<typeof ConflictError, RevisionConflictErrorClass>();

/** The class of revision conflicts extending `Base`, made on first use and the same one after. */
export function revisionConflictErrorOf(Base: typeof ConflictError): RevisionConflictErrorClass {
  let made = classes.get(Base);
  if (made === undefined) {
    made = class RevisionConflictError extends Base implements RevisionConflict {
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
          clientRequestId: source.clientRequestId,
          idempotencyKey: source.idempotencyKey,
          retryAfterMs: source.retryAfterMs,
        });
        this.resource = conflict.resource;
        this.knownRevision = conflict.knownRevision;
        this.currentRevision = conflict.currentRevision;
        Object.defineProperty(this, brand, { value: true, enumerable: false });
      }
    };
    classes.set(Base, made);
  }
  return made;
}

/** Whether `value` was made by a class of {@link revisionConflictErrorOf}, also in a duplicate copy of this package. */
export function isRevisionConflict(value: unknown): value is ConflictError & RevisionConflict {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

/**
 * `error`, an `ABORTED` conflict, as an error of `Class` carrying the revisions; `error` itself when its code is
 * another or it already is such an error. The service's current revision is read from an `ErrorInfo` detail whose
 * metadata holds `proposalRevision`, when the error has one.
 */
export function revisionConflictOf(Class: RevisionConflictErrorClass, error: ApiError, resource: string | undefined, knownRevision: unknown): ApiError {
  if (error.code !== 'ABORTED' || isRevisionConflict(error)) return error;
  return new Class(error, {
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
