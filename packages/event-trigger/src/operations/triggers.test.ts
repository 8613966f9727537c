import { isConflictError, type ApiError, type Page, type PageIterator } from '@org/http-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAllTriggers } from '../list-all-triggers.js';
import { createEventTriggerClient } from '../client.js';
import { NewTrigger, type Trigger } from '../models/trigger.js';
import { sampleTrigger } from '../testing/index.js';
import { triggerPatch } from '../trigger-patch.js';
import { failure } from '../test-support/failure.js';
import { shareFake } from '../test-support/shared-fake.js';

/** The first page of a list. */
async function firstPage<T, B>(list: PageIterator<T, B>): Promise<Page<T, B>> {
  for await (const page of list.byPage()) return page;
  throw new Error('the list has no page');
}

const { fake, client } = await shareFake({ pollsToComplete: 1 });
const fast = { intervalMs: 1, maxIntervalMs: 2 };

const nameOf = (id: string, parent = fake.parent) => `${parent}/triggers/${id}`;
const create = (id: string, body = sampleTrigger(), parent = fake.parent) => client.triggers.create({ parent, triggerId: id, body }, fast);

describe('triggers.create', () => {
  it('creates the trigger once the operation completes and resolves to it', async () => {
    const poller = create('orders');
    const first = await poller.operation();
    expect(first.done).toBe(false);
    expect(fake.state.triggers.has(nameOf('orders'))).toBe(false);
    const trigger = await poller;
    expect(trigger).toMatchObject({ name: nameOf('orders'), labels: { team: 'payments' } });
    expect(trigger.etag).toEqual(expect.any(String));
    expect(trigger.transport?.pubsub?.subscription).toContain('orders');
    expect(trigger).not.toHaveProperty('@type');
    expect(await client.triggers.get({ name: trigger.name })).toEqual(trigger);
  });

  it('with validateOnly checks the request and creates nothing', async () => {
    const preview = await client.triggers.create({ parent: fake.parent, triggerId: 'orders', validateOnly: true, body: sampleTrigger() }, fast);
    expect(preview.name).toBe(nameOf('orders'));
    expect(fake.state.triggers.size).toBe(0);
    expect(fake.requests[0]?.query.get('validateOnly')).toBe('true');
  });

  it('sends validateOnly=false unless told otherwise, as the service requires the parameter', async () => {
    await create('orders');
    expect(fake.requests[0]?.query.get('validateOnly')).toBe('false');
  });

  it('refuses an existing name with ALREADY_EXISTS', async () => {
    await create('orders');
    const error = (await failure(create('orders'))) as ApiError;
    expect(error).toMatchObject({ status: 409, code: 'ALREADY_EXISTS' });
  });

  it('refuses a body name that does not match the parent and id, and a missing destination', async () => {
    const wrongName = (await failure(create('orders', sampleTrigger({ name: nameOf('other') })))) as ApiError;
    expect(wrongName).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    const noDestination = (await failure(create('orders', sampleTrigger({ destination: {} })))) as ApiError;
    expect(noDestination).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    expect(noDestination.serviceMessage).toContain('cloudRunService');
  });

  it('refuses an unsupported location', async () => {
    const error = (await failure(create('orders', sampleTrigger(), `projects/${fake.project}/locations/mars-north1`))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });
});

describe('triggers.get and triggers.list', () => {
  beforeEach(async () => {
    fake.state.settings.pollsToComplete = 0;
    await create('charlie');
    await create('alpha');
    await create('bravo');
    await create('delta', sampleTrigger(), `projects/${fake.project}/locations/europe-west1`);
  });

  it('lists the triggers of a location, names ascending by default', async () => {
    const names = (await client.triggers.list({ parent: fake.parent }).toArray()).map((t) => t.name);
    expect(names).toEqual([nameOf('alpha'), nameOf('bravo'), nameOf('charlie')]);
  });

  it('orders by orderBy, with desc', async () => {
    const names = (await client.triggers.list({ parent: fake.parent, orderBy: 'trigger_id desc' }).toArray()).map((t) => t.name);
    expect(names).toEqual([nameOf('charlie'), nameOf('bravo'), nameOf('alpha')]);
  });

  it('refuses ordering by an unknown field', async () => {
    const error = (await failure(client.triggers.list({ parent: fake.parent, orderBy: 'colour' }).toArray())) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('reads a trigger as the service answers it, without the length checks of what is sent', async () => {
    const strict = createEventTriggerClient({ baseUrl: fake.url, token: fake.token, validation: 'strict', logLevel: 'error' });
    const odd = { ...fake.state.triggers.get(nameOf('alpha'))!, matchingCriteria: [{ attribute: 'type', value: '' }], destination: { cloudRunService: { service: '', region: '' } } };
    fake.state.triggers.set(nameOf('alpha'), odd);
    const [alpha] = await strict.triggers.list({ parent: fake.parent }).toArray();
    expect(alpha).toMatchObject({ matchingCriteria: [{ attribute: 'type', value: '' }], destination: { cloudRunService: { service: '', region: '' } } });
    expect(NewTrigger.safeParse({ matchingCriteria: odd.matchingCriteria, destination: odd.destination }).success).toBe(false);
  });

  it('pages with page tokens, keeping the order across pages', async () => {
    const pages: string[][] = [];
    for await (const page of client.triggers.list({ parent: fake.parent, orderBy: 'name desc', pageSize: 2 }).byPage()) {
      pages.push(page.items.map((t) => t.name));
    }
    expect(pages).toEqual([[nameOf('charlie'), nameOf('bravo')], [nameOf('alpha')]]);
    expect(fake.requests.filter((r) => r.operationId === 'triggers.list').map((r) => r.query.get('orderBy'))).toEqual(['name desc', 'name desc']);
  });

  it('refuses a page token sent with a different order', async () => {
    const token = (await firstPage(client.triggers.list({ parent: fake.parent, orderBy: 'name', pageSize: 1 }))).body.nextPageToken!;
    const error = (await failure(client.triggers.list({ parent: fake.parent, orderBy: 'name desc', pageSize: 1, pageToken: token }).toArray())) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('lists every location with "-" and reports unreachable locations', async () => {
    const everywhere = `projects/${fake.project}/locations/-`;
    const all = await listAllTriggers(client, { parent: everywhere });
    expect(all.triggers.map((t) => t.name)).toContain(nameOf('delta', `projects/${fake.project}/locations/europe-west1`));
    expect(all.unreachable).toEqual([]);

    fake.state.settings.unreachableLocations = ['europe-west1'];
    const partial = await listAllTriggers(client, { parent: everywhere, pageSize: 2 });
    expect(partial.triggers.map((t) => t.name)).toEqual([nameOf('alpha'), nameOf('bravo'), nameOf('charlie')]);
    expect(partial.unreachable).toEqual([`projects/${fake.project}/locations/europe-west1`]);
    const page = await firstPage(client.triggers.list({ parent: everywhere }));
    expect(page.body.unreachable).toEqual([`projects/${fake.project}/locations/europe-west1`]);
  });

  it('gets a trigger and keeps fields this SDK does not know through a read-modify-write', async () => {
    fake.state.triggers.update(nameOf('alpha'), (t) => ({ ...t, eventDataContentType: 'application/json', channel: 'projects/p/channels/c' }));
    const read = await client.triggers.get({ name: nameOf('alpha') });
    expect(read).toMatchObject({ eventDataContentType: 'application/json', channel: 'projects/p/channels/c' });
    const updated = await client.triggers.update({ name: read.name, body: { ...read, labels: { team: 'search' } } }, fast);
    expect(updated).toMatchObject({ eventDataContentType: 'application/json', channel: 'projects/p/channels/c', labels: { team: 'search' } });
    expect(fake.requests.find((r) => r.operationId === 'triggers.update')?.json).toMatchObject({ eventDataContentType: 'application/json' });
  });
});

describe('triggers.update', () => {
  let original: Trigger;
  beforeEach(async () => {
    original = await create('orders', sampleTrigger({ labels: { team: 'payments', tier: 'gold' }, serviceAccount: 'sa@example.com' }));
  });

  it('changes exactly the masked fields', async () => {
    const updated = await client.triggers.update(
      triggerPatch(original.name, { labels: { team: 'search' }, destination: { cloudRunService: { service: 'orders-v2', region: 'us-central1' } } }),
      fast,
    );
    expect(fake.requests.find((r) => r.operationId === 'triggers.update')?.query.get('updateMask')).toBe(
      'labels,destination.cloudRunService.service,destination.cloudRunService.region',
    );
    expect(updated.labels).toEqual({ team: 'search' });
    expect(updated.destination.cloudRunService).toEqual({ service: 'orders-v2', region: 'us-central1', path: '/events' });
    expect(updated.serviceAccount).toBe('sa@example.com');
    expect(updated.createTime).toBe(original.createTime);
    expect(updated.etag).not.toBe(original.etag);
  });

  it('clears a masked field the body leaves out', async () => {
    const updated = await client.triggers.update({ name: original.name, updateMask: ['serviceAccount'], body: {} }, fast);
    expect(updated.serviceAccount).toBeUndefined();
    expect(updated.labels).toEqual(original.labels);
  });

  it('without a mask changes every field present in the body', async () => {
    const updated = await client.triggers.update({ name: original.name, body: { serviceAccount: 'other@example.com' } }, fast);
    expect(updated.serviceAccount).toBe('other@example.com');
    expect(updated.labels).toEqual(original.labels);
  });

  it('refuses an output-only or unknown field in the mask', async () => {
    for (const updateMask of ['createTime', 'transport.pubsub.subscription', 'colour']) {
      const error = (await failure(client.triggers.update({ name: original.name, updateMask, body: {} }))) as ApiError;
      expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    }
  });

  it('with validateOnly changes nothing', async () => {
    const preview = await client.triggers.update({ ...triggerPatch(original.name, { labels: { team: 'x' } }), validateOnly: true }, fast);
    expect(preview.labels).toEqual({ team: 'x' });
    expect((await client.triggers.get({ name: original.name })).labels).toEqual(original.labels);
  });

  it('fails with NOT_FOUND for a missing trigger, and creates it with allowMissing', async () => {
    const missing = nameOf('refunds');
    const error = (await failure(client.triggers.update({ name: missing, body: sampleTrigger() }))) as ApiError;
    expect(error.name).toBe('NotFoundError');
    const created = await client.triggers.update({ name: missing, allowMissing: true, updateMask: 'labels', body: sampleTrigger({ labels: { a: 'b' } }) }, fast);
    expect(created).toMatchObject({ name: missing, labels: { a: 'b' }, destination: sampleTrigger().destination });
    expect(fake.state.operations.list().at(-1)?.verb).toBe('create');
  });

  it('refuses a change while another operation on the trigger is running, as a conflict', async () => {
    fake.state.settings.pollsToComplete = 3;
    const running = client.triggers.update(triggerPatch(original.name, { labels: { a: '1' } }), fast);
    await running.operation();
    const error = await failure(client.triggers.update(triggerPatch(original.name, { labels: { b: '2' } })));
    expect(isConflictError(error)).toBe(true);
    expect((error as ApiError).code).toBe('ABORTED');
    expect((await running).labels).toEqual({ a: '1' });
  });
});

describe('triggers.delete', () => {
  let original: Trigger;
  beforeEach(async () => {
    original = await create('orders');
  });

  it('deletes the trigger and its policy once the operation completes', async () => {
    await client.accessPolicies.set({ resource: original.name, body: { policy: { bindings: [{ role: 'roles/eventarc.viewer', members: ['user:a@example.com'] }] } } });
    const result = await client.triggers.delete({ name: original.name }, fast);
    expect(result).toEqual({ '@type': 'type.googleapis.com/google.protobuf.Empty' });
    expect(fake.state.triggers.has(original.name)).toBe(false);
    expect(fake.state.policies.has(original.name)).toBe(false);
  });

  it('deletes only the version with the given etag: a changed trigger is a conflict', async () => {
    await client.triggers.update(triggerPatch(original.name, { labels: { changed: 'yes' } }), fast);
    const error = await failure(client.triggers.delete({ name: original.name, etag: original.etag }));
    expect(isConflictError(error)).toBe(true);
    expect(fake.state.triggers.has(original.name)).toBe(true);
    const current = await client.triggers.get({ name: original.name });
    await client.triggers.delete({ name: original.name, etag: current.etag }, fast);
    expect(fake.state.triggers.has(original.name)).toBe(false);
  });

  it('fails with NOT_FOUND for a missing trigger, and succeeds without effect with allowMissing', async () => {
    const error = (await failure(client.triggers.delete({ name: nameOf('missing') }))) as ApiError;
    expect(error.name).toBe('NotFoundError');
    await expect(client.triggers.delete({ name: nameOf('missing'), allowMissing: true }, fast)).resolves.toBeDefined();
    expect(fake.state.triggers.size).toBe(1);
  });

  it('with validateOnly deletes nothing', async () => {
    await client.triggers.delete({ name: original.name, validateOnly: true }, fast);
    expect(fake.state.triggers.has(original.name)).toBe(true);
  });
});
