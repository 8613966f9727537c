import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ResponseValidationError, ValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';
import { openEnum, unknownEnumValue } from './enums.js';
import { boundedString, dateTime, guid, int64, integer, nonBlankString, plainCheck } from './validation.js';

const State = openEnum(['Active', 'Disabled'] as const);
const Account = z.looseObject({
  id: z.string(),
  state: State,
  balance: int64(),
  createdAt: z.optional(z.string()),
});

const service = testService({
  accounts: {
    get: {
      method: 'GET',
      path: '/accounts/{accountId}',
      summary: 'Read an account',
      pathParams: { accountId: guid() },
      response: Account,
    },
    search: {
      method: 'GET',
      path: '/accounts',
      summary: 'Search accounts',
      query: {
        minBalance: z.optional(int64()),
        since: z.optional(dateTime()),
        state: z.optional(State),
        prefix: z.optional(boundedString(5)),
      },
      response: z.looseObject({ items: z.array(Account) }),
    },
    find: {
      method: 'GET',
      path: '/accounts/find',
      summary: 'Find accounts by a text',
      query: { q: nonBlankString(20) },
      response: z.looseObject({ items: z.array(Account) }),
    },
    page: {
      method: 'GET',
      path: '/accounts/page',
      summary: 'A page of accounts',
      query: { size: integer(1, 100) },
      response: z.looseObject({ items: z.array(Account) }),
    },
    create: {
      method: 'POST',
      path: '/accounts',
      summary: 'Create an account',
      body: z.object({ id: z.string(), balance: int64(), openedAt: dateTime() }),
      response: Account,
    },
  },
});

const ID = '8e3af657-a8ff-443c-a75c-2fe8c4bcb635';
const MAX_INT64 = '9223372036854775807';

const server = await shareServer();

function setup(options: Partial<ClientOptions> = {}) {
  const log = captureLogger();
  const client = createClient(service, { baseUrl: server.url, retry: false, logger: log.logger, ...options });
  return { client, log, warnings: () => log.lines.filter((line) => line.level === 'warn') };
}

const answerWith = (body: unknown) => server.handle((_request, response) => json(response, 200, body));

describe('response validation modes', () => {
  const matching = { id: 'a1', state: 'Active', balance: MAX_INT64, extra: { nested: true }, more: [1, 2] };
  const mismatching = { id: 7, state: 'Active', balance: 'lots', extra: 'kept' };

  it('lenient (default) keeps unknown fields of a matching body and warns about nothing', async () => {
    answerWith(matching);
    const { client, warnings } = setup();
    await expect(client.accounts.get({ accountId: ID })).resolves.toEqual(matching);
    expect(warnings()).toHaveLength(0);
  });

  it('lenient returns a mismatching body as received and logs a warning with the issues', async () => {
    answerWith(mismatching);
    const { client, warnings } = setup();
    await expect(client.accounts.get({ accountId: ID })).resolves.toEqual(mismatching);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.message).toContain('accounts.get');
    const issues = warnings()[0]!.data!.issues as Array<{ path: string }>;
    expect(issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['response.id', 'response.balance']));
  });

  it('lenient returns the parsed value of a matching body (its declared type)', async () => {
    answerWith({ id: 'a1', state: 'Active', balance: 42 });
    const { client } = setup();
    const account = await client.accounts.get({ accountId: ID });
    expect(account.balance).toBe('42');
  });

  it('strict throws a ResponseValidationError listing the issues', async () => {
    answerWith(mismatching);
    const { client, warnings } = setup({ validation: 'strict' });
    const error = (await rejectionOf(client.accounts.get({ accountId: ID }))) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.status).toBe(200);
    expect(error.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['response.id', 'response.balance']));
    expect(error.message).toContain('does not match its schema');
    expect(warnings()).toHaveLength(0);
  });

  it('strict accepts a matching body and keeps unknown fields of loose objects', async () => {
    answerWith(matching);
    const { client } = setup({ validation: 'strict' });
    await expect(client.accounts.get({ accountId: ID })).resolves.toEqual(matching);
  });

  it('off skips checking: no error, no warning', async () => {
    answerWith(mismatching);
    const { client, warnings } = setup({ validation: 'off' });
    await expect(client.accounts.get({ accountId: ID })).resolves.toEqual(mismatching);
    expect(warnings()).toHaveLength(0);
  });

  it('openEnum accepts values the SDK does not know, in strict mode too', async () => {
    answerWith({ ...matching, state: 'Suspended' });
    const { client } = setup({ validation: 'strict' });
    await expect(client.accounts.get({ accountId: ID })).resolves.toMatchObject({ state: 'Suspended' });
    answerWith({ items: [{ ...matching, state: 'Suspended' }] });
    await client.accounts.search({ state: unknownEnumValue('Archived') });
    expect(server.requests.at(-1)!.query.get('state')).toBe('Archived');
  });

  it('int64 keeps every digit of 9223372036854775807 from a response', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"id":"a1","state":"Active","balance":"${MAX_INT64}"}`);
    });
    const { client } = setup({ validation: 'strict' });
    const account = await client.accounts.get({ accountId: ID });
    expect(account.balance).toBe(MAX_INT64);
  });
});

describe('input formats', () => {
  it('int64 sends bigint, string and safe number inputs as exact decimal strings', async () => {
    const { client } = setup();
    await client.accounts.search({ minBalance: 9223372036854775807n });
    await client.accounts.search({ minBalance: `-${MAX_INT64}` });
    await client.accounts.search({ minBalance: 12 });
    expect(server.requests.map((r) => r.query.get('minBalance'))).toEqual([MAX_INT64, `-${MAX_INT64}`, '12']);
  });

  it.each(['1e3', '12.5', '99999999999999999999', 'abc'])('int64 refuses %s', async (value) => {
    const { client } = setup();
    const error = (await rejectionOf(client.accounts.search({ minBalance: value }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe('minBalance');
    expect(server.requests).toHaveLength(0);
  });

  it('dateTime accepts a Date and an ISO string', async () => {
    const { client } = setup();
    await client.accounts.search({ since: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)) });
    await client.accounts.search({ since: '2030-01-02T03:04:05+02:00' });
    await client.accounts.search({ since: '2030-01-02' });
    expect(server.requests.map((r) => r.query.get('since'))).toEqual(['2030-01-02T03:04:05.000Z', '2030-01-02T03:04:05+02:00', '2030-01-02']);
  });

  it.each(['yesterday', '2030-13-40', '02/01/2030'])('dateTime refuses %s', async (value) => {
    const { client } = setup();
    const error = (await rejectionOf(client.accounts.search({ since: value }))) as ValidationError;
    expect(error.field).toBe('since');
    expect(server.requests).toHaveLength(0);
  });

  it('body formats are converted before sending', async () => {
    answerWith({ id: 'a1', state: 'Active', balance: '1' });
    const { client } = setup();
    await client.accounts.create({ body: { id: 'a1', balance: 9223372036854775807n, openedAt: new Date(Date.UTC(2030, 0, 1)) } });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ id: 'a1', balance: MAX_INT64, openedAt: '2030-01-01T00:00:00.000Z' });
  });

  it('guid accepts a GUID in any case', async () => {
    answerWith({ id: 'a1', state: 'Active', balance: '1' });
    const { client } = setup();
    await client.accounts.get({ accountId: ID.toUpperCase() });
    expect(server.requests[0]!.path).toBe(`/accounts/${ID.toUpperCase()}`);
  });

  it.each(['not-a-guid', `${ID}0`, ID.replace(/-/g, ''), `{${ID}}`, ID.replace('8', 'g')])('guid refuses %s', async (value) => {
    const { client } = setup();
    const error = (await rejectionOf(client.accounts.get({ accountId: value }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe('accountId');
    expect(error.message).toContain('GUID');
    expect(server.requests).toHaveLength(0);
  });

  it('boundedString limits the length', async () => {
    const { client } = setup();
    expect(((await rejectionOf(client.accounts.search({ prefix: 'toolong' }))) as ValidationError).field).toBe('prefix');
    expect(((await rejectionOf(client.accounts.search({ prefix: '' }))) as ValidationError).field).toBe('prefix');
    expect(server.requests).toHaveLength(0);
  });

  it('nonBlankString refuses empty, blank and missing text before sending, and sends other text as given', async () => {
    const { client } = setup();
    for (const q of ['', '   ', '\t\n', '\u00a0']) {
      const error = (await rejectionOf(client.accounts.find({ q }))) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.field).toBe('q');
      expect(error.message).toContain('q: must not be empty or blank');
    }
    expect(((await rejectionOf(client.accounts.find({} as never))) as ValidationError).field).toBe('q');
    expect(((await rejectionOf(client.accounts.find({ q: 'x'.repeat(21) }))) as ValidationError).field).toBe('q');
    expect(server.requests).toHaveLength(0);
    answerWith({ items: [] });
    await client.accounts.find({ q: ' a ' });
    expect(server.requests[0]!.query.get('q')).toBe(' a ');
  });
});

describe('the helpers take what the zod checks they stand for take', () => {
  const takes = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

  it('dateTime: the strings of z.iso.datetime({ offset: true, local: true }) and z.iso.date(), and valid Dates', () => {
    const zodForm = z.union([z.date(), z.iso.datetime({ offset: true, local: true }), z.iso.date()]);
    const samples = [
      '2030-01-02', '2030-01-02T03:04', '2030-01-02T03:04:05', '2030-01-02T03:04:05.123456789', '2030-01-02T03:04:05Z',
      '2030-01-02T03:04:05.5+02:00', '2030-01-02T03:04:05-23:59', '2030-01-02T03:04Z', '2030-01-02T03:04+02:00',
      '2030-01-02T03:04:05+24:00', '2030-01-02T24:00:00Z', '2030-01-02T23:60', '2030-01-02T03:04:60Z', '2030-01-02T03:04:05.Z',
      '2030-01-02t03:04:05Z', '2030-01-02 03:04:05Z', '2030-01-02T03:04:05z', '2030-01-02T03:04:05+0200', '2030-01-02T3:04',
      '2024-02-29', '2023-02-29', '2000-02-29', '1900-02-29', '2400-02-29', '2100-02-29', '0000-02-29', '1600-02-29T00:00',
      '2030-02-28', '2030-02-30', '2030-04-30', '2030-04-31', '2030-06-31', '2030-09-31', '2030-11-31', '2030-12-31',
      '2030-01-31', '2030-03-31', '2030-05-31', '2030-07-31', '2030-08-31', '2030-10-31', '2030-01-32', '2030-00-10',
      '2030-13-01', '2030-01-00', '2030-1-02', '30-01-02', '12030-01-02', '2030-01-02T', '2030-01-02T03', '', 'yesterday',
      '02/01/2030', ' 2030-01-02', '2030-01-02\n', '２０３０-01-02',
    ];
    for (const sample of samples) expect([sample, takes(dateTime(), sample)]).toEqual([sample, takes(zodForm, sample)]);
    for (const value of [new Date(0), new Date(Number.NaN), 0, null, undefined, {}]) expect(takes(dateTime(), value)).toBe(takes(zodForm, value));
  });

  it('int64: a decimal string of up to 19 digits, a bigint or a safe integer', () => {
    const zodForm = z.union([z.string().check(z.regex(/^-?\d{1,19}$/)), z.bigint(), z.number().check(z.int())]);
    const samples = ['0', '-0', '9223372036854775807', '99999999999999999999', '-1', '+1', '1.0', '1e3', ' 1', '', 'abc', 0, -12, 12.5, 2 ** 53, 2 ** 53 - 1, Number.NaN, Infinity, 1n, -(2n ** 70n), null, undefined, true];
    for (const sample of samples) expect([sample, takes(int64(), sample)]).toEqual([sample, takes(zodForm, sample)]);
  });

  it('guid, boundedString, nonBlankString and integer', () => {
    const pairs: [z.core.$ZodType, z.core.$ZodType, unknown[]][] = [
      [guid(), z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)), [ID, ID.toUpperCase(), `${ID}0`, `{${ID}}`, '', 7]],
      [boundedString(3), z.string().check(z.minLength(1), z.maxLength(3)), ['', 'a', 'abc', 'abcd', '😀😀😀', '😀😀😀😀', '\ud83d\ud83d\ud83d\ud83d', 3]],
      [boundedString(4, 2), z.string().check(z.minLength(2), z.maxLength(4)), ['a', '😀', '😀😀', 'abcd', 'abcde']],
      [boundedString(), z.string().check(z.minLength(1)), ['', 'a', 'x'.repeat(10_000), 1]],
      [z.string().check(plainCheck((text: string) => /^[a-z]+$/.test(text), 'x')), z.string().check(z.regex(/^[a-z]+$/)), ['', 'abc', 'aBc', 1]],
      [nonBlankString(3), z.string().check(z.refine((text) => text.trim() !== ''), z.maxLength(3)), ['', ' ', '\u00a0', ' a ', ' a  ', 'a', undefined]],
      [integer(), z.int(), [0, -1, 1.5, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), Number.NaN, Infinity, '1', 1n]],
      [integer(1, 2 ** 31 - 1), z.int32().check(z.positive()), [0, 1, 2 ** 31 - 1, 2 ** 31, -1, 1.5]],
      [integer(1, 100), z.int().check(z.gte(1), z.lte(100)), [0, 1, 100, 101, 50.5]],
    ];
    for (const [helper, zodForm, samples] of pairs) {
      for (const sample of samples) expect([sample, takes(helper, sample)]).toEqual([sample, takes(zodForm, sample)]);
    }
  });

  it('plainCheck refuses with its message, and lets the checks after it run as z.refine does', () => {
    const schema = z.string().check(plainCheck((text: string) => text !== 'no', 'must not be no'), plainCheck((text: string) => text.length > 2, 'must be long'));
    const result = z.safeParse(schema, 'no');
    expect(result.error?.issues.map((issue) => [issue.code, issue.message])).toEqual([['custom', 'must not be no'], ['custom', 'must be long']]);
    expect(z.safeParse(schema, 'yes').success).toBe(true);
    expect(z.safeParse(schema, 3).error?.issues.map((issue) => issue.code)).toEqual(['invalid_type']);
  });

  it('integer refuses with the words of zod\'s own checks', async () => {
    const { client } = setup();
    const refusal = async (value: number) => ((await rejectionOf(client.accounts.page({ size: value }))) as ValidationError).message;
    expect(await refusal(1.5)).toBe('size: must be an integer (got 1.5)');
    expect(await refusal(0)).toBe('size: must be at least 1 (got 0)');
    expect(await refusal(101)).toBe('size: must be at most 100 (got 101)');
    expect(server.requests).toHaveLength(0);
  });
});
