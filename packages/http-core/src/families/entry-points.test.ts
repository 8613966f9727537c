import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from '../index.js';
import * as azure from './azure/index.js';
import * as google from './google/index.js';
import * as hubspot from './hubspot/index.js';
import * as payments from './payments/index.js';

const families = { google, azure, payments, hubspot } as const;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, Record<string, string> | string>;
};

describe('service-family entry points', () => {
  it.each(Object.entries(families))('@org/http-core/%s is in the exports map and points at its sources', (family, entry) => {
    const target = manifest.exports[`./${family}`];
    expect(target).toEqual({
      '@org/source': `./src/families/${family}/index.ts`,
      types: `./dist/families/${family}/index.d.ts`,
      browser: `./dist/browser/families/${family}/index.js`,
      import: `./dist/families/${family}/index.js`,
      default: `./dist/families/${family}/index.js`,
    });
    expect(existsSync(new URL(`../../src/families/${family}/index.ts`, import.meta.url))).toBe(true);
    expect(Object.keys(entry).length).toBeGreaterThan(0);
  });

  it('keeps what one family knows out of the core index', () => {
    const familyNames = Object.values(families).flatMap((entry) => Object.keys(entry));
    expect(familyNames.filter((name) => name in core)).toEqual([]);
  });
});
