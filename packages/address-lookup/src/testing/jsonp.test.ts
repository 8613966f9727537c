import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAddressLookupFake, type AddressLookupFake } from './index.js';

let fake: AddressLookupFake;
beforeAll(async () => {
  fake = await startAddressLookupFake();
});
afterAll(() => fake.close());

const get = (path: string) => fetch(`${fake.url}${path}`, { headers: { authorization: `api_key="${fake.account.apiKey}"` } });

describe('JSONP', () => {
  it('wraps a success in the callback the request names, as a script', async () => {
    const answer = await get(`/postcodes/${encodeURIComponent(fake.testValues.postcodes.success)}?callback=handle`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await answer.text();
    const match = /^handle\((.*)\);$/s.exec(script);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toMatchObject({ code: 2000, result: expect.any(Array) });
  });

  it('wraps an error answer too, keeping its status and code', async () => {
    const answer = await get(`/postcodes/${encodeURIComponent("ZZ9 9ZZ")}?callback=app.lookups.done`);
    expect(answer.status).toBe(404);
    const script = await answer.text();
    expect(script.startsWith('app.lookups.done(')).toBe(true);
    expect(JSON.parse(script.slice('app.lookups.done('.length, -2))).toMatchObject({ code: 4040 });
  });

  it('refuses a callback that is not a function name, in JSON', async () => {
    const answer = await get(`/postcodes/${encodeURIComponent(fake.testValues.postcodes.success)}?callback=${encodeURIComponent('alert(1)//')}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    expect(await answer.json()).toMatchObject({ code: 4000 });
  });

  it('answers plain JSON without a callback', async () => {
    const answer = await get(`/postcodes/${encodeURIComponent(fake.testValues.postcodes.success)}`);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    expect(await answer.json()).toMatchObject({ code: 2000 });
  });
});
