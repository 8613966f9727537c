// Installed @org/http-core: a one-operation service, its fake from @org/http-core/testing, one call, one typed
// error. Written for
// both module systems (no top-level `await`), it is the package's ES module program and its CommonJS one, where
// each import is a require().
import { bearer, createClient, defineOperation, defineService, model, NotFoundError } from '@org/http-core';
import { googleErrorParser } from '@org/http-core/google';
import { errorShapes, json, startFakeServer } from '@org/http-core/testing';
import * as z from '@org/http-core/zod';

const library = defineService({
  name: 'library',
  packageName: '@org/library',
  version: '1.0.0',
  defaultAuth: ['bearer'],
  errorParser: googleErrorParser,
  groups: {
    books: {
      get: defineOperation({
        method: 'GET',
        path: '/v1/{name}',
        summary: 'Get a book',
        pathParams: { name: { schema: z.string(), multiSegment: true } },
        response: model({ name: z.string(), title: z.string() }),
      }),
    },
  },
});

async function main(): Promise<void> {
  const fake = await startFakeServer({
    service: library,
    errorShape: errorShapes.google,
    auth: { bearer: (token) => (token === 'smoke-token' ? { user: 'smoke' } : undefined) },
    handlers: {
      'books.get': (req) =>
        req.params.name === 'shelves/1/books/2' ? json(200, { name: req.params.name, title: 'Dune' }) : json(404, { error: { code: 404, status: 'NOT_FOUND', message: 'No such book' } }),
    },
  });
  try {
    const client = createClient(library, { baseUrl: fake.url, auth: bearer('smoke-token') });
    const book = await client.books.get({ name: 'shelves/1/books/2' });
    // @ts-expect-error: the service has no such operation
    void client.books.list;
    if (book.title !== 'Dune' || book.name !== 'shelves/1/books/2') throw new Error(`unexpected book ${JSON.stringify(book)}`);
    const missing = await client.books.get({ name: 'shelves/1/books/3' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!(missing instanceof NotFoundError) || missing.code !== 'NOT_FOUND') throw new Error(`expected a NotFoundError, got ${String(missing)}`);
    console.log(`books.get -> ${book.title}; a missing book -> NotFoundError ${missing.code} (${fake.requestCount('books.get')} requests)`);
  } finally {
    await fake.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
