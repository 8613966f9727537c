/**
 * A plain JSON body of an operation that declares it with `jsonBody` is written by the encoder of plain JSON bodies
 * (`plain-json-body.ts`, which the declaration brings), exactly as
 * the encoder of request bodies (`request-body.ts`) writes it; every other body is left to that encoder, which
 * decides and words it as it always has (`unsendable-input.test.ts`, `prototype-keys.test.ts`,
 * `lossless-json.test.ts` hold its words). Which chunks a browser page downloads: `tools/src/error-path-offline.chromium.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isSdkError, ValidationError } from './errors.js';
import { scalar } from './param-text.js';
import { encodePlainJson as plain, jsonBody } from './plain-json-body.js';
import { PROTO_KEY, protoKeysShown } from './proto-key.js';
import { bodyEncoderWith } from './request-body.js';
import { compileOperation, type BodyEncoder, type EncodedBody } from './request-builder.js';
import { createClient } from './service.js';
import { testService, thrown } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';
import { checkInput } from './validation.js';

const full = bodyEncoderWith({ ValidationError, PROTO_KEY, protoKeysShown, scalar, checkInput });

const Item = z.looseObject({ name: z.string(), free: z.optional(z.unknown()) });
/** A schema whose output `JSON.stringify` cannot write, whatever it is given. */
const Counted = z.looseObject({ name: z.string(), count: z.optional(z.pipe(z.number(), z.transform((value: number) => BigInt(value)))) });

const service = testService({
  items: {
    put: { method: 'PUT', path: '/items', summary: 'Replace an item', query: { tag: z.optional(z.string()) }, body: jsonBody(Item), response: z.looseObject({}) },
    bare: { method: 'PUT', path: '/bare', summary: 'Replace an item, its body declared by its schema alone', body: Item, response: z.looseObject({}) },
    count: { method: 'PUT', path: '/counts', summary: 'Count an item', body: jsonBody(Counted), response: z.looseObject({}) },
    maybe: { method: 'PUT', path: '/maybe', summary: 'Maybe an item', body: jsonBody(Item, { optional: true }), response: z.looseObject({}) },
    text: { method: 'PUT', path: '/text', summary: 'A text body', body: { schema: z.string(), encoding: 'text' }, response: z.looseObject({}) },
  },
});
const server = await shareServer((_request, response) => json(response, 200, {}));
const compiledPut = compileOperation(service.operations.find((operation) => operation.id === 'items.put')!, {});
const summary = { operation: 'items.put', method: 'PUT' };

/** What an encoder makes of `body`: the encoded body, or the error it throws as class, message and field. */
function outcome(encoder: BodyEncoder, body: unknown): EncodedBody | { error: string; message: string; field: unknown } | undefined {
  try {
    return encoder(compiledPut, { body }, summary, {});
  } catch (error) {
    if (error === encoder) throw error;
    return { error: (error as Error).name, message: (error as Error).message, field: (error as ValidationError).field };
  }
}

const nested = (levels: number): unknown => (levels === 0 ? 'end' : { inner: nested(levels - 1) });

const plainBodies: ReadonlyArray<readonly [string, unknown]> = [
  ['an object of text, numbers, booleans and null', { name: 'a', free: { n: 1.5, yes: true, none: null, list: ['x', -0, 2e300] } }],
  ['undefined fields and items', { name: 'a', free: { gone: undefined, list: [undefined, 1] } }],
  ['an object without a prototype', Object.assign(Object.create(null) as object, { name: 'a' })],
  ['fields the schema refuses', { name: 7 }],
  ['nesting 20 levels down', { name: 'a', free: nested(20) }],
  ['a value shared without a cycle', (() => { const shared = { x: 1 }; return { name: 'a', free: [shared, shared] }; })()],
  ['text that is not an object', 'just text'],
  ['a Date', { name: 'a', free: new Date(Date.UTC(2024, 0, 2)) }],
  ['an invalid Date', { name: 'a', free: [new Date(Number.NaN)] }],
  ['a Date of a subclass', { name: 'a', free: new (class Day extends Date {})(Date.UTC(2024, 0, 2)) }],
];

class Money {
  constructor(readonly cents: number) {}
}
const cycle = (): unknown => {
  const body: Record<string, unknown> = { name: 'a' };
  body['free'] = { back: body };
  return body;
};
const throwingGetter = (): unknown => {
  const free = {};
  Object.defineProperty(free, 'bad', { enumerable: true, get: () => { throw new TypeError('getter threw'); } });
  return { name: 'a', free };
};

const otherBodies: ReadonlyArray<readonly [string, unknown]> = [
  ['a Date with a toJSON method of its own', { name: 'a', free: Object.assign(new Date(0), { toJSON: () => Number.NaN }) }],
  ['a BigInt', { name: 'a', free: 10n }],
  ['NaN', { name: 'a', free: [Number.NaN] }],
  ['Infinity', { name: 'a', free: Number.POSITIVE_INFINITY }],
  ['a function', { name: 'a', free: () => 1 }],
  ['a symbol', { name: 'a', free: Symbol('s') }],
  ['a Map', { name: 'a', free: new Map([['k', 1]]) }],
  ['binary data', { name: 'a', free: new Uint8Array([1]) }],
  ['an instance of a class', { name: 'a', free: new Money(5) }],
  ['a toJSON method', { name: 'a', free: { toJSON: () => 'written' } }],
  ['a cycle', cycle()],
  ['a getter that throws', throwingGetter()],
  ['an own __proto__ key', JSON.parse('{"name":"a","free":{"__proto__":{"x":1}}}') as unknown],
  ['keys that cannot be listed', { name: 'a', free: new Proxy({}, { ownKeys: () => { throw new TypeError('no keys'); } }) }],
  ['nesting 40 levels down', { name: 'a', free: nested(40) }],
];

describe('the encoder of plain JSON bodies', () => {
  it.each(plainBodies)('writes %s as the encoder of request bodies does', (_what, body) => {
    const written = outcome(plain, body);
    expect(written).toEqual(outcome(full, body));
  });

  it.each(otherBodies)('leaves %s to the encoder of request bodies', (_what, body) => {
    expect(thrown(() => plain(compiledPut, { body }, summary, {}))).toBe(plain);
  });

  it('sends no body for an optional body not given, and leaves an output JSON cannot write to the encoder of request bodies', () => {
    const maybe = compileOperation(service.operations.find((operation) => operation.id === 'items.maybe')!, {});
    expect(plain(maybe, {}, summary, {})).toBeUndefined();
    const count = compileOperation(service.operations.find((operation) => operation.id === 'items.count')!, {});
    expect(thrown(() => plain(count, { body: { name: 'a', count: 2 } }, summary, {}))).toBe(plain);
  });
});

describe('a call with a JSON body', () => {
  const client = () => createClient(service, { baseUrl: server.url, retry: false });

  /** What a call of `items.put` with `body` ends in: the body the server received, or the error as class, message and field. */
  async function sent(body: unknown, call: 'put' | 'count' = 'put'): Promise<unknown> {
    server.reset();
    try {
      await client().items[call]({ body: body as never, tag: 't' } as never);
    } catch (error) {
      if (!isSdkError(error)) throw error;
      expect(server.requests).toHaveLength(0);
      return { error: error.name, message: error.message, field: (error as ValidationError).field };
    }
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.url).toBe(call === 'put' ? '/items?tag=t' : '/counts');
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    return server.requests[0]!.body;
  }

  it('sends a plain body as JSON.stringify writes what the schema made of it', async () => {
    expect(await sent({ name: 'a', free: { list: [1, null, undefined], gone: undefined } })).toBe('{"name":"a","free":{"list":[1,null,null]}}');
  });

  it('sends or refuses every other body as the encoder of request bodies does, with the rest of the request built again', async () => {
    expect(await sent({ name: 'a', free: new Date(Date.UTC(2024, 0, 2)) })).toBe('{"name":"a","free":"2024-01-02T00:00:00.000Z"}');
    expect(await sent(JSON.parse('{"name":"a","free":{"__proto__":{"x":1}}}'))).toBe('{"name":"a","free":{"__proto__":{"x":1}}}');
    expect(await sent({ name: 'a', free: nested(40) })).toBe(JSON.stringify({ name: 'a', free: nested(40) }));
    expect(await sent({ name: 'a', free: { n: 10n } })).toEqual({ error: 'ValidationError', message: 'body.free.n: is a BigInt; JSON cannot carry it (give it as a string)', field: 'body.free.n' });
    expect(await sent({ name: 'a', free: [1, Number.NaN] })).toEqual({ error: 'ValidationError', message: 'body.free.1: must be a finite number (got NaN); JSON cannot carry it', field: 'body.free.1' });
    expect(await sent(cycle())).toEqual({ error: 'ValidationError', message: 'body.free.back: refers back to an object that contains it (a cycle); JSON cannot carry it', field: 'body.free.back' });
    expect(await sent(throwingGetter())).toEqual({ error: 'ValidationError', message: 'body.free.bad: could not be read (its getter threw)', field: 'body.free.bad' });
  });

  it('refuses a plain body whose checked value JSON cannot write, naming the field as the encoder of request bodies does', async () => {
    expect(await sent({ name: 'a', count: 3 }, 'count')).toEqual({ error: 'ValidationError', message: 'body.count: is a BigInt; JSON cannot carry it (give it as a string)', field: 'body.count' });
  });

  it('sends the same bodies, and refuses the same, for a body declared by its schema alone, which only the encoder of request bodies writes', async () => {
    const bodies = [...plainBodies, ...otherBodies].map(([, body]) => body);
    const viaPut: unknown[] = [];
    for (const body of bodies) viaPut.push(await sent(body));
    const viaBare: unknown[] = [];
    for (const body of bodies) {
      server.reset();
      viaBare.push(await client().items.bare({ body: body as never }).then(() => server.requests[0]!.body, (error: unknown) => ({ error: (error as ValidationError).name, message: (error as ValidationError).message, field: (error as ValidationError).field })));
    }
    expect(viaBare).toEqual(viaPut);
  });

  it('still loads the encoder of request bodies for another encoding', async () => {
    server.reset();
    await client().items.text({ body: 'words' });
    expect(server.requests[0]!.body).toBe('words');
    expect(server.requests[0]!.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
