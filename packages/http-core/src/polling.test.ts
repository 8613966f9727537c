import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bearer } from './auth.js';
import { AbortError, OperationFailedError, ResponseValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import type { OperationResource } from './polling.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, startServer, type LoopbackServer } from './test-support/loopback-server.js';
import { defineLongRunningOperation } from './index.js';

const OperationSchema = z.looseObject({ name: z.string(), done: z.optional(z.boolean()) });

const service = testService({
  jobs: {
    start: defineLongRunningOperation({
      method: 'POST',
      path: '/v1/jobs',
      summary: 'Start a job',
      body: z.object({ polls: z.number() }),
      response: OperationSchema,
      longRunning: { poll: 'operations.get', cancel: 'operations.cancel', result: z.looseObject({ total: z.number() }) },
    }),
  },
  operations: {
    get: {
      method: 'GET',
      path: '/v1/{name}',
      summary: 'Read an operation',
      pathParams: { name: { schema: z.string(), multiSegment: true } },
      response: OperationSchema,
    },
    cancel: {
      method: 'POST',
      path: '/v1/{name}:cancel',
      summary: 'Cancel an operation',
      pathParams: { name: { schema: z.string(), multiSegment: true } },
      response: z.unknown(),
    },
  },
});

interface Job {
  readonly name: string;
  /** Polls until done; -1 fails on the first poll; 0 is done at once. */
  readonly pollsNeeded: number;
  polls: number;
  cancelled: boolean;
  result: unknown;
}

let server: LoopbackServer;
const jobs = new Map<string, Job>();
let counter = 0;

function state(job: Job): OperationResource {
  if (job.cancelled) return { name: job.name, done: true, error: { code: 1, message: 'Cancelled by the caller' } };
  if (job.pollsNeeded < 0 && job.polls > 0) return { name: job.name, done: true, error: { code: 13, message: 'Job crashed' } };
  if (job.pollsNeeded >= 0 && job.polls >= job.pollsNeeded) return { name: job.name, done: true, response: job.result };
  return { name: job.name, done: false, metadata: { progress: job.polls } };
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  jobs.clear();
  server.handle((request, response) => {
    if (request.method === 'POST' && request.path === '/v1/jobs') {
      const name = `operations/op-${++counter}`;
      const job: Job = { name, pollsNeeded: JSON.parse(request.body).polls, polls: 0, cancelled: false, result: { total: 42 } };
      jobs.set(name, job);
      return json(response, 200, state(job));
    }
    const match = /^\/v1\/(operations\/[^/:]+)(:cancel)?$/.exec(request.path);
    const job = match && jobs.get(match[1]!);
    if (!job) return json(response, 404, { error: { message: 'no such operation' } });
    if (match[2]) {
      job.cancelled = true;
      return json(response, 200, {});
    }
    job.polls++;
    json(response, 200, state(job));
  });
});

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, retry: false, logger: captureLogger().logger, ...options });
const polls = () => server.requests.filter((r) => r.method === 'GET').length;

describe('long-running operations', () => {
  it('awaiting the poller resolves to the result after N polls', async () => {
    const result = await client().jobs.start({ body: { polls: 3 } }, { intervalMs: 1, maxIntervalMs: 2 });
    expect(result).toEqual({ total: 42 });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/jobs',
      'GET /v1/operations/op-' + counter,
      'GET /v1/operations/op-' + counter,
      'GET /v1/operations/op-' + counter,
    ]);
  });

  it('sends the starting request at once and exposes the first state', async () => {
    const poller = client().jobs.start({ body: { polls: 2 } }, { intervalMs: 1 });
    const first = await poller.operation();
    expect(first).toMatchObject({ name: `operations/op-${counter}`, done: false });
    expect(poller.name).toBe(first.name);
    expect(server.requests).toHaveLength(1);
  });

  it('resolves without polling when the operation is done at once', async () => {
    await expect(client().jobs.start({ body: { polls: 0 } }, { intervalMs: 1 })).resolves.toEqual({ total: 42 });
    expect(polls()).toBe(0);
  });

  it('poll() reads the state once', async () => {
    const poller = client().jobs.start({ body: { polls: 3 } }, { intervalMs: 1 });
    const once = await poller.poll();
    expect(once).toMatchObject({ done: false, metadata: { progress: 1 } });
    expect(poller.latest).toBe(once);
    expect(poller.done).toBe(false);
    expect(polls()).toBe(1);
  });

  it('onProgress sees every state, from the answer that started the operation to the last poll', async () => {
    const fromOption: OperationResource[] = [];
    const fromMethod: OperationResource[] = [];
    const poller = client().jobs.start({ body: { polls: 3 } }, { intervalMs: 1, onProgress: (s) => fromOption.push(s) });
    const stop = poller.onProgress((s) => fromMethod.push(s));
    await poller;
    expect(fromOption.map((s) => s.done)).toEqual([false, false, false, true]);
    expect(fromOption[0]).toEqual(await poller.operation());
    expect(fromMethod).toEqual(fromOption);
    stop();
  });

  it('cancel() calls the cancel operation; awaiting then rejects with OperationFailedError', async () => {
    const poller = client().jobs.start({ body: { polls: 100 } }, { intervalMs: 1 });
    await poller.poll();
    await poller.cancel();
    const cancelCall = server.requests.find((r) => r.path.endsWith(':cancel'));
    expect(cancelCall).toMatchObject({ method: 'POST', path: `/v1/operations/op-${counter}:cancel` });
    const error = (await rejectionOf(poller)) as OperationFailedError;
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error.operationName).toBe(`operations/op-${counter}`);
    expect(error.code).toBe(1);
    expect(error.message).toContain('Cancelled by the caller');
  });

  it('rejects with OperationFailedError when the operation fails', async () => {
    const error = (await rejectionOf(client().jobs.start({ body: { polls: -1 } }, { intervalMs: 1 }))) as OperationFailedError;
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error).toMatchObject({ kind: 'operation-failed', code: 13 });
  });

  it('a failure message that echoes the credential is scrubbed from the error and from progress states', async () => {
    const token = 'tok_lro_secret_5b1f0c';
    const states: OperationResource[] = [];
    const poller = client({ auth: bearer(token) }).jobs.start({ body: { polls: -1 } }, { intervalMs: 1, onProgress: (s) => states.push(s) });
    await poller.operation();
    server.handle((request, response) => {
      const job = jobs.get(request.path.slice('/v1/'.length))!;
      json(response, 200, { name: job.name, done: true, error: { code: 16, message: `token ${token} was refused`, details: [{ reason: token }] } });
    });
    const error = (await rejectionOf(poller)) as OperationFailedError;
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error.message).toContain('was refused');
    for (const shown of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error), JSON.stringify(states)]) {
      expect(shown).not.toContain(token);
    }
  });

  it("a failed operation and an aborted wait pass the client's beforeError, like any call's error", async () => {
    const seen: unknown[] = [];
    const hooked = client({ hooks: { beforeError: (error) => void seen.push(error) } });
    const failed = await rejectionOf(hooked.jobs.start({ body: { polls: -1 } }, { intervalMs: 1 }));
    expect(failed).toBeInstanceOf(OperationFailedError);
    const controller = new AbortController();
    const waiting = rejectionOf(hooked.jobs.start({ body: { polls: 50 } }, { intervalMs: 5_000, signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const aborted = await waiting;
    expect(aborted).toBeInstanceOf(AbortError);
    expect(seen).toEqual([failed, aborted]);
  });

  it('an abort signal stops waiting promptly', async () => {
    const controller = new AbortController();
    // An hour between polls: only the abort can end the wait within the test's time limit.
    const poller = client().jobs.start({ body: { polls: 100 } }, { intervalMs: 3_600_000, signal: controller.signal });
    await poller.operation();
    const error = rejectionOf(poller);
    controller.abort();
    expect(await error).toBeInstanceOf(AbortError);
    expect(polls()).toBe(0);
  });

  it('resume(name) follows an operation started elsewhere', async () => {
    const first = await client().jobs.start({ body: { polls: 3 } }, { intervalMs: 1 }).operation();
    const before = server.requests.length;
    const other = client();
    const resumed = other.jobs.start.resume(first.name, { intervalMs: 1 });
    await expect(resumed).resolves.toEqual({ total: 42 });
    const after = server.requests.slice(before);
    expect(after.every((r) => r.method === 'GET' && r.path === `/v1/${first.name}`)).toBe(true);
    expect(after).toHaveLength(3);
  });

  it('resume of an unknown operation rejects with the API error', async () => {
    const error = await rejectionOf(client().jobs.start.resume('operations/missing', { intervalMs: 1 }));
    expect(error).toMatchObject({ kind: 'api', status: 404 });
  });

  it('checks the result against its schema per the validation mode', async () => {
    const poller = client({ validation: 'strict' }).jobs.start({ body: { polls: 1 } }, { intervalMs: 1 });
    const { name } = await poller.operation();
    jobs.get(name)!.result = { total: 'many' };
    const error = await rejectionOf(poller);
    expect(error).toBeInstanceOf(ResponseValidationError);
  });
});
