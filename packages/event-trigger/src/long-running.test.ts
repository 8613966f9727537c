import { isAbortError, isOperationFailedError, type OperationFailedError, type OperationResource } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { createEventTriggerClient } from './client.js';
import { isOperationCancelled, OperationCode } from './operation-errors.js';
import { operationMetadata } from './operation-metadata.js';
import { sampleTrigger } from './testing/index.js';
import { failure } from './test-support/failure.js';
import { shareFake } from './test-support/shared-fake.js';

const { fake, client } = await shareFake({ pollsToComplete: 3 });
const fast = { intervalMs: 1, maxIntervalMs: 2 };

const start = (id = 'orders', options = {}) => client.triggers.create({ parent: fake.parent, triggerId: id, body: sampleTrigger() }, { ...fast, ...options });

describe('pollers of trigger changes', () => {
  it('reports progress from the starting answer through every poll until the operation is done', async () => {
    const seen: OperationResource[] = [];
    const poller = start('orders', { onProgress: (state: OperationResource) => seen.push(state) });
    const trigger = await poller;
    expect(trigger.name).toBe(`${fake.parent}/triggers/orders`);
    expect(seen.map((state) => state.done)).toEqual([false, false, false, true]);
    expect(seen[0]).toEqual(await poller.operation());
    expect(seen.slice(1).map((state) => operationMetadata(state)?.statusMessage)).toEqual([
      'Applying the change (poll 1 of 3)',
      'Applying the change (poll 2 of 3)',
      'Operation completed',
    ]);
    expect(operationMetadata(seen[3]!)).toMatchObject({ verb: 'create', target: trigger.name, apiVersion: 'v1beta1', endTime: expect.any(String) });
    expect(fake.requestCount('operations.get')).toBe(3);
    expect(poller.done).toBe(true);
  });

  it('reads the state once with poll(), without waiting', async () => {
    const poller = start();
    const first = await poller.operation();
    expect(first.name).toMatch(new RegExp(`^${fake.parent}/operations/operation-\\d+$`));
    const once = await poller.poll();
    expect(once.done).toBe(false);
    expect(poller.latest).toBe(once);
    expect(fake.requestCount('operations.get')).toBe(1);
    expect(fake.state.triggers.size).toBe(0);
  });

  it('lets a listener added later watch progress, and remove itself', async () => {
    const poller = start();
    await poller.operation();
    const verbs: Array<string | undefined> = [];
    const stop = poller.onProgress((state) => verbs.push(operationMetadata(state)?.verb));
    await poller.poll();
    stop();
    await poller;
    expect(verbs).toEqual(['create']);
  });

  it('cancels a running operation: the change is not made, the operation stays listed as cancelled', async () => {
    const poller = start();
    const { name } = await poller.operation();
    await poller.cancel();
    const error = (await failure(poller)) as OperationFailedError;
    expect(isOperationFailedError(error)).toBe(true);
    expect(isOperationCancelled(error)).toBe(true);
    expect(error.code).toBe(OperationCode.CANCELLED);
    expect(error.operationName).toBe(name);
    expect(fake.state.triggers.size).toBe(0);
    const listed = await client.operations.list({ name: fake.parent }).toArray();
    expect(listed).toEqual([expect.objectContaining({ name, done: true, error: expect.objectContaining({ code: 1 }) })]);
    expect(operationMetadata(listed[0]!)?.requestedCancellation).toBe(true);
  });

  it('stops waiting on abort without cancelling; another process resumes by name and gets the result', async () => {
    const controller = new AbortController();
    const poller = start('orders', {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('shutting down')),
    });
    const error = await failure(poller);
    expect(isAbortError(error)).toBe(true);
    const name = poller.name!;
    expect(fake.state.operations.list()[0]).toMatchObject({ done: false, requestedCancellation: false });

    const elsewhere = createEventTriggerClient({ baseUrl: fake.url, token: fake.token });
    const resumed = elsewhere.triggers.create.resume(name, fast);
    const trigger = await resumed;
    expect(trigger.name).toBe(`${fake.parent}/triggers/orders`);
    expect(resumed.name).toBe(name);
    expect(fake.state.triggers.has(trigger.name)).toBe(true);
  });

  it('resumes a finished operation and resolves at once', async () => {
    const poller = start();
    await poller;
    const requests = fake.requestCount();
    const again = await client.triggers.create.resume(poller.name!, fast);
    expect(again.name).toBe(`${fake.parent}/triggers/orders`);
    expect(fake.requestCount()).toBe(requests + 1);
  });

  it('resolves without polling when the service finishes in the first answer', async () => {
    fake.state.settings.pollsToComplete = 0;
    const trigger = await start();
    expect(trigger.name).toBe(`${fake.parent}/triggers/orders`);
    expect(fake.requestCount('operations.get')).toBe(0);
  });

  it('fails a resume of an unknown operation with NOT_FOUND', async () => {
    const error = await failure(client.triggers.delete.resume(`${fake.parent}/operations/operation-99`, fast));
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, code: 'NOT_FOUND' });
  });
});
