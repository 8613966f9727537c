import { bearer, createClient, defineOperation, defineService, googleErrorParser, type ClientOptions } from '@org/http-core';
import * as z from 'zod/mini';

/** A book in the demo catalog. Unknown fields are kept. */
export const Book = z.looseObject({
  name: z.string(),
  title: z.string(),
  author: z.optional(z.string()),
  revision: z.optional(z.number()),
});

const BookList = z.looseObject({ books: z.optional(z.array(Book)), nextPageToken: z.optional(z.string()) });

const Operation = z.looseObject({
  name: z.string(),
  done: z.optional(z.boolean()),
  response: z.optional(z.unknown()),
  error: z.optional(z.looseObject({ code: z.optional(z.number()), message: z.optional(z.string()) })),
});

const bookId = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'must be 1-40 lower-case letters, digits or dashes'));

/** A small Google-style service used by the demo: books, paging, a long-running import. */
export const catalog = defineService({
  name: 'catalog',
  packageName: '@org/http-core-demo',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  errorParser: googleErrorParser,
  conflictCodes: ['ABORTED'],
  groups: {
    books: {
      /** Lists books, a page at a time. */
      list: defineOperation({
        method: 'GET',
        path: '/v1/books',
        summary: 'List books',
        query: { pageSize: z.optional(z.number().check(z.int(), z.positive())), pageToken: z.optional(z.string()) },
        response: BookList,
        pagination: { style: 'pageToken', items: 'books', tokenParam: 'pageToken', nextToken: 'nextPageToken' },
      }),
      /** Gets one book. */
      get: defineOperation({
        method: 'GET',
        path: '/v1/books/{bookId}',
        summary: 'Get a book',
        pathParams: { bookId },
        response: Book,
      }),
      /** Adds a book. Not retried: a retry could add it twice. */
      create: defineOperation({
        method: 'POST',
        path: '/v1/books',
        summary: 'Add a book',
        query: { bookId },
        body: z.looseObject({ title: z.string().check(z.minLength(1)), author: z.optional(z.string()) }),
        response: Book,
      }),
      /** Imports books from a shelf; a long-running operation. */
      importShelf: defineOperation({
        method: 'POST',
        path: '/v1/books:import',
        summary: 'Import a shelf of books',
        body: z.looseObject({ shelf: z.string() }),
        response: Operation,
        longRunning: { poll: 'operations.get', result: z.looseObject({ imported: z.number() }) },
      }),
    },
    operations: {
      /** Reads a long-running operation. */
      get: defineOperation({
        method: 'GET',
        path: '/v1/{name}',
        summary: 'Get an operation',
        pathParams: { name: { schema: z.string(), multiSegment: true } },
        response: Operation,
      }),
    },
  },
});

/** Creates a demo client. */
export function createCatalogClient(options: Omit<ClientOptions, 'auth'> & { token: string }) {
  const { token, ...rest } = options;
  return createClient(catalog, { ...rest, auth: bearer(token) });
}
