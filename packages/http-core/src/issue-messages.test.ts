import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isValidationError, type ValidationError } from './errors.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';
import { openEnum } from './enums.js';
import { boundedString, dateTime, guid, int64 } from './validation.js';

const terms = z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]);

const service = testService({
  things: {
    search: {
      method: 'GET',
      path: '/things',
      summary: 'Search things',
      query: {
        limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
        above: z.optional(z.number().check(z.positive())),
        ratio: z.optional(z.number().check(z.gte(0), z.lte(1))),
        flag: z.optional(z.boolean()),
        postcode: z.optional(terms),
        code: z.optional(z.string().check(z.length(3))),
        name: z.optional(boundedString(5)),
        tag: z.optional(z.string().check(z.regex(/^[a-z]+$/))),
        label: z.optional(z.string().check(z.regex(/^[a-z]+$/, 'must be lower-case letters'))),
        even: z.optional(z.number().check(z.refine((n) => n % 2 === 0))),
        odd: z.optional(z.number().check(z.refine((n) => n % 2 === 1, 'must be odd'))),
        email: z.optional(z.email()),
        site: z.optional(z.url()),
        at: z.optional(z.iso.datetime()),
        order: z.optional(z.enum(['asc', 'desc'])),
        kind: z.optional(z.literal('widget')),
        state: z.optional(openEnum(['Active', 'Disabled'] as const)),
        balance: z.optional(int64()),
        since: z.optional(dateTime()),
        count: z.optional(z.number().check(z.multipleOf(5))),
        id: z.optional(guid()),
        userToken: z.optional(z.string().check(z.minLength(12))),
        session: { schema: z.optional(z.string().check(z.regex(/^s-/))), secret: true },
      },
      response: z.looseObject({}),
    },
    create: {
      method: 'POST',
      path: '/things',
      summary: 'Create a thing',
      body: z.strictObject({
        title: z.string().check(z.maxLength(10)),
        tags: z.optional(z.array(z.string()).check(z.maxLength(2))),
        labels: z.optional(z.record(z.string().check(z.regex(/^[a-z]+$/, 'must be lower-case letters')), z.string())),
        password: z.optional(z.string().check(z.minLength(8))),
        apiKey: z.optional(z.string()),
      }),
      response: z.looseObject({}),
    },
  },
});

const server = await shareServer((_request, response) => json(response, 200, {}));

const client = () => createClient(service, { baseUrl: server.url, retry: false });

/** The message a search with `query` is refused with; the server must have received nothing. */
async function refusal(query: Parameters<ReturnType<typeof client>['things']['search']>[0]): Promise<string> {
  const error = await rejectionOf(client().things.search(query));
  expect(isValidationError(error)).toBe(true);
  expect(server.requests).toHaveLength(0);
  return (error as ValidationError).message;
}

describe('a refused input says what is wrong and what was expected, in plain words', () => {
  it('a number above its maximum, or below its minimum', async () => {
    expect(await refusal({ limit: 1000 })).toBe('limit: must be at most 100 (got 1000)');
    expect(await refusal({ limit: 0 })).toBe('limit: must be at least 1 (got 0)');
    expect(await refusal({ ratio: 1.5 })).toBe('ratio: must be at most 1 (got 1.5)');
    expect(await refusal({ ratio: -1 })).toBe('ratio: must be at least 0 (got -1)');
    expect(await refusal({ above: 0 })).toBe('above: must be more than 0 (got 0)');
  });

  it('a value of the wrong type, and a number that is not whole', async () => {
    expect(await refusal({ limit: '10' as unknown as number })).toBe('limit: must be a number (got "10")');
    expect(await refusal({ limit: 2.5 })).toBe('limit: must be an integer (got 2.5)');
    expect(await refusal({ flag: 'yes' as unknown as boolean })).toBe('flag: must be true or false (got "yes")');
    expect(await refusal({ name: 42 as unknown as string })).toBe('name: must be a string (got 42)');
  });

  it('an empty string or list where a value is needed, whichever form it takes', async () => {
    expect(await refusal({ postcode: '' })).toBe('postcode: must not be empty');
    expect(await refusal({ postcode: [] })).toBe('postcode: must not be empty');
    expect(await refusal({ postcode: 7 as unknown as string })).toBe('postcode: must be a string or an array (got 7)');
    expect(await refusal({ name: '' })).toBe('name: must not be empty');
  });

  it('a string too long or of the wrong length counts its characters', async () => {
    expect(await refusal({ name: 'toolong' })).toBe('name: must be at most 5 characters long (got 7 characters)');
    expect(await refusal({ code: 'EURO' })).toBe('code: must be exactly 3 characters long (got 4 characters)');
  });

  it('a pattern, with the message the schema gives or else the pattern itself', async () => {
    expect(await refusal({ label: 'ABC' })).toBe('label: must be lower-case letters (got "ABC")');
    expect(await refusal({ tag: 'ABC' })).toBe('tag: must match the pattern /^[a-z]+$/ (got "ABC")');
  });

  it('a refinement, with the message the schema gives or else a plain one', async () => {
    expect(await refusal({ odd: 2 })).toBe('odd: must be odd (got 2)');
    expect(await refusal({ even: 3 })).toBe('even: is not valid (got 3)');
    expect(await refusal({ count: 7 })).toBe('count: must be a multiple of 5 (got 7)');
  });

  it('string formats: e-mail, URL, ISO date-time, GUID', async () => {
    expect(await refusal({ email: 'nobody' })).toBe('email: must be an e-mail address (got "nobody")');
    expect(await refusal({ site: 'not a url' })).toBe('site: must be a URL (got "not a url")');
    expect(await refusal({ at: 'yesterday' })).toBe('at: must be an ISO 8601 date-time such as 2030-01-02T03:04:05Z (got "yesterday")');
    expect(await refusal({ id: 'abc' })).toBe('id: must be a GUID (8-4-4-4-12 hexadecimal digits) (got "abc")');
  });

  it('a value outside an enum or literal lists what is taken; an open enum takes any string', async () => {
    expect(await refusal({ order: 'up' as 'asc' })).toBe('order: must be one of "asc", "desc" (got "up")');
    expect(await refusal({ kind: 'gadget' as 'widget' })).toBe('kind: must be "widget" (got "gadget")');
    expect(await refusal({ state: 3 as unknown as 'Active' })).toBe('state: must be a string (got 3)');
  });

  it('the core helpers: int64 and dateTime', async () => {
    expect(await refusal({ balance: '12.5' })).toBe('balance: must be a 64-bit integer (got "12.5")');
    expect(await refusal({ balance: 12.5 })).toBe('balance: must be a 64-bit integer (got 12.5)');
    expect(await refusal({ since: 'yesterday' })).toBe('since: must be a Date or an ISO 8601 date-time or date (got "yesterday")');
  });

  it('a long value is cut short in the message', async () => {
    const message = await refusal({ label: 'X'.repeat(100) });
    expect(message).toBe(`label: must be lower-case letters (got "${'X'.repeat(40)}…")`);
  });

  it('body fields: a missing one, a list too long, an unknown one and a bad record key, each by its path', async () => {
    const refused = async (body: unknown) => ((await rejectionOf(client().things.create({ body: body as { title: string } }))) as ValidationError);
    expect((await refused({})).message).toBe('body.title: is required');
    expect((await refused({ title: 'a', tags: ['x', 'y', 'z'] })).message).toBe('body.tags: must have at most 2 items (got 3 items)');
    const unknown = await refused({ title: 'a', colour: 'red', size: 3 });
    expect(unknown.message).toBe('body: has fields it does not take: colour, size');
    expect(unknown.field).toBe('body');
    expect((await refused({ title: 'a', labels: { Big: 'x' } })).message).toBe('body.labels.Big: has a key that must be lower-case letters');
    const two = await refused({ title: 'a much too long title', tags: 'x' });
    expect(two.message).toBe('body.title: must be at most 10 characters long (got 21 characters) (and 1 more)');
    expect(two.issues.map((issue) => issue.message)).toEqual(['must be at most 10 characters long (got 21 characters)', 'must be an array (got "x")']);
    expect(server.requests).toHaveLength(0);
  });
});

describe('a secret is never shown in a refusal', () => {
  it('a parameter declared secret shows no value, and at most the kind of a value of the wrong type', async () => {
    expect(await refusal({ session: 'hunter2-session' })).toBe('session: must match the pattern /^s-/');
    expect(await refusal({ session: 12345678 as unknown as string })).toBe('session: must be a string (got a number)');
  });

  it('a field whose name says it holds a credential shows no value, nor its length', async () => {
    expect(await refusal({ userToken: 'tok-short' })).toBe('userToken: must be at least 12 characters long');
    const error = (await rejectionOf(client().things.create({ body: { title: 'a', password: 'pw-1234' } }))) as ValidationError;
    expect(error.message).toBe('body.password: must be at least 8 characters long');
    const wrongType = (await rejectionOf(client().things.create({ body: { title: 'a', apiKey: 31337 as unknown as string } }))) as ValidationError;
    expect(wrongType.message).toBe('body.apiKey: must be a string (got a number)');
    for (const refused of [error, wrongType]) {
      expect(JSON.stringify(refused)).not.toMatch(/pw-1234|31337/);
    }
  });
});
