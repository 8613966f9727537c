/**
 * The errors the fake answers with, in the service's canonical codes.
 */
import { canonicalError, type FakeError } from '@org/http-core/testing';

/** Domain of the fake's `ErrorInfo` details. */
export const ERROR_DOMAIN = 'authorizedbuyersmarketplace.googleapis.com';

/** 400 `INVALID_ARGUMENT`: the request is malformed or names something that does not fit. */
export const invalidArgument = (message: string): FakeError => canonicalError('INVALID_ARGUMENT', message);

/** 400 `FAILED_PRECONDITION`: the resource is not in a state that allows the call. */
export const failedPrecondition = (message: string): FakeError => canonicalError('FAILED_PRECONDITION', message);

/** 404 `NOT_FOUND`. */
export const notFound = (name: string): FakeError => canonicalError('NOT_FOUND', `Requested entity was not found: ${name}`);

/** 403 `PERMISSION_DENIED`: the caller has no access to the account. */
export const permissionDenied = (account: string): FakeError =>
  canonicalError('PERMISSION_DENIED', `The caller does not have permission to access ${account}`);

/** 409 `ALREADY_EXISTS`. */
export const alreadyExists = (message: string): FakeError => canonicalError('ALREADY_EXISTS', message);

/**
 * 409 `ABORTED`: the change was based on a revision the proposal has moved past. The current revision is
 * given in an `ErrorInfo` detail.
 */
export const staleRevision = (proposal: string, sent: string, current: string): FakeError =>
  canonicalError('ABORTED', `The proposal ${proposal} is at revision ${current}; the request was based on revision ${sent}`, {
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'STALE_PROPOSAL_REVISION',
        domain: ERROR_DOMAIN,
        metadata: { proposal, proposalRevision: current, requestedRevision: sent },
      },
    ],
  });
