import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testService } from '../test-support/fixtures.js';
import { canonicalError, canonicalStatus, type CanonicalCode } from './canonical-errors.js';
import { defaultErrorCode, errorShapes } from './error-shapes.js';
import { startFakeServer } from './fake-server.js';

describe('canonicalError', () => {
  it('answers each code at its status, in the Google shape, with details and headers', async () => {
    const service = testService({ g: { op: { method: 'GET', path: '/op/{code}', summary: 'op', pathParams: { code: z.string() }, response: z.unknown() } } });
    await using server = await startFakeServer({
      service,
      errorShape: errorShapes.google,
      handlers: {
        'g.op': (req) => {
          const code = req.params.code as CanonicalCode;
          if (code === 'ABORTED') throw canonicalError(code, 'Stale revision', { details: [{ reason: 'REVISION_MISMATCH' }] }, { 'retry-after': '1' });
          throw canonicalError(code, `code ${code}`);
        },
      },
    });
    const answer = async (code: string) => {
      const response = await fetch(`${server.url}/op/${code}`, { signal: AbortSignal.timeout(3_000) });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    expect(await answer('ALREADY_EXISTS')).toEqual({
      status: 409,
      retryAfter: null,
      body: { error: { code: 409, status: 'ALREADY_EXISTS', message: 'code ALREADY_EXISTS', details: [] } },
    });
    expect(await answer('FAILED_PRECONDITION')).toMatchObject({ status: 400, body: { error: { status: 'FAILED_PRECONDITION' } } });
    expect(await answer('ABORTED')).toEqual({
      status: 409,
      retryAfter: '1',
      body: { error: { code: 409, status: 'ABORTED', message: 'Stale revision', details: [{ reason: 'REVISION_MISMATCH' }] } },
    });
  });

  it('agrees with the default codes of the Google shape: the default code of each status is answered at that status', () => {
    for (const status of new Set(Object.values(canonicalStatus))) {
      const code = defaultErrorCode(errorShapes.google, status) as CanonicalCode;
      expect(canonicalStatus[code], `${status} -> ${code}`).toBe(status);
    }
  });
});
