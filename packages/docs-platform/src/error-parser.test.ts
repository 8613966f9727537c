import { expect, test } from 'vitest';
import { docsErrorParser } from './error-parser.js';

test('reads the code from error and keeps suggestion, docs and help as details', () => {
  expect(
    docsErrorParser({ error: 'DOC_NOTFOUND', message: 'No doc', suggestion: 'Check the slug', docs: 'https://x/y', help: 'Ask', poem: ['a'] }),
  ).toEqual({ code: 'DOC_NOTFOUND', message: 'No doc', details: { suggestion: 'Check the slug', docs: 'https://x/y', help: 'Ask' } });
});

test('leaves other bodies to the generic parser', () => {
  expect(docsErrorParser({ message: 'x' })).toBeUndefined();
  expect(docsErrorParser('text')).toBeUndefined();
  expect(docsErrorParser([{ error: 'X' }])).toBeUndefined();
});
