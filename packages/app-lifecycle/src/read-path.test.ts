import { isValidationError } from '@org/http-core';
import { expect, expectTypeOf, it } from 'vitest';
import { readPath as readPathInBrowser } from './read-path.browser.js';
import { readPath } from './read-path.js';

it('has one signature in Node and in the browser', () => {
  expectTypeOf(readPathInBrowser).toEqualTypeOf(readPath);
});

it('refuses a path in the browser with a ValidationError naming the avatar', async () => {
  const refused = await readPathInBrowser(new URL('file:///tmp/icon.png')).catch((error: unknown) => error);
  expect(isValidationError(refused) && [refused.field, refused.message]).toEqual([
    'avatar',
    'avatar: a path can only be read in Node; pass a Blob, bytes or a stream',
  ]);
});
