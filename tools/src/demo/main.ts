/**
 * The demo tour: starts a fake of a small catalog service on 127.0.0.1 and walks through what
 * `@org/http-core` does on each call. One line per step; exit status 0 only if every step held.
 */
import {
  isApiError,
  isConflictError,
  isNotFoundError,
  isValidationError,
  type SdkError,
} from '@org/http-core';
import { createCatalogClient } from './catalog-service.js';
import { demoToken, startCatalogFake } from './catalog-fake.js';

interface Step {
  readonly task: string;
  readonly run: () => Promise<{ calls: string; result: string }>;
}

const server = await startCatalogFake();
const client = createCatalogClient({ baseUrl: server.url, token: demoToken, retry: { baseDelayMs: 20 }, logLevel: 'error' });

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function expectError(call: Promise<unknown>, guard: (error: unknown) => boolean): Promise<SdkError> {
  try {
    await call;
  } catch (error) {
    check(guard(error), `unexpected error: ${String(error)}`);
    return error as SdkError;
  }
  throw new Error('the call succeeded but should have failed');
}

const steps: Step[] = [
  {
    task: 'add three books',
    run: async () => {
      for (const [id, title] of [['dune', 'Dune'], ['emma', 'Emma'], ['ulysses', 'Ulysses']] as const) {
        await client.books.create({ bookId: id, body: { title } });
      }
      return { calls: 'books.create x3', result: `${server.requestCount('books.create')} created` };
    },
  },
  {
    task: 'read a book through two 503s',
    run: async () => {
      server.faults.status([503, 503], { operation: 'books.get', headers: { 'retry-after': '0' } });
      const { data, response } = await client.books.get({ bookId: 'dune' }).withResponse();
      check(data.title === 'Dune' && response.attempts === 3, 'expected Dune after 3 attempts');
      return { calls: 'books.get', result: `"${data.title}" after ${response.attempts} attempts, request id ${response.requestId}` };
    },
  },
  {
    task: 'a create hit by a 503 is not repeated',
    run: async () => {
      const before = server.requestCount('books.create');
      server.faults.status([503], { operation: 'books.create' });
      const error = await expectError(client.books.create({ bookId: 'odyssey', body: { title: 'Odyssey' } }), isApiError);
      const sent = server.requestCount('books.create') - before;
      check(sent === 1, `expected exactly one request, the server received ${sent}`);
      return { calls: 'books.create', result: `${error.name} ${(error as { status?: number }).status}, sent once` };
    },
  },
  {
    task: 'page through the catalog',
    run: async () => {
      const pages: number[] = [];
      for await (const page of client.books.list({ pageSize: 2 }).byPage()) pages.push(page.items.length);
      check(pages.join(',') === '2,1', `expected pages of 2 and 1, got ${pages.join(',')}`);
      return { calls: 'books.list x2', result: `${pages.length} pages (${pages.join(' + ')} books)` };
    },
  },
  {
    task: 'refuse a path-traversing id before sending',
    run: async () => {
      const before = server.requests.length;
      const error = await expectError(client.books.get({ bookId: '../admin' }), isValidationError);
      check(server.requests.length === before, 'a request was sent');
      return { calls: '(none sent)', result: `${error.name}: ${error.message}` };
    },
  },
  {
    task: 'typed errors: not found and conflict',
    run: async () => {
      const missing = await expectError(client.books.get({ bookId: 'missing' }), isNotFoundError);
      const duplicate = await expectError(client.books.create({ bookId: 'dune', body: { title: 'Dune' } }), isConflictError);
      return {
        calls: 'books.get, books.create',
        result: `${missing.name} (${(missing as { code?: string }).code}), ${duplicate.name} (${(duplicate as { code?: string }).code})`,
      };
    },
  },
  {
    task: 'long-running import, polled to the end',
    run: async () => {
      const progress: number[] = [];
      const poller = client.books.importShelf(
        { body: { shelf: 'classics' } },
        { intervalMs: 10, onProgress: (op) => progress.push((op.metadata as { progress: number }).progress) },
      );
      const result = await poller;
      check(result.imported === 8, `expected 8 imported, got ${result.imported}`);
      return { calls: `books.importShelf, operations.get x${progress.length}`, result: `imported ${result.imported}, progress ${progress.join('% ')}%` };
    },
  },
  {
    task: 'errors never show the token',
    run: async () => {
      const wrong = createCatalogClient({ baseUrl: server.url, token: 'secret-token-do-not-print', logLevel: 'silent' });
      const error = await expectError(wrong.books.get({ bookId: 'dune' }), isApiError);
      const shown = [error.message, JSON.stringify(error), String(error)].join('\n');
      check(!shown.includes('secret-token-do-not-print'), 'the token leaked');
      return { calls: 'books.get', result: `${error.name} ${(error as { status?: number }).status}; token absent from message and JSON` };
    },
  },
];

const interactive = process.stdout.isTTY === true;
let failed = 0;
const rows: string[][] = [];
console.log(`@org/http-core demo against a local fake at ${server.url}\n`);
for (const [index, step] of steps.entries()) {
  if (interactive) process.stdout.write(`  [${index + 1}/${steps.length}] ${step.task} ...`);
  const started = performance.now();
  let status = 'ok';
  let calls = '';
  let result: string;
  try {
    ({ calls, result } = await step.run());
  } catch (error) {
    failed++;
    status = 'FAILED';
    result = error instanceof Error ? error.message : String(error);
  }
  const ms = `${Math.round(performance.now() - started)} ms`;
  process.stdout.write(`${interactive ? '\r\x1b[2K' : ''}  ${status === 'ok' ? 'ok  ' : 'FAIL'} ${step.task} | ${calls} | ${result} | ${ms}\n`);
  rows.push([step.task, status, ms]);
}
await server.close();

const width = Math.max(...rows.map((row) => row[0]!.length));
console.log(`\n  ${'step'.padEnd(width)}  status  time`);
for (const [task, status, ms] of rows) console.log(`  ${task!.padEnd(width)}  ${status!.padEnd(6)}  ${ms}`);
console.log(`\n${steps.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
