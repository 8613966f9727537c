import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { refusalOf } from './deferred-error.js';
import { isValidationError, ValidationError } from './errors.js';
import { compilePath, encodeMultiSegment, encodeSegment, expandPath, MAX_SEGMENT_LENGTH } from './paths.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { shareServer } from './test-support/loopback-server.js';

const service = testService({
  roleAssignments: {
    listForScope: {
      method: 'GET',
      path: '/{scope}/providers/Vendor.Authorization/roleAssignments',
      summary: 'List role assignments at a scope',
      pathParams: { scope: { schema: z.string(), multiSegment: true } },
      response: z.unknown(),
    },
    getById: {
      method: 'GET',
      path: '/{roleId}',
      summary: 'Get a role assignment by its full id',
      pathParams: { roleId: { schema: z.string(), multiSegment: true } },
      response: z.unknown(),
    },
  },
  widgets: {
    get: {
      method: 'GET',
      path: '/widgets/{widgetId}/parts/{partId}',
      summary: 'Get a widget part',
      pathParams: { widgetId: z.string(), partId: { schema: z.union([z.string(), z.number()]), name: 'partId' } },
      response: z.unknown(),
    },
  },
  resources: {
    get: {
      method: 'GET',
      path: '/v1/{name}',
      summary: 'Get a resource by its name',
      pathParams: { name: { schema: z.string(), multiSegment: true } },
      response: z.unknown(),
    },
  },
});

const server = await shareServer();

const client = (pathAliases?: Record<string, string>) => createClient(service, { baseUrl: server.url, retry: false, pathAliases });

describe('path expansion on the wire', () => {
  it('percent-encodes each single segment', async () => {
    await client().widgets.get({ widgetId: 'a b+c&d=é', partId: 42 });
    expect(server.requests.map((r) => r.path)).toEqual(['/widgets/a%20b%2Bc%26d%3D%C3%A9/parts/42']);
  });

  it('splits a multi-segment value and encodes each segment on its own', async () => {
    await client().resources.get({ name: 'buyers/1 2/proposals/ä:b' });
    expect(server.requests[0]!.path).toBe('/v1/buyers/1%202/proposals/%C3%A4%3Ab');
  });

  it("expands the root scope '/' without a double slash", async () => {
    await client().roleAssignments.listForScope({ scope: '/' });
    expect(server.requests[0]!.path).toBe('/providers/Vendor.Authorization/roleAssignments');
  });

  it('keeps a scope with or without its leading slash', async () => {
    await client().roleAssignments.listForScope({ scope: '/subscriptions/sub-1/resourceGroups/rg 1' });
    await client().roleAssignments.listForScope({ scope: 'subscriptions/sub-1' });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/subscriptions/sub-1/resourceGroups/rg%201/providers/Vendor.Authorization/roleAssignments',
      '/subscriptions/sub-1/providers/Vendor.Authorization/roleAssignments',
    ]);
  });

  it("joins a full resource id to '/{roleId}' without '//'", async () => {
    const id = '/subscriptions/x/providers/Vendor.Authorization/roleAssignments/ra-1';
    await client().roleAssignments.getById({ roleId: id });
    expect(server.requests[0]!.path).toBe(id);
    expect(server.requests[0]!.url).not.toContain('//');
  });

  it('replaces a literal segment through pathAliases', async () => {
    await client({ 'Vendor.Authorization': 'Other.Authorization' }).roleAssignments.listForScope({ scope: '/subscriptions/s' });
    expect(server.requests[0]!.path).toBe('/subscriptions/s/providers/Other.Authorization/roleAssignments');
  });

  it('does not replace a parameter value that happens to equal an aliased literal', async () => {
    await client({ 'Vendor.Authorization': 'Other.Authorization' }).resources.get({ name: 'Vendor.Authorization' });
    expect(server.requests[0]!.path).toBe('/v1/Vendor.Authorization');
  });
});

describe('path refusals: nothing is sent', () => {
  const single: Array<[string, string]> = [
    ["'/'", 'a/b'],
    ["'\\'", 'a\\b'],
    ["'..'", '..'],
    ["'.'", '.'],
    ["'%2e%2e'", '%2e%2e'],
    ["'%2E.'", '%2E.'],
    ["'%2F'", 'a%2Fb'],
    ["'%5C'", 'a%5cb'],
    ["'?'", 'a?b=1'],
    ["'#'", 'a#b'],
    ['CR/LF', 'a\r\nb'],
    ['NUL', 'a\u0000b'],
    ['an encoded NUL', 'a%00b'],
    ['the empty string', ''],
    ['an over-long segment', 'x'.repeat(MAX_SEGMENT_LENGTH + 1)],
  ];
  it.each(single)('refuses %s in a single segment with a ValidationError naming the field', async (_label, value) => {
    const error = await rejectionOf(client().widgets.get({ widgetId: value, partId: 1 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('widgetId');
    expect((error as ValidationError).operation).toBe('widgets.get');
    expect(server.requests).toHaveLength(0);
  });

  const multi: Array<[string, string]> = [
    ["a '..' segment", 'subscriptions/../admin'],
    ["a '.' segment", 'subscriptions/./x'],
    ["an encoded '..' segment", 'subscriptions/%2e%2e/x'],
    ["'%2F' inside a segment", 'subscriptions/a%2Fb'],
    ["'?'", 'subscriptions/x?y'],
    ["'#'", 'subscriptions/x#y'],
    ['CR/LF', 'subscriptions/x\r\nHost: evil'],
    ['NUL', 'subscriptions/\u0000'],
    ["an empty segment ('//')", 'subscriptions//x'],
    ['the empty string', ''],
    ["a backslash", 'subscriptions\\x'],
    ['an over-long segment', `subscriptions/${'y'.repeat(MAX_SEGMENT_LENGTH + 1)}`],
  ];
  it.each(multi)('refuses %s in a multi-segment value', async (_label, value) => {
    const error = await rejectionOf(client().roleAssignments.listForScope({ scope: value }));
    expect(isValidationError(error)).toBe(true);
    expect((error as ValidationError).field).toBe('scope');
    expect(server.requests).toHaveLength(0);
  });

  it('accepts a segment of exactly the maximum length', async () => {
    await client().widgets.get({ widgetId: 'x'.repeat(MAX_SEGMENT_LENGTH), partId: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a missing path parameter', async () => {
    const error = await rejectionOf(client().widgets.get({ partId: 1 } as never));
    expect((error as ValidationError).field).toBe('widgetId');
    expect(server.requests).toHaveLength(0);
  });
});

describe('path functions', () => {
  it('encodeSegment encodes reserved characters and keeps unreserved ones', () => {
    expect(encodeSegment('f', "a-b_c.d~e!'()*")).toBe("a-b_c.d~e!'()*");
    expect(encodeSegment('f', 'a:b@c$d')).toBe('a%3Ab%40c%24d');
    expect(encodeSegment('f', 12)).toBe('12');
  });

  it('encodes a percent sign rather than trusting it as an escape', () => {
    expect(encodeSegment('f', 'a%20b')).toBe('a%2520b');
    expect(encodeSegment('f', '100%')).toBe('100%25');
  });

  it('encodeMultiSegment drops one leading and one trailing slash; root is empty', () => {
    expect(encodeMultiSegment('f', '/a/b c/')).toBe('a/b%20c');
    expect(encodeMultiSegment('f', '/')).toBe('');
  });

  it('refusals carry the field name', () => {
    for (const bad of ['..', 'a/b', '']) {
      try {
        encodeSegment('widgetId', bad);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).field).toBe('widgetId');
      }
    }
  });

  it('encodeSegment words its refusal at once, as it is called outside any call', () => {
    expect(() => encodeSegment('widgetId', 'a/b')).toThrow("widgetId must be a single path segment; '/' is not allowed");
    expect(() => encodeMultiSegment('scope', 'a//b')).toThrow("scope must not contain an empty segment ('//')");
  });

  it("expandPath leaves a refusal's sentence to the error path: a page carries the name of its words, and the field as the caller wrote it", () => {
    const path = compilePath('/apps/{app_name}/{scope}', new Set(['scope']));
    const request = { operation: 'apps.get', method: 'GET' };
    const refused = (values: Record<string, unknown>) => {
      try {
        expandPath(path, values, request, { app_name: 'appName' });
      } catch (error) {
        return error;
      }
      return expect.unreachable();
    };
    const error = refused({ app_name: 'a/b', scope: 's' });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'appName is refused; nothing was sent', field: 'appName', operation: 'apps.get', method: 'GET' });
    expect(refusalOf(error)).toEqual({ words: 'paramValue', args: ['appName', 'slash'], init: { ...request, field: 'appName' } });
    expect(refusalOf(refused({ app_name: 'a', scope: 'x'.repeat(MAX_SEGMENT_LENGTH + 1) }))).toMatchObject({ args: ['scope', 'long', MAX_SEGMENT_LENGTH] });
  });

  it('compilePath lists parameter names and applies aliases only to literals', () => {
    const path = compilePath('/{scope}/providers/Vendor.Authorization/x/{id}', new Set(['scope']), {
      'Vendor.Authorization': 'Acme.Authorization',
    });
    expect(path.paramNames).toEqual(['scope', 'id']);
    expect(expandPath(path, { scope: '/', id: 'Vendor.Authorization' })).toBe('/providers/Acme.Authorization/x/Vendor.Authorization');
  });

  it('an alias does not match part of a segment', () => {
    const path = compilePath('/providers/Vendor.AuthorizationX/y', new Set(), { 'Vendor.Authorization': 'Other' });
    expect(expandPath(path, {})).toBe('/providers/Vendor.AuthorizationX/y');
  });
});
