import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiPromise } from './api-promise.js';
import type { PageIterator } from './pagination.js';
import type { Poller } from './polling.js';
import {
  createClient,
  defineService,
  type OperationInput,
  type OperationItem,
  type OperationOutput,
  type OperationResult,
} from './service.js';
import { testService } from './test-support/fixtures.js';
import { int64 } from './validation.js';
import { defineListOperation, defineLongRunningOperation } from './index.js';
import { linkHeaderPaging } from './paging-link-header.js';
import { pageTokenPaging } from './paging-token.js';

const Widget = z.looseObject({ id: z.string(), size: z.number(), count: int64() });

const groups = {
  widgets: {
    get: {
      method: 'GET',
      path: '/widgets/{widgetId}',
      summary: 'Get',
      pathParams: { widgetId: z.string() },
      query: {
        view: z.optional(z.enum(['basic', 'full'])),
        apiVersion: { schema: z.string(), name: 'api-version', default: '2020-01-01' },
      },
      headers: { ifMatch: { schema: z.string(), name: 'If-Match' } },
      response: Widget,
    },
    create: {
      method: 'POST',
      path: '/widgets',
      summary: 'Create',
      body: z.object({ size: z.number(), count: int64() }),
      response: Widget,
    },
    touch: {
      method: 'PATCH',
      path: '/widgets',
      summary: 'Touch',
      body: { schema: z.object({ note: z.string() }), optional: true },
    },
    list: defineListOperation({
      method: 'GET',
      path: '/widgets',
      summary: 'List',
      query: { pageToken: z.optional(z.string()) },
      response: z.object({ page: z.object({ widgets: z.array(Widget) }), next: z.optional(z.string()) }),
      pagination: pageTokenPaging({ items: 'page.widgets', tokenParam: 'pageToken', nextToken: 'next' }),
    }),
    text: { method: 'GET', path: '/text', summary: 'Text', responseKind: 'text' },
    bytes: { method: 'GET', path: '/bytes', summary: 'Bytes', responseKind: 'bytes' },
    build: defineLongRunningOperation({
      method: 'POST',
      path: '/builds',
      summary: 'Start a build',
      response: z.looseObject({ name: z.string() }),
      longRunning: { poll: 'operations.get', result: z.object({ artifact: z.string() }) },
    }),
  },
  operations: {
    get: { method: 'GET', path: '/v1/{name}', summary: 'Poll', pathParams: { name: { schema: z.string(), multiSegment: true } } },
  },
} as const;

type Groups = typeof groups;
type W = Groups['widgets'];

describe('type inference', () => {
  it('OperationInput: required and optional params, defaults, headers and body', () => {
    expectTypeOf<OperationInput<W['get']>>().toEqualTypeOf<{
      widgetId: string;
      ifMatch: string;
      view?: 'basic' | 'full' | undefined;
      apiVersion?: string;
    }>();
    expectTypeOf<OperationInput<W['create']>>().toEqualTypeOf<{ body: { size: number; count: string | number | bigint } }>();
    expectTypeOf<OperationInput<W['touch']>>().toEqualTypeOf<{ body?: { note: string } }>();
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    expectTypeOf<OperationInput<W['text']>>().toEqualTypeOf<{}>();
  });

  it('OperationOutput: schema output, text, bytes and void', () => {
    expectTypeOf<OperationOutput<W['get']>>().toExtend<{ id: string; size: number; count: string }>();
    expectTypeOf<OperationOutput<W['get']>['count']>().toEqualTypeOf<string>();
    expectTypeOf<OperationOutput<W['text']>>().toEqualTypeOf<string>();
    expectTypeOf<OperationOutput<W['bytes']>>().toEqualTypeOf<Uint8Array>();
    expectTypeOf<OperationOutput<W['touch']>>().toEqualTypeOf<void>();
  });

  it('OperationItem follows the dotted items path; OperationResult reads the result schema', () => {
    expectTypeOf<OperationItem<W['list']>>().toEqualTypeOf<z.output<typeof Widget>>();
    expectTypeOf<OperationItem<W['get']>>().toBeNever();
    expectTypeOf<OperationResult<W['build']>>().toEqualTypeOf<{ artifact: string }>();
  });

  it('client methods have the inferred signatures', () => {
    const client = createClient(defineService({ name: 't', packageName: '@org/t', version: '0', defaultAuth: [], groups }), {
      baseUrl: 'http://127.0.0.1:1',
    });
    expectTypeOf(client.widgets.get).parameter(0).toEqualTypeOf<OperationInput<W['get']>>();
    expectTypeOf(client.widgets.get).returns.toEqualTypeOf<ApiPromise<OperationOutput<W['get']>>>();
    expectTypeOf(client.widgets.list).returns.toEqualTypeOf<PageIterator<z.output<typeof Widget>, OperationOutput<W['list']>>>();
    expectTypeOf(client.widgets.build).returns.toEqualTypeOf<Poller<{ artifact: string }>>();
    expectTypeOf(client.widgets.build.resume).parameter(0).toEqualTypeOf<string>();
    // Input is optional only when nothing in it is required.
    expectTypeOf(client.widgets.text).toBeCallableWith();
    expectTypeOf(client.widgets.list).toBeCallableWith();
    // @ts-expect-error widgetId and ifMatch are required
    expectTypeOf(client.widgets.get).toBeCallableWith({});
    // @ts-expect-error the body is required
    expectTypeOf(client.widgets.create).toBeCallableWith();
    // @ts-expect-error the body has the wrong shape
    expectTypeOf(client.widgets.create).toBeCallableWith({ body: { size: 'big', count: 1 } });
    expectTypeOf(client.widgets.touch).toBeCallableWith();
  });
});

describe('defineService', () => {
  it('lists operations with ids, resolved auth and idempotency', () => {
    const service = testService(groups, { defaultAuth: ['bearer'] });
    expect(service.operations.map((op) => op.id)).toEqual([
      'widgets.get',
      'widgets.create',
      'widgets.touch',
      'widgets.list',
      'widgets.text',
      'widgets.bytes',
      'widgets.build',
      'operations.get',
    ]);
    expect(service.operation('widgets.get')).toMatchObject({ method: 'GET', idempotent: true, auth: ['bearer'], deprecated: false });
    expect(service.operation('widgets.create').idempotent).toBe(false);
    expect(service.operation('widgets.touch').idempotent).toBe(false);
    expect(() => service.operation('widgets.nope')).toThrow(/no operation widgets\.nope/);
    expect(Object.isFrozen(service.operations)).toBe(true);
  });

  it('refuses a long-running reference to an unknown operation', () => {
    expect(() =>
      testService({ a: { start: defineLongRunningOperation({ method: 'POST', path: '/x', summary: 's', longRunning: { poll: 'ops.missing' } }) } }),
    ).toThrow(/ops\.missing/);
  });

  it('refuses a list or long-running operation not declared as one (its method would lack the code)', () => {
    const paged = { method: 'GET', path: '/x', summary: 's', pagination: linkHeaderPaging({ items: '' }) } as const;
    expect(() => testService({ a: { list: paged } })).toThrow('a.list: declare it with defineListOperation');
    const polled = { method: 'POST', path: '/x', summary: 's', longRunning: { poll: 'a.get' } } as const;
    expect(() => testService({ a: { start: polled, get: { method: 'GET', path: '/y', summary: 's' } } })).toThrow(
      'a.start: declare it with defineLongRunningOperation',
    );
  });

  it('refuses a path template naming an undeclared parameter on first use', async () => {
    const service = testService({ a: { get: { method: 'GET', path: '/x/{id}', summary: 's' } } });
    const client = createClient(service, { baseUrl: 'http://127.0.0.1:1' });
    await expect(client.a.get()).rejects.toThrow(/\{id\} is not declared/);
  });
});
