import { defineListOperation, defineOperation, defineService, nextLinkPaging } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { renderOperationsReference } from './operations-reference.js';

const service = defineService({
  name: 'shelf',
  packageName: '@org/shelf',
  version: '1.0.0',
  defaultAuth: ['bearer'],
  groups: {
    books: {
      list: defineListOperation({
        method: 'GET',
        path: '/v1/{parent}/books',
        summary: 'List books',
        pathParams: { parent: { schema: z.string(), multiSegment: true } },
        query: { filter: { schema: z.optional(z.string()), name: '$filter' }, apiVersion: { schema: z.string(), name: 'api-version', default: '2020-01-01' } },
        response: z.looseObject({ value: z.array(z.string()) }),
        pagination: nextLinkPaging({ items: 'value', nextLink: 'nextLink' }),
      }),
      create: defineOperation({
        method: 'POST',
        path: '/v1/books',
        summary: 'Add a book',
        body: z.looseObject({ title: z.string() }),
        deprecated: 'Use books.add instead.',
        auth: [],
      }),
      add: defineOperation({
        method: 'POST',
        path: '/v1/books:add',
        summary: 'Add a book once',
        body: z.looseObject({ title: z.string() }),
        idempotencyKey: { header: 'Idempotency-Key' },
      }),
    },
  },
});

describe('renderOperationsReference', () => {
  const doc = renderOperationsReference(service);

  it('lists every operation under its group with method and path', () => {
    expect(doc).toContain('# @org/shelf operations');
    expect(doc).toContain('## books');
    expect(doc).toContain('### `books.list()`');
    expect(doc).toContain('`GET /v1/{parent}/books`');
    expect(doc).toContain('### `books.create()` (deprecated)');
  });

  it('describes parameters with wire names, requiredness and defaults', () => {
    expect(doc).toContain('| `parent` | path | `parent` | yes (several segments) |');
    expect(doc).toContain('| `filter` | query | `$filter` | no |');
    expect(doc).toContain('| `apiVersion` | query | `api-version` | no (default `2020-01-01`) |');
    expect(doc).toContain('| `body` | body | json | yes |');
  });

  it('states auth, retries, paging and deprecation notes', () => {
    expect(doc).toContain('- Auth: bearer.');
    expect(doc).toContain('- Auth: none.');
    expect(doc).toContain('- Never retried automatically.');
    expect(doc).toContain("- Retried on transient failures with the same `Idempotency-Key` (one per call, or the call's `idempotencyKey`).");
    expect(doc).toContain('`nextLink` paging, items at `value`');
    expect(doc).toContain('- Deprecated: Use books.add instead.');
  });
});
