import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { VERSION } from './service.js';

it('reports the version of package.json in its user agent', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
});
