import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openEnum, unknownEnumValue } from '../enums.js';
import { ApiError } from '../errors.js';
import { googleErrorParser } from '../families/google/index.js';
import { createClient, defineService } from '../service.js';
import { rejectionOf } from '../test-support/fixtures.js';
import { errorShapes, fakeError, json, startFakeServer, type FakeServer, type UndocumentedRefusal } from './index.js';
import { undocumentedText, undocumentedValue } from './undocumented-values.js';

const Role = openEnum(['OWNER', 'VIEWER']);
const Kind = openEnum(['BOOK', 'ARTICLE']);
const Colour = openEnum(['RED', 'GREEN', 'BLUE']);

const Member = z.looseObject({ name: z.string(), role: Role, roles: z.optional(z.array(Role)) });
const Shelf = z.looseObject({
  kind: z.optional(Kind),
  members: z.optional(z.array(Member)),
  grid: z.optional(z.array(z.array(Colour))),
  labels: z.optional(z.partialRecord(Colour, z.string())),
  either: z.optional(z.union([z.looseObject({ kind: Kind, id: z.string() }), z.looseObject({ id: z.number() })])),
});

const service = defineService({
  name: 'shelves',
  packageName: '@org/shelves',
  version: '0.0.0',
  defaultAuth: [],
  errorParser: googleErrorParser,
  groups: {
    shelves: {
      create: { method: 'POST', path: '/shelves', summary: 'Create', body: Shelf, response: z.unknown() },
      list: {
        method: 'GET',
        path: '/shelves',
        summary: 'List',
        query: {
          kind: z.optional(Kind),
          roles: { schema: z.optional(z.array(Role)), style: 'comma' },
          colours: z.optional(z.array(Colour)),
        },
        response: z.unknown(),
      },
      byKind: { method: 'GET', path: '/kinds/{kind}/shelves', summary: 'By kind', pathParams: { kind: Kind }, response: z.unknown() },
    },
  },
});

let server: FakeServer;
const stored: unknown[] = [];

beforeAll(async () => {
  server = await startFakeServer({
    service,
    errorShape: errorShapes.google,
    onReset: () => stored.splice(0),
    handlers: {
      'shelves.create': (req) => {
        stored.push(req.body);
        return json(200, req.body);
      },
      'shelves.list': () => json(200, { shelves: stored }),
      'shelves.byKind': () => json(200, { shelves: [] }),
    },
  });
});
afterAll(() => server.close());
afterEach(() => server.reset());

const client = () => createClient(service, { baseUrl: server.url, retry: false });

/** The error a call was refused with, as the client reads it. */
async function refusal(call: () => PromiseLike<unknown>): Promise<ApiError> {
  const error = await rejectionOf(call);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fakes refuse undocumented enum values', () => {
  it('in a body field, in the service error shape, and store nothing', async () => {
    const error = await refusal(() => client().shelves.create({ body: { kind: unknownEnumValue('MAGAZINE') } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.serviceMessage).toBe("Invalid body.kind: 'MAGAZINE' is not one of the documented values (BOOK, ARTICLE)");
    expect(server.requests.at(-1)!.json).toEqual({ kind: 'MAGAZINE' });
    expect(stored).toEqual([]);
  });

  it('in objects inside arrays and in arrays inside arrays', async () => {
    const members = [
      { name: 'a', role: 'OWNER' as const },
      { name: 'b', role: 'VIEWER' as const, roles: ['OWNER' as const, unknownEnumValue('EDITOR')] },
    ];
    const nested = await refusal(() => client().shelves.create({ body: { members } }));
    expect(nested.serviceMessage).toBe("Invalid body.members.1.roles.1: 'EDITOR' is not one of the documented values (OWNER, VIEWER)");
    const grid = await refusal(() => client().shelves.create({ body: { grid: [['RED'], ['GREEN', unknownEnumValue('PINK')]] } }));
    expect(grid.serviceMessage).toMatch(/^Invalid body\.grid\.1\.1: 'PINK'/);
    expect(stored).toEqual([]);
  });

  it('in record keys, and in the option of a union that takes the value', async () => {
    const labels = await refusal(() => client().shelves.create({ body: { labels: { RED: 'stop', [unknownEnumValue('PINK')]: 'pretty' } } }));
    expect(labels.serviceMessage).toMatch(/^Invalid body\.labels\.PINK: 'PINK'/);
    const either = await refusal(() => client().shelves.create({ body: { either: { kind: unknownEnumValue('MAGAZINE'), id: 'm1' } } }));
    expect(either.serviceMessage).toMatch(/^Invalid body\.either\.kind: 'MAGAZINE'/);
    await expect(client().shelves.create({ body: { either: { id: 7 } } })).resolves.toEqual({ either: { id: 7 } });
  });

  it('in query parameters, repeated or comma-separated, and in path parameters', async () => {
    const kind = await refusal(() => client().shelves.list({ kind: unknownEnumValue('MAGAZINE') }));
    expect(kind.status).toBe(400);
    expect(kind.serviceMessage).toBe("Invalid query parameter kind: 'MAGAZINE' is not one of the documented values (BOOK, ARTICLE)");
    const roles = await refusal(() => client().shelves.list({ roles: ['OWNER', unknownEnumValue('EDITOR')] }));
    expect(roles.serviceMessage).toMatch(/^Invalid query parameter roles: 'EDITOR'/);
    expect(server.requests.at(-1)!.query.get('roles')).toBe('OWNER,EDITOR');
    const colours = await refusal(() => client().shelves.list({ colours: ['RED', unknownEnumValue('PINK')] }));
    expect(colours.serviceMessage).toMatch(/^Invalid query parameter colours: 'PINK'/);
    const path = await refusal(() => client().shelves.byKind({ kind: unknownEnumValue('MAGAZINE') }));
    expect(path.serviceMessage).toBe("Invalid path parameter kind: 'MAGAZINE' is not one of the documented values (BOOK, ARTICLE)");
  });

  it('take documented values everywhere', async () => {
    const shelf = {
      kind: 'BOOK' as const,
      members: [{ name: 'a', role: 'OWNER' as const, roles: ['VIEWER' as const] }],
      grid: [['RED' as const, 'BLUE' as const]],
      labels: { GREEN: 'go' },
      either: { kind: 'ARTICLE' as const, id: 'a1' },
    };
    await expect(client().shelves.create({ body: shelf })).resolves.toEqual(shelf);
    await expect(client().shelves.list({ kind: 'ARTICLE', roles: ['OWNER', 'VIEWER'], colours: ['RED', 'GREEN'] })).resolves.toEqual({ shelves: [shelf] });
    await expect(client().shelves.byKind({ kind: 'BOOK' })).resolves.toEqual({ shelves: [] });
  });
});

describe('refuseUndocumented', () => {
  it('answers an undocumented value as the service does, told the field, the value and where it was sent', async () => {
    const seen: UndocumentedRefusal[] = [];
    await using own = await startFakeServer({
      service,
      errorShape: errorShapes.category,
      requestIds: () => 'c-1',
      handlers: { 'shelves.create': (req) => json(200, req.body), 'shelves.list': () => json(200, {}), 'shelves.byKind': () => json(200, {}) },
      refuseUndocumented: (refusal) => {
        seen.push(refusal);
        return fakeError(422, 'VALIDATION_ERROR', refusal.message, { context: { [refusal.field]: [refusal.value] } }, { 'x-refused': refusal.in });
      },
    });
    const send = (path: string, init: RequestInit = {}) => fetch(own.url + path, { ...init, signal: AbortSignal.timeout(5000) });

    const body = await send('/shelves', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ members: [{ name: 'a', role: 'EDITOR' }] }) });
    expect(body.status).toBe(422);
    expect(body.headers.get('x-refused')).toBe('body');
    expect(await body.json()).toEqual({
      status: 'error',
      category: 'VALIDATION_ERROR',
      correlationId: 'c-1',
      message: "Invalid body.members.0.role: 'EDITOR' is not one of the documented values (OWNER, VIEWER)",
      context: { 'members.0.role': ['EDITOR'] },
    });
    expect(await (await send('/shelves?roles=OWNER,EDITOR')).json()).toMatchObject({ context: { roles: ['EDITOR'] } });
    expect(await (await send('/kinds/MAGAZINE/shelves')).json()).toMatchObject({ context: { kind: ['MAGAZINE'] } });

    expect(seen).toEqual([
      {
        in: 'body',
        field: 'members.0.role',
        path: ['members', 0, 'role'],
        value: 'EDITOR',
        documented: ['OWNER', 'VIEWER'],
        operation: 'shelves.create',
        requestId: 'c-1',
        message: "Invalid body.members.0.role: 'EDITOR' is not one of the documented values (OWNER, VIEWER)",
      },
      expect.objectContaining({ in: 'query', field: 'roles', path: [1], value: 'EDITOR', operation: 'shelves.list' }),
      expect.objectContaining({ in: 'path', field: 'kind', path: [], value: 'MAGAZINE', operation: 'shelves.byKind' }),
    ]);
  });

  it('is not asked about other problems of a request, which keep the 400 of the check', async () => {
    let asked = 0;
    await using own = await startFakeServer({
      service,
      handlers: { 'shelves.create': (req) => json(200, req.body) },
      refuseUndocumented: () => {
        asked++;
        return fakeError(422);
      },
    });
    const answer = await fetch(`${own.url}/shelves`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ members: [{ role: 'OWNER' }] }),
      signal: AbortSignal.timeout(5000),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^Invalid body\.members\.0\.name: /) });
    expect(asked).toBe(0);
  });
});

describe('undocumentedValue', () => {
  it('names where the value is, what it is and what the enum documents', () => {
    expect(undocumentedValue(Shelf, { members: [{ name: 'a', role: 'OWNRE' }] })).toEqual({
      path: ['members', 0, 'role'],
      value: 'OWNRE',
      documented: ['OWNER', 'VIEWER'],
    });
    expect(undocumentedValue(Shelf, { members: [{ name: 'a', role: 'OWNER' }], unknownField: 'OWNRE' })).toBeUndefined();
    expect(undocumentedValue(z.optional(Role), undefined)).toBeUndefined();
  });

  it('lists ten documented values and counts the rest', () => {
    const many = Array.from({ length: 12 }, (_, index) => `V${index}`);
    expect(undocumentedText({ path: [], value: 'X', documented: many })).toBe(
      "'X' is not one of the documented values (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9 and 2 more)",
    );
  });
});
