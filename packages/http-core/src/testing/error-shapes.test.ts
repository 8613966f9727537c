import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ErrorBodyParser } from '../error-parsers.js';
import { resourceManagerErrorParser } from '../families/azure/index.js';
import { googleErrorParser } from '../families/google/index.js';
import { categoryErrorParser } from '../families/hubspot/index.js';
import { paymentErrorParser } from '../families/payments/index.js';
import { defineService } from '../service.js';
import { numericCodeErrorParser } from '../test-support/numeric-code-error-parser.js';
import { defaultErrorCode, defineErrorShape, errorShapes, type ErrorShape } from './error-shapes.js';
import { fakeError, startFakeServer } from './index.js';

const extra = { requestId: 'req-7' };

describe('errorShapes', () => {
  it('google: HTTP status as code, canonical name as status, details', () => {
    expect(errorShapes.google(404, 'NOT_FOUND', 'gone', extra)).toEqual({ error: { code: 404, status: 'NOT_FOUND', message: 'gone', details: [] } });
    expect(defaultErrorCode(errorShapes.google, 503)).toBe('UNAVAILABLE');
    expect(defaultErrorCode(errorShapes.google, 418)).toBe('UNKNOWN');
  });

  it('resourceManager: code and message, details only when given', () => {
    expect(errorShapes.resourceManager(409, 'RoleAssignmentExists', 'exists', extra)).toEqual({ error: { code: 'RoleAssignmentExists', message: 'exists' } });
    expect(errorShapes.resourceManager(400, 'X', 'm', { ...extra, details: [{ code: 'Y' }] })).toEqual({ error: { code: 'X', message: 'm', details: [{ code: 'Y' }] } });
    expect(errorShapes.resourceManager.requestIdHeaders).toEqual(['x-ms-request-id']);
  });

  it('payment: status, errorCode, errorType by status, pspReference from the request id', () => {
    expect(errorShapes.payment(401, '000', 'Unauthorized', extra)).toEqual({
      status: 401,
      errorCode: '000',
      message: 'Unauthorized',
      errorType: 'security',
      pspReference: 'req-7',
    });
    expect(errorShapes.payment(422, '101', 'Invalid card', { ...extra, errorType: 'validation', pspReference: 'P1', invalidFields: [] })).toEqual({
      status: 422,
      errorCode: '101',
      message: 'Invalid card',
      errorType: 'validation',
      pspReference: 'P1',
      invalidFields: [],
    });
    expect(errorShapes.payment(500, '905', 'x', extra)).toMatchObject({ errorType: 'internal' });
    expect(errorShapes.payment(401, '000', 'Unauthorized', { ...extra, pspReference: undefined })).toEqual({
      status: 401,
      errorCode: '000',
      message: 'Unauthorized',
      errorType: 'security',
    });
  });

  it('category: status "error", category, correlationId from the request id', () => {
    expect(errorShapes.category(404, 'OBJECT_NOT_FOUND', 'no such subscription', extra)).toEqual({
      status: 'error',
      category: 'OBJECT_NOT_FOUND',
      correlationId: 'req-7',
      message: 'no such subscription',
    });
    expect(defaultErrorCode(errorShapes.category, 429)).toBe('RATE_LIMITS');
  });

  it('numeric: numeric code, status times ten by default', () => {
    expect(errorShapes.numeric(404, defaultErrorCode(errorShapes.numeric, 404), 'no address', extra)).toEqual({ code: 4040, message: 'no address' });
  });

  it('every ready-made shape is read back by the matching core parser', () => {
    const pairs: Array<[ErrorShape, ErrorBodyParser, string | number]> = [
      [errorShapes.google, googleErrorParser, 'ABORTED'],
      [errorShapes.resourceManager, resourceManagerErrorParser, 'Conflict'],
      [errorShapes.payment, paymentErrorParser, '409'],
      [errorShapes.category, categoryErrorParser, 'CONFLICT'],
      [errorShapes.numeric, numericCodeErrorParser, 4090],
    ];
    for (const [shape, parse, code] of pairs) {
      const body = shape(409, defaultErrorCode(shape, 409), 'conflict', extra);
      expect(parse(body)).toMatchObject({ code, message: 'conflict' });
    }
  });

  it('a custom shape adds its own request-id headers and default codes', async () => {
    const service = defineService({
      name: 's',
      packageName: '@org/s',
      version: '0.0.0',
      defaultAuth: [],
      groups: { g: { op: { method: 'GET', path: '/op', summary: 'op', response: z.unknown() } } },
    });
    const shape = defineErrorShape((status, code, message, { requestId }) => ({ fault: { status, code, message, trace: requestId } }), {
      codeFor: (status) => `E${status}`,
      requestIdHeaders: ['x-trace-id'],
    });
    await using server = await startFakeServer({
      service,
      errorShape: shape,
      handlers: {
        'g.op': () => {
          throw fakeError(418);
        },
      },
    });
    const response = await fetch(`${server.url}/op`, { signal: AbortSignal.timeout(3_000) });
    expect(response.headers.get('x-trace-id')).toBe('req-1');
    expect(await response.json()).toEqual({ fault: { status: 418, code: 'E418', message: 'HTTP 418', trace: 'req-1' } });
  });
});
