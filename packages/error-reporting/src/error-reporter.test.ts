import { isAbortError, isValidationError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorReportingClient, type ErrorReportingClient } from './client.js';
import { createErrorReporter, errorEventFrom } from './error-reporter.js';
import { failure } from './test-support/failure.js';
import { startErrorReportingFake, type ErrorReportingFake } from './testing/index.js';

let fake: ErrorReportingFake;
let client: ErrorReportingClient;

beforeAll(async () => {
  fake = await startErrorReportingFake();
  client = createErrorReportingClient({ baseUrl: fake.url, apiKey: fake.apiKey, logLevel: 'error' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function placeOrder(id: number): never {
  throw new RangeError(`order ${id} has no items`);
}
const caught = (action: () => unknown): unknown => {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('createErrorReporter', () => {
  it('reports an Error with its stack trace and the service context', async () => {
    const reporter = createErrorReporter(client, { projectName: fake.projectName, service: 'checkout', version: '1.4.2' });
    const error = caught(() => placeOrder(7)) as Error;
    await reporter.report(error, { user: 'customer-17', httpRequest: { method: 'POST', url: '/orders', responseStatusCode: 500 } });
    const sent = fake.requests[0]?.json as { message: string; serviceContext: unknown; context: unknown };
    expect(sent.message).toBe(error.stack);
    expect(sent.message).toMatch(/^RangeError: order 7 has no items\n {4}at placeOrder \(/);
    expect(sent.serviceContext).toEqual({ service: 'checkout', version: '1.4.2' });
    expect(sent.context).toEqual({ user: 'customer-17', httpRequest: { method: 'POST', url: '/orders', responseStatusCode: 500 } });
    expect(fake.requests[0]?.query.get('key')).toBe(fake.apiKey);
  });

  it('puts the same failure for different orders in one group', async () => {
    const reporter = createErrorReporter(client, { projectName: fake.projectName, service: 'checkout' });
    await reporter.report(caught(() => placeOrder(1)));
    await reporter.report(caught(() => placeOrder(2)));
    expect(fake.state.groups.size).toBe(1);
    expect(fake.state.events.size).toBe(2);
  });

  it('gives a thrown value without a stack trace the stack of the place that reports it', async () => {
    const reporter = createErrorReporter(client, { projectName: fake.projectName, service: 'checkout' });
    const event = reporter.event('payment provider said no');
    const [header, firstFrame] = event.message.split('\n');
    expect(header).toBe('Error: payment provider said no');
    expect(firstFrame).toMatch(/^ {4}at .*error-reporter\.test\.ts:\d+:\d+\)?$/);
    expect(event.message).not.toMatch(/error-message|error-reporter\.ts/);
    expect(event.context).toBeUndefined();

    const stackless = new TypeError('lost');
    stackless.stack = undefined;
    expect(errorEventFrom(stackless, { service: 's' }).message).toMatch(/^TypeError: lost\n {4}at .*error-reporter\.test\.ts/);
    expect(errorEventFrom({ code: 42 }, { service: 's' }).message).toMatch(/^Error: {"code":42}\n/);
  });

  it('rewrites frames written as name@file:line:column into the at form the service reads', () => {
    const foreign = { name: 'TypeError', message: 'x is undefined', stack: 'render@https://shop.example/app.js:10:5\n@https://shop.example/app.js:20:1\n' };
    expect(errorEventFrom(foreign, { service: 'web' }).message).toBe(
      'TypeError: x is undefined\n    at render (https://shop.example/app.js:10:5)\n    at https://shop.example/app.js:20:1',
    );
  });

  it('names the report location when no stack trace can be had at all', () => {
    const capture = Error.captureStackTrace;
    Error.captureStackTrace = (target: object) => {
      (target as { stack?: string }).stack = 'Error';
    };
    try {
      const event = errorEventFrom('no stack anywhere', { service: 's' });
      expect(event.message).toBe('Error: no stack anywhere');
      expect(event.context).toEqual({ reportLocation: { functionName: '(unknown)' } });
    } finally {
      Error.captureStackTrace = capture;
    }
  });

  it('passes the event time and source references through', () => {
    const eventTime = new Date('2026-01-02T03:04:05.000Z');
    const event = errorEventFrom(new Error('x'), { service: 's' }, { eventTime, sourceReferences: [{ repository: 'https://git.example/shop', revisionId: 'abc123' }] });
    expect(event.eventTime).toBe(eventTime);
    expect(event.context).toEqual({ sourceReferences: [{ repository: 'https://git.example/shop', revisionId: 'abc123' }] });
  });

  it('checks the project name and service context once, when created', () => {
    for (const options of [
      { projectName: 'my-project', service: 'checkout' },
      { projectName: 'projects/p', service: '' },
    ]) {
      expect(isValidationError(caught(() => createErrorReporter(client, options)))).toBe(true);
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('stops a report when its signal aborts', async () => {
    const reporter = createErrorReporter(client, { projectName: fake.projectName, service: 'checkout' });
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await failure(reporter.report(new Error('late'), { signal: controller.signal })))).toBe(true);
    expect(fake.requestCount()).toBe(0);
  });
});
