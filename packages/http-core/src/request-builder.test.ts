import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ValidationError } from './errors.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { shareServer } from './test-support/loopback-server.js';
import { dateTime } from './validation.js';

const Widget = z.object({ name: z.string().check(z.minLength(1)), size: z.number(), tags: z.optional(z.array(z.string())) });

const service = testService({
  widgets: {
    list: {
      method: 'GET',
      path: '/widgets',
      summary: 'List widgets',
      query: {
        filter: { schema: z.optional(z.string()), name: '$filter' },
        top: { schema: z.optional(z.number()), name: '$top' },
        apiVersion: { schema: z.string(), name: 'api-version', default: '2020-01-01' },
        ids: z.optional(z.array(z.string())),
        fields: { schema: z.optional(z.array(z.string())), style: 'comma' },
        since: z.optional(z.date()),
        until: { schema: z.optional(dateTime()) },
        flag: z.optional(z.boolean()),
        plain: z.optional(z.string()),
      },
      headers: {
        readmeVersion: { schema: z.optional(z.string()), name: 'X-Readme-Version' },
        ifMatch: { schema: z.optional(z.string()), name: 'If-Match' },
      },
      response: z.unknown(),
    },
    create: {
      method: 'POST',
      path: '/widgets',
      summary: 'Create a widget',
      body: Widget,
      response: z.unknown(),
    },
    update: {
      method: 'PATCH',
      path: '/widgets/{widgetId}',
      summary: 'Update a widget',
      pathParams: { widgetId: z.string() },
      query: { count: z.number() },
      body: { schema: z.object({ note: z.string() }), optional: true },
      response: z.unknown(),
    },
    upload: {
      method: 'PUT',
      path: '/widgets/text',
      summary: 'Upload text',
      body: { schema: z.string(), encoding: 'text' },
    },
    byApp: {
      method: 'GET',
      path: '/apps/{app_name}/widgets',
      summary: 'Widgets of an app',
      pathParams: { appName: { schema: z.string(), name: 'app_name' } },
    },
    attach: {
      method: 'POST',
      path: '/widgets/attachments',
      summary: 'Attach a file',
      body: { schema: z.object({ file: z.unknown(), note: z.optional(z.string()) }), encoding: 'multipart' },
    },
    search: {
      method: 'POST',
      path: '/widgets/search',
      summary: 'Search with an optional JSON body the service always wants',
      body: { schema: z.object({ name: z.optional(z.string()) }), optional: true, default: {} },
    },
    report: {
      method: 'GET',
      path: '/widgets/report',
      summary: 'A report over at most 7 days',
      query: { from: z.optional(z.number()), to: z.optional(z.number()) },
      check: (input: Readonly<Record<string, unknown>>) => {
        const { from, to } = input as { from?: number; to?: number };
        if (from === undefined || to === undefined) return undefined;
        if (from > to) return [{ path: 'from', message: 'must not be after to' }];
        return to - from > 7 ? [{ path: 'to', message: 'must be at most 7 days after from' }] : undefined;
      },
    },
    form: {
      method: 'POST',
      path: '/widgets/form',
      summary: 'Form post',
      body: { schema: z.object({ a: z.string(), b: z.optional(z.number()) }), encoding: 'form' },
    },
  },
});

const server = await shareServer();

const client = (options: Partial<Parameters<typeof createClient>[1]> = {}) =>
  createClient(service, { baseUrl: server.url, retry: false, ...options });

describe('query parameters', () => {
  it('uses wire names, keeps $ and api-version readable, and encodes values', async () => {
    await client().widgets.list({ filter: "name eq 'a&b'", top: 5, plain: 'x y' });
    const { url, query } = server.requests[0]!;
    expect(url).toContain('$filter=');
    expect(url).toContain('$top=5');
    expect(url).toContain('api-version=2020-01-01');
    expect(url).toContain('plain=x%20y');
    expect(query.get('$filter')).toBe("name eq 'a&b'");
    expect([...query.keys()]).not.toContain('filter');
  });

  it('repeats arrays by default and joins them with commas when asked', async () => {
    await client().widgets.list({ ids: ['a', 'b,c'], fields: ['x', 'y z'] });
    const { url, query } = server.requests[0]!;
    expect(query.getAll('ids')).toEqual(['a', 'b,c']);
    expect(url).toContain('fields=x,y%20z');
  });

  it('sends Dates as ISO strings and booleans as text', async () => {
    const when = new Date(Date.UTC(2024, 1, 3, 4, 5, 6, 7));
    await client().widgets.list({ since: when, until: when, flag: false });
    const { query } = server.requests[0]!;
    expect(query.get('since')).toBe('2024-02-03T04:05:06.007Z');
    expect(query.get('until')).toBe('2024-02-03T04:05:06.007Z');
    expect(query.get('flag')).toBe('false');
  });

  it('skips undefined values', async () => {
    await client().widgets.list({ filter: undefined, top: undefined });
    expect([...server.requests[0]!.query.keys()]).toEqual(['api-version']);
  });

  it('uses paramDefaults from the client options, and a value given on the call wins', async () => {
    const c = client({ paramDefaults: { apiVersion: '2018-01-01-preview' } });
    await c.widgets.list();
    await c.widgets.list({ apiVersion: '2099-09-09' });
    await client().widgets.list();
    expect(server.requests.map((r) => r.query.get('api-version'))).toEqual(['2018-01-01-preview', '2099-09-09', '2020-01-01']);
  });
});

describe('body defaults', () => {
  it('sends the declared default when the caller gives no body, and the caller\'s body otherwise', async () => {
    await client().widgets.search();
    await client().widgets.search({ body: { name: 'blue' } });
    expect(server.requests.map((request) => [request.headers['content-type'], request.body])).toEqual([
      ['application/json', '{}'],
      ['application/json', '{"name":"blue"}'],
    ]);
  });
});

describe('cross-field checks', () => {
  it('refuses a combination the check rejects, naming the field; nothing is sent', async () => {
    const error = (await rejectionOf(client().widgets.report({ from: 1, to: 30 }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'to', message: 'to: must be at most 7 days after from', operation: 'widgets.report' });
    expect((await rejectionOf(client().widgets.report({ from: 9, to: 3 }))) as ValidationError).toMatchObject({ field: 'from' });
    expect(server.requests).toHaveLength(0);
  });

  it('sends what the check accepts, after every parameter passed its own schema', async () => {
    await client().widgets.report({ from: 1, to: 5 });
    expect(server.requests.map((request) => request.url)).toEqual(['/widgets/report?from=1&to=5']);
    expect(((await rejectionOf(client().widgets.report({ from: 'x' as unknown as number, to: 30 }))) as ValidationError).field).toBe('from');
  });
});

describe('headers', () => {
  it('sends header parameters under their wire names', async () => {
    await client().widgets.list({ readmeVersion: 'v3', ifMatch: '"etag-1"' });
    const { headers } = server.requests[0]!;
    expect(headers['x-readme-version']).toBe('v3');
    expect(headers['if-match']).toBe('"etag-1"');
  });

  it('sends client and call headers, the call winning', async () => {
    const c = client({ headers: { 'X-Tenant': 'one', 'X-Trace': 'client' } });
    await c.widgets.list({}, { headers: { 'x-trace': 'call' } });
    expect(server.requests[0]!.headers['x-tenant']).toBe('one');
    expect(server.requests[0]!.headers['x-trace']).toBe('call');
  });

  it.each([
    ['CR/LF', 'v1\r\nX-Injected: yes'],
    ['LF', 'v1\nx'],
    ['NUL', 'v1\u0000'],
  ])('refuses %s in a header parameter value before sending', async (_label, value) => {
    const error = await rejectionOf(client().widgets.list({ readmeVersion: value }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('readmeVersion');
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['a client header', { headers: { 'x-tenant': 'secret-tenant-value\r\nX-Injected: 1' } }],
    ['a header added by a hook', { hooks: { beforeRequest: (c: { headers: Record<string, string> }) => void (c.headers['x-hook'] = 'secret-tenant-value\n') } }],
  ])('refuses CR/LF in %s with a ValidationError that does not quote the value', async (_label, options) => {
    const error = (await rejectionOf(() => client({ retry: { limit: 2, baseDelayMs: 1 }, ...options }).widgets.list())) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toMatch(/^headers\.x-(tenant|hook)$/);
    expect(error.message).not.toContain('secret-tenant-value');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses CR/LF in a call header before sending', async () => {
    const error = await rejectionOf(client().widgets.list({}, { headers: { 'x-trace': 'a\r\nb' } }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('bodies', () => {
  it('sends a validated JSON body with its content type', async () => {
    await client().widgets.create({ body: { name: 'w', size: 2, tags: ['t'] } });
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ name: 'w', size: 2, tags: ['t'] });
  });

  it('refuses an invalid body with issues naming body.<field>, sending nothing', async () => {
    const error = (await rejectionOf(client().widgets.create({ body: { name: '', size: 'big' as unknown as number } }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    const paths = error.issues.map((issue) => issue.path);
    expect(paths).toContain('body.name');
    expect(paths).toContain('body.size');
    expect(error.field).toBe(paths[0]);
    expect(error.message).toMatch(/body\.(name|size)/);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a missing required body', async () => {
    const error = (await rejectionOf(client().widgets.create({} as never))) as ValidationError;
    expect(error.field).toBe('body');
    expect(server.requests).toHaveLength(0);
  });

  it('lets an optional body be omitted', async () => {
    await client().widgets.update({ widgetId: 'w1', count: 1 });
    expect(server.requests[0]!.body).toBe('');
    expect(server.requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('encodes text and form bodies', async () => {
    await client().widgets.upload({ body: 'héllo' });
    await client().widgets.form({ body: { a: 'x y', b: 3 } });
    expect(server.requests[0]!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(server.requests[0]!.body).toBe('héllo');
    expect(server.requests[1]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(server.requests[1]!.body).toBe('a=x+y&b=3');
  });
});

describe('path parameters with wire names', () => {
  it('fills the template by wire name', async () => {
    await client().widgets.byApp({ appName: 'my app' });
    expect(server.requests[0]!.path).toBe('/apps/my%20app/widgets');
  });

  it('names a refused segment by the caller’s key, not the template’s name', async () => {
    const error = (await rejectionOf(client().widgets.byApp({ appName: 'a/b' }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe('appName');
    expect(error.message).toContain('appName');
    expect(error.message).not.toContain('app_name');
    expect(server.requests).toHaveLength(0);
  });
});

describe('multipart bodies', () => {
  it('sends bytes, buffers and blobs as file parts and scalars as fields', async () => {
    await client().widgets.attach({ body: { file: new TextEncoder().encode('from-bytes'), note: 'n1' } });
    await client().widgets.attach({ body: { file: new TextEncoder().encode('from-buffer').buffer } });
    await client().widgets.attach({ body: { file: new File(['from-file'], 'spec.yaml') } });
    const [bytes, buffer, file] = server.requests;
    expect(bytes!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(bytes!.body).toContain('from-bytes');
    expect(bytes!.body).toMatch(/name="note"\r\n\r\nn1/);
    expect(buffer!.body).toContain('from-buffer');
    expect(file!.body).toContain('filename="spec.yaml"');
    expect(file!.body).toContain('from-file');
  });

  it('refuses a stream as a part instead of sending it as "{}", sending nothing', async () => {
    const stream = new ReadableStream({ start: (controller) => controller.close() });
    const error = (await rejectionOf(client().widgets.attach({ body: { file: stream } }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe('body.file');
    expect(error.operation).toBe('widgets.attach');
    expect(server.requests).toHaveLength(0);
  });
});

describe('no request on any validation failure', () => {
  it('refuses a wrongly typed query parameter, naming it', async () => {
    const error = (await rejectionOf(client().widgets.update({ widgetId: 'w', count: 'x' as unknown as number }))) as ValidationError;
    expect(error.field).toBe('count');
    expect(error.operation).toBe('widgets.update');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a missing required query parameter', async () => {
    const error = (await rejectionOf(client().widgets.update({ widgetId: 'w' } as never))) as ValidationError;
    expect(error.field).toBe('count');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses input that is not an object', async () => {
    const connectionsBefore = server.connections;
    const error = (await rejectionOf(client().widgets.list('nope' as never))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
    expect(server.connections).toBe(connectionsBefore);
  });
});
