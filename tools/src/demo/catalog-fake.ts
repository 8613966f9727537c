import { createStore, errorShapes, fakeError, json, paginate, startFakeServer, type FakeServer } from '@org/http-core/testing';
import { catalog } from './catalog-service.js';

interface StoredBook {
  name: string;
  title: string;
  author?: string;
  revision: number;
}

/** The token the demo fake accepts. */
export const demoToken = 'demo-token-5f2c';

/** Starts an in-memory fake of the demo catalog on a free loopback port. */
export async function startCatalogFake(): Promise<FakeServer> {
  const books = createStore<StoredBook>();
  const operations = new Map<string, { polls: number; imported: number }>();
  return startFakeServer({
    service: catalog,
    errorShape: errorShapes.google,
    auth: { bearer: (token) => (token === demoToken ? { user: 'demo' } : undefined) },
    onReset: () => books.reset(),
    handlers: {
      'books.create': (req) => {
        const id = req.query.get('bookId')!;
        if (books.get(id)) throw fakeError(409, 'ALREADY_EXISTS', `Book ${id} already exists`);
        const body = req.body as { title: string; author?: string };
        return json(200, books.create({ ...body, name: `books/${id}`, revision: 1 }, id));
      },
      'books.get': (req) => {
        const book = books.get(req.params.bookId!);
        if (!book) throw fakeError(404, 'NOT_FOUND', `Book ${req.params.bookId} not found`);
        return json(200, book);
      },
      'books.list': (req) => {
        const page = paginate(books.list(), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') });
        return json(200, { books: page.items, nextPageToken: page.nextToken });
      },
      'books.importShelf': (req) => {
        const name = `operations/import-${operations.size + 1}`;
        const shelf = (req.body as { shelf: string }).shelf;
        operations.set(name, { polls: 0, imported: shelf.length });
        return json(200, { name, done: false, metadata: { progress: 0 } });
      },
      'operations.get': (req) => {
        const state = operations.get(req.params.name!);
        if (!state) throw fakeError(404, 'NOT_FOUND', `Operation ${req.params.name} not found`);
        state.polls++;
        const done = state.polls >= 3;
        return json(200, {
          name: req.params.name,
          done,
          metadata: { progress: Math.min(100, state.polls * 34) },
          ...(done ? { response: { imported: state.imported } } : {}),
        });
      },
    },
  });
}
