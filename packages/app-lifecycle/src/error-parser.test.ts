import { isApiError, type ApiError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { appLifecycleErrorParser } from './error-parser.js';
import { codeForStatus } from './status-code.js';
import { useSetup } from './test-support/setup.js';

describe('appLifecycleErrorParser', () => {
  it.each([
    ['a string code inside error', { error: { code: 'NotFound', message: 'No app' } }, { code: 'NotFound', message: 'No app', details: undefined }],
    ['a numeric code inside error', { error: { code: 403, message: 'Denied' } }, { code: 403, message: 'Denied', details: undefined }],
    ['code and message', { code: 'Conflict', message: 'Mapped already' }, { code: 'Conflict', message: 'Mapped already', details: undefined }],
    ['code, id and message', { code: 'BadRequest', id: 'abc', message: 'No config' }, { code: 'BadRequest', message: 'No config', details: { id: 'abc' } }],
    ['request id, numeric code and message', { request_id: 'r1', code: 409, message: 'Busy' }, { code: 409, message: 'Busy', details: { request_id: 'r1' }, requestId: 'r1' }],
    ['message and status', { message: 'Run failed', status: 'Failed' }, { code: 'Failed', message: 'Run failed', details: { status: 'Failed' } }],
    ['a message alone', { message: 'No crash 1' }, { code: undefined, message: 'No crash 1', details: undefined }],
    [
      'a release update refusal',
      { code: 'BadRequest', message: 'Bad release', mandatory_update: true, destinations: [] },
      { code: 'BadRequest', message: 'Bad release', details: { mandatory_update: true, destinations: [] } },
    ],
    [
      'the flat refusal of a credential',
      { message: 'Unauthorized. Correlation ID: c-1', statusCode: 401, code: 'Unauthorized' },
      { code: 'Unauthorized', message: 'Unauthorized. Correlation ID: c-1', details: undefined },
    ],
    ['plain text', 'Service unavailable', { message: 'Service unavailable' }],
  ])('reads %s', (_what, body, expected) => {
    expect(appLifecycleErrorParser(body)).toEqual(expected);
  });

  it.each([[''], ['   '], [{}], [null], [[1, 2]], [{ unrelated: true }]])('gives nothing for %j, which it cannot read', (body) => {
    expect(appLifecycleErrorParser(body)).toBeUndefined();
  });

  it('reads a bare error text', () => {
    expect(appLifecycleErrorParser({ error: 'Gone' })).toEqual({ code: undefined, message: 'Gone', details: undefined });
  });

  describe('with the answer\'s status, as the client always calls it', () => {
    const at = (status: number, body: unknown) => appLifecycleErrorParser(body, { status });

    it.each([
      ['an empty body', 404, '', { code: 'NotFound', message: 'The service answered 404 (NotFound) without a message' }],
      ['a blank body', 503, '  \n', { code: 'ServiceUnavailable', message: 'The service answered 503 (ServiceUnavailable) without a message' }],
      ['a JSON body it cannot read', 418, { unrelated: true }, { code: 'HTTP_418', message: 'The service answered 418 (HTTP_418) without a message' }],
      ['null', 500, null, { code: 'InternalServerError', message: 'The service answered 500 (InternalServerError) without a message' }],
      ['a non-JSON body', 502, '<h1>502 Bad Gateway</h1>', { code: 'BadGateway', message: '<h1>502 Bad Gateway</h1>' }],
      ['a body with only a message', 404, { message: 'No crash 1' }, { code: 'NotFound', message: 'No crash 1', details: undefined }],
      ['a code without a message', 403, { error: { code: 403 } }, { code: 403, message: 'The service answered 403 (403) without a message', details: undefined }],
      ['a full body', 409, { code: 'Conflict', message: 'Mapped already' }, { code: 'Conflict', message: 'Mapped already', details: undefined }],
    ])('fills in %s', (_what, status, body, expected) => {
      expect(at(status, body)).toEqual(expected);
    });

    it('keeps the request id and details of a body', () => {
      expect(at(404, { request_id: 'r1', message: 'Busy' })).toEqual({ code: 'NotFound', message: 'Busy', details: { request_id: 'r1' }, requestId: 'r1' });
    });
  });

  it('names statuses in the service vocabulary', () => {
    expect([400, 401, 404, 406, 409, 429, 500].map(codeForStatus)).toEqual([
      'BadRequest',
      'Unauthorized',
      'NotFound',
      'NotAcceptable',
      'Conflict',
      'TooManyRequests',
      'InternalServerError',
    ]);
    expect(codeForStatus(418)).toBe('HTTP_418');
  });
});

describe('errors of every shape the service uses, against the fake', () => {
  const s = useSetup();

  const failure = async (call: Promise<unknown>): Promise<ApiError> => {
    const error = await call.catch((e: unknown) => e);
    if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return error;
  };
  const missing = { ownerName: 'test-owner', appName: 'no-such-app' };

  it('{ error: { code: string } }: apps', async () => {
    const error = await failure(s.client.apps.get(missing));
    expect(error.body).toEqual({ error: { code: 'NotFound', message: 'No app test-owner/no-such-app' } });
    expect(error).toMatchObject({ status: 404, code: 'NotFound', serviceMessage: 'No app test-owner/no-such-app' });
  });

  it('{ error: { code: number } }: analytics', async () => {
    const error = await failure(s.client.analytics.models({ ...missing, start: new Date() }));
    expect(error.body).toEqual({ error: { code: 404, message: expect.any(String) } });
    expect(error).toMatchObject({ status: 404, code: 404 });
  });

  it('{ code, message }: store mapping', async () => {
    const error = await failure(s.client.vendorStore.getMapping(s.app));
    expect(error.body).toEqual({ code: 'NotFound', message: 'test-app is not mapped to a store app' });
    expect(error).toMatchObject({ code: 'NotFound', serviceMessage: 'test-app is not mapped to a store app' });
  });

  it('{ code, id, message }: builds', async () => {
    const error = await failure(s.client.builds.get({ ...s.app, buildId: 999 }));
    expect(error).toMatchObject({ code: 'NotFound', serviceMessage: 'No build 999', details: { id: error.requestId } });
  });

  it('{ request_id, code, message }: bug tracker', async () => {
    const error = await failure(s.client.bugTracker.getCrashGroupIssue({ ...s.app, crashGroupId: 'none' }));
    expect(error).toMatchObject({ code: 404, serviceMessage: 'No tracker issue for crash group none', details: { request_id: error.requestId } });
  });

  it('{ message } alone: crashes and deployments get a code from the status', async () => {
    const error = await failure(s.client.deployments.get({ ...s.app, deploymentName: 'Nightly' }));
    expect(error.body).toEqual({ message: 'No deployment Nightly' });
    expect(error).toMatchObject({ status: 404, code: 'NotFound', serviceMessage: 'No deployment Nightly' });
    expect(error.message).toContain('NotFound');
  });

  it('no body at all: a code and a message all the same', async () => {
    const error = await failure(s.client.audiences.delete({ ...s.app, audienceName: 'never-made' }));
    expect(error.body).toBe('');
    expect(error).toMatchObject({ status: 404, code: 'NotFound', serviceMessage: 'The service answered 404 (NotFound) without a message' });
    expect(error.message).toContain('HTTP 404 NotFound: The service answered 404 (NotFound) without a message');
  });

  it('an empty body with a status fault: the code for the status, the retry delay kept', async () => {
    s.fake.faults.emptyBody(500, { operation: 'apps.get' });
    const error = await failure(s.client.apps.get(s.app));
    expect(error).toMatchObject({ status: 500, code: 'InternalServerError', serviceMessage: 'The service answered 500 (InternalServerError) without a message' });
    s.fake.faults.status(429, { operation: 'apps.get', body: '', headers: { 'retry-after': '7' } });
    const limited = await failure(s.client.apps.get(s.app));
    expect(limited).toMatchObject({ status: 429, code: 'TooManyRequests', retryAfterMs: 7000 });
  });

  it('a non-JSON body (a proxy error page): the code for the status, the page as message', async () => {
    s.fake.faults.html(502, { operation: 'apps.get' });
    const error = await failure(s.client.apps.get(s.app));
    expect(error).toMatchObject({ status: 502, code: 'BadGateway' });
    expect(error.serviceMessage).toContain('502 Bad Gateway');
  });

  it('an error parser of the caller\'s gets the code and message filled in too', async () => {
    const own = s.clientWith({ errorParser: (body) => (typeof body === 'object' && body !== null ? { details: { mine: true } } : undefined) });
    const error = await failure(own.deployments.get({ ...s.app, deploymentName: 'Nightly' }));
    expect(error).toMatchObject({ status: 404, code: 'NotFound', serviceMessage: 'The service answered 404 (NotFound) without a message', details: { mine: true } });
  });

  it('a 5xx fault in the operation shape', async () => {
    s.fake.faults.status([500], { operation: 'crashGroups.get' });
    const error = await failure(s.client.crashGroups.get({ ...s.app, crashGroupId: s.seeded.biggestGroup.crash_group_id }));
    expect(error).toMatchObject({ status: 500, code: 'InternalServerError' });
  });
});
