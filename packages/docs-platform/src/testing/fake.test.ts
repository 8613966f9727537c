import { expect, test } from 'vitest';
import { useDocsFake } from '../test-support/fixture.js';
import { slugFor } from './slugs.js';

const f = useDocsFake();
const auth = () => ({ authorization: `Basic ${Buffer.from(`${f.fake.apiKey}:`).toString('base64')}` });

test('operations that need a documentation version answer 400 VERSION_EMPTY without the header', async () => {
  const response = await fetch(`${f.fake.url}/docs/welcome`, { headers: auth() });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: 'VERSION_EMPTY', message: expect.stringMatching(/x-readme-version/) });
});

test('an unknown path is a 404 ENDPOINT_NOTFOUND in the service shape, below /api/v1 or outside it', async () => {
  expect(new URL(f.fake.url).pathname).toBe('/api/v1');
  const origin = new URL(f.fake.url).origin;
  for (const path of ['/api/v1/no/such/thing', '/docs/welcome', '/api/v2/docs/welcome']) {
    const response = await fetch(`${origin}${path}`, { headers: { ...auth(), 'x-readme-version': '1.0' } });
    expect(response.status, path).toBe(404);
    expect(await response.json(), path).toMatchObject({ error: 'ENDPOINT_NOTFOUND', suggestion: '', help: expect.any(String) });
  }
  const served = await fetch(`${f.fake.url}/docs/welcome`, { headers: { ...auth(), 'x-readme-version': '1.0' } });
  expect(served.status).toBe(200);
  expect(f.fake.requests.at(-1)!.path).toBe('/api/v1/docs/welcome');
});

test('the seed: a main version, three categories and three docs; reset() returns to it', async () => {
  expect(f.fake.versions().map((v) => [v.version, v.is_stable])).toEqual([['1.0', true]]);
  expect(f.fake.seedCategories.map((slug) => f.fake.category('1.0', slug)?.slug)).toEqual(['getting-started', 'guides', 'api-errors']);
  expect(f.fake.docs('1.0').map((doc) => doc.slug)).toEqual(['welcome', 'authentication', 'rate-limited']);
  await fetch(`${f.fake.url}/docs/welcome`, { method: 'DELETE', headers: { ...auth(), 'x-readme-version': '1.0' } });
  expect(f.fake.doc('1.0', 'welcome')).toBeUndefined();
  f.fake.reset();
  expect(f.fake.doc('1.0', 'welcome')?.title).toBe('Welcome');
});

test('slugs come from titles and stay unique', () => {
  const taken = new Set(['getting-started']);
  expect(slugFor('Getting Started', (s) => taken.has(s))).toBe('getting-started-1');
  expect(slugFor('Ünïcode & Symbols!', () => false)).toBe('unicode-symbols');
  expect(slugFor('***', () => false)).toBe('untitled');
});
