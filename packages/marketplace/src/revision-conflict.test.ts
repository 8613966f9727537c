import { inspect } from 'node:util';
import { ApiError, ConflictError, isConflictError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { isRevisionConflictError, RevisionConflictError, toRevisionConflict } from './revision-conflict.js';

const aborted = (details: unknown) =>
  new ConflictError({ status: 409, code: 'ABORTED', message: 'stale', details, requestId: 'r-1', operation: 'deals.patch', method: 'PATCH', url: 'https://x/v1/a' });

describe('toRevisionConflict', () => {
  it('carries the revision sent and the one the service reports', () => {
    const converted = toRevisionConflict(
      aborted([{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', metadata: { proposalRevision: '12' } }]),
      'buyers/1/proposals/2',
      10n,
    );
    expect(converted).toBeInstanceOf(RevisionConflictError);
    expect(converted).toMatchObject({ knownRevision: '10', currentRevision: '12', resource: 'buyers/1/proposals/2', status: 409, requestId: 'r-1' });
    expect(isConflictError(converted)).toBe(true);
    expect(inspect(converted)).toContain("knownRevision: '10'");
  });

  it('keeps every field of the conflict it replaces', () => {
    const source = new ConflictError({
      status: 409,
      code: 'ABORTED',
      message: 'stale',
      requestId: 'r-2',
      operation: 'proposals.patch',
      method: 'PATCH',
      url: 'https://x/v1/b',
      attempts: 2,
      clientRequestId: 'c-1',
      idempotencyKey: 'k-1',
      retryAfterMs: 1500,
      headers: { 'x-request-id': 'r-2' },
      body: { error: { status: 'ABORTED' } },
    });
    const converted = toRevisionConflict(source, 'buyers/1/proposals/2', '3') as RevisionConflictError;
    const { knownRevision, currentRevision, resource, ...kept } = converted;
    expect({ knownRevision, currentRevision, resource }).toEqual({ knownRevision: '3', currentRevision: undefined, resource: 'buyers/1/proposals/2' });
    expect({ ...kept, message: converted.message }).toEqual({ ...source, message: source.message });
  });

  it('leaves the current revision unknown when the error does not say', () => {
    for (const details of [undefined, [], [{ metadata: { proposalRevision: 'soon' } }], [null]]) {
      expect(toRevisionConflict(aborted(details), 'n', '3')).toMatchObject({ knownRevision: '3', currentRevision: undefined });
    }
  });

  it('changes nothing else', () => {
    const exists = new ConflictError({ status: 409, code: 'ALREADY_EXISTS' });
    const other = new ApiError({ status: 400, code: 'ABORTED' });
    const plain = new Error('boom');
    for (const error of [exists, other, plain]) expect(toRevisionConflict(error, 'n', '1')).toBe(error);
    const once = toRevisionConflict(aborted([]), 'n', '1');
    expect(toRevisionConflict(once, 'm', '2')).toBe(once);
    expect(isRevisionConflictError(exists)).toBe(false);
  });
});
