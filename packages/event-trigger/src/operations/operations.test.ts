import type { ApiError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { isUnimplementedError } from '../operation-errors.js';
import { sampleTrigger } from '../testing/index.js';
import { failure } from '../test-support/failure.js';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake({ pollsToComplete: 1 });
const fast = { intervalMs: 1, maxIntervalMs: 2 };

/** Two finished creates, one running delete. */
async function someOperations(): Promise<string[]> {
  const first = client.triggers.create({ parent: fake.parent, triggerId: 'a', body: sampleTrigger() }, fast);
  const second = client.triggers.create({ parent: fake.parent, triggerId: 'b', body: sampleTrigger() }, fast);
  await first;
  await second;
  const running = client.triggers.delete({ name: `${fake.parent}/triggers/a` }, fast);
  return [first.name!, second.name!, (await running.operation()).name];
}

describe('operations.list', () => {
  it('lists the operations of a location, a page at a time', async () => {
    const names = await someOperations();
    const pages: string[][] = [];
    for await (const page of client.operations.list({ name: fake.parent, pageSize: 2 }).byPage()) pages.push(page.items.map((op) => op.name));
    expect(pages).toEqual([names.slice(0, 2), names.slice(2)]);
    const elsewhere = await client.operations.list({ name: `projects/${fake.project}/locations/europe-west1` }).toArray();
    expect(elsewhere).toEqual([]);
  });

  it('filters with field=value terms joined by AND', async () => {
    const [, second, running] = await someOperations();
    const notDone = await client.operations.list({ name: fake.parent, filter: 'done=false' }).toArray();
    expect(notDone.map((op) => op.name)).toEqual([running]);
    const creates = await client.operations.list({ name: fake.parent, filter: `metadata.verb="create" AND metadata.target="${fake.parent}/triggers/b"` }).toArray();
    expect(creates.map((op) => op.name)).toEqual([second]);
  });

  it('refuses a filter on a field it cannot filter by', async () => {
    const error = (await failure(client.operations.list({ name: fake.parent, filter: 'colour=red' }).toArray())) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('reports a service that does not support listing as a typed UNIMPLEMENTED error', async () => {
    fake.state.settings.operationListing = false;
    const error = (await failure(client.operations.list({ name: fake.parent }).toArray())) as ApiError;
    expect(isUnimplementedError(error)).toBe(true);
    expect(error).toMatchObject({ status: 501, code: 'UNIMPLEMENTED' });
    expect(error.serviceMessage).toContain('not supported');
    expect(fake.requestCount('operations.list')).toBe(1);
    expect(isUnimplementedError(new Error('UNIMPLEMENTED'))).toBe(false);
  });
});

describe('operations.get and operations.cancel', () => {
  it('reads an operation by name; each read of a running operation counts as a poll', async () => {
    const poller = client.triggers.create({ parent: fake.parent, triggerId: 'a', body: sampleTrigger() }, fast);
    const { name } = await poller.operation();
    const read = await client.operations.get({ name });
    expect(read).toMatchObject({ name, done: true, response: expect.objectContaining({ name: `${fake.parent}/triggers/a` }) });
  });

  it('leaves a finished operation as it is when cancelled', async () => {
    const poller = client.triggers.create({ parent: fake.parent, triggerId: 'a', body: sampleTrigger() }, fast);
    await poller;
    await client.operations.cancel({ name: poller.name! });
    const read = await client.operations.get({ name: poller.name! });
    expect(read.error).toBeUndefined();
    expect(read.metadata?.requestedCancellation).toBe(false);
    expect(fake.state.triggers.size).toBe(1);
  });

  it('cancels by name with an empty body and reports NOT_FOUND for an unknown operation', async () => {
    const poller = client.triggers.create({ parent: fake.parent, triggerId: 'a', body: sampleTrigger() }, fast);
    const { name } = await poller.operation();
    await client.operations.cancel({ name, body: {} });
    expect((await client.operations.get({ name })).error?.code).toBe(1);
    const error = (await failure(client.operations.cancel({ name: `${fake.parent}/operations/operation-404` }))) as ApiError;
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('sends a cancel once under a 503: it is never retried', async () => {
    fake.faults.status([503, 503], { operation: 'operations.cancel', headers: { 'retry-after': '0' } });
    const error = (await failure(client.operations.cancel({ name: `${fake.parent}/operations/operation-1` }))) as ApiError;
    expect(error.status).toBe(503);
    expect(fake.requestCount('operations.cancel')).toBe(1);
  });
});

describe('operations.delete', () => {
  it('forgets a finished operation: no longer readable or listed, the trigger it made kept', async () => {
    const [first, second] = await someOperations();
    expect(await client.operations.delete({ name: first! })).toEqual({});
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1beta1/${first}`, operationId: 'operations.delete', status: 200 });
    expect(await failure(client.operations.get({ name: first! }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const listed = await client.operations.list({ name: fake.parent }).toArray();
    expect(listed.map((op) => op.name)).not.toContain(first);
    expect(listed.map((op) => op.name)).toContain(second);
    expect(fake.state.triggers.has(`${fake.parent}/triggers/b`)).toBe(true);
  });

  it('does not cancel a running operation: its change still happens', async () => {
    const [, , running] = await someOperations();
    expect(fake.state.triggers.has(`${fake.parent}/triggers/a`)).toBe(true);
    await client.operations.delete({ name: running! });
    expect(fake.state.triggers.has(`${fake.parent}/triggers/a`)).toBe(false);
    expect(fake.state.operations.size).toBe(2);
  });

  it('answers NOT_FOUND for an unknown operation, UNIMPLEMENTED where deleting is not supported', async () => {
    const missing = await failure(client.operations.delete({ name: `${fake.parent}/operations/operation-404` }));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const [first] = await someOperations();
    fake.state.settings.operationDeletion = false;
    const error = (await failure(client.operations.delete({ name: first! }))) as ApiError;
    expect(isUnimplementedError(error)).toBe(true);
    expect(error).toMatchObject({ status: 501, code: 'UNIMPLEMENTED' });
    expect((await client.operations.get({ name: first! })).name).toBe(first);
  });

  it('is told apart from triggers.delete by the shape of the name; a name of neither shape is refused before sending', async () => {
    const sent = fake.requestCount();
    await expect(client.operations.delete({ name: `${fake.parent}/triggers/a` })).rejects.toThrow('projects/{project}/locations/{location}/operations/{operation}');
    await expect(client.triggers.delete({ name: `${fake.parent}/operations/operation-1` })).rejects.toThrow('projects/{project}/locations/{location}/triggers/{trigger}');
    expect(fake.requestCount()).toBe(sent);
    const headers = { authorization: `Bearer ${fake.token}` };
    const [first] = await someOperations();
    expect((await fetch(`${fake.url}/v1beta1/${first}`, { method: 'DELETE', headers })).status).toBe(200);
    expect(fake.requests.at(-1)!.operationId).toBe('operations.delete');
    expect((await fetch(`${fake.url}/v1beta1/${fake.parent}/triggers/b`, { method: 'DELETE', headers })).status).toBe(200);
    expect(fake.requests.at(-1)!.operationId).toBe('triggers.delete');
  });
});
