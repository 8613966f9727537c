import { isValidationError } from '@org/http-core';
import { expect, expectTypeOf, it } from 'vitest';
import { readPath as readPathInBrowser } from './read-path.browser.js';
import { readPath } from './read-path.js';

it('has one signature in Node and in the browser', () => {
  expectTypeOf(readPathInBrowser).toEqualTypeOf(readPath);
});

it('refuses a path in the browser with a ValidationError naming the field', async () => {
  const refused = await readPathInBrowser('./openapi.json', 'body.swagger').catch((error: unknown) => error);
  expect(isValidationError(refused) && [refused.field, refused.message]).toEqual([
    'body.swagger',
    'body.swagger: a path can only be read in Node; pass a Blob, bytes or a stream',
  ]);
});

it('refuses in Node a path that is not a file', async () => {
  const refused = await readPath(new URL('.', import.meta.url), 'body.spec').catch((error: unknown) => error);
  expect(isValidationError(refused) && refused.message).toMatch(/^body\.spec: .*\/src\/ is not a file$/);
});
