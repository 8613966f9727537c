import { ApiError, NotFoundError, unknownEnumValue, ValidationError } from '@org/http-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhooksFake } from '../testing/index.js';

const fake = await startWebhooksFake({ appIds: [1001, 1002] });
const client = fake.client({ validation: 'strict', logLevel: 'silent' });
const appId = fake.appId;

afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('subscriptions.create', () => {
  it('creates an inactive subscription unless told otherwise, with a string id', async () => {
    const created = await client.subscriptions.create({ appId, body: { eventType: 'contact.creation' } });
    expect(created).toMatchObject({ id: '1', eventType: 'contact.creation', active: false });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/webhooks/v3/${appId}/subscriptions`, status: 201 });
    expect(fake.state.subscription(appId, created.id)?.active).toBe(false);
  });

  it('creates an active subscription when asked', async () => {
    const created = await client.subscriptions.create({ appId, body: { eventType: 'deal.deletion', active: true } });
    expect(created.active).toBe(true);
  });

  it('takes a propertyName with a property-change event type', async () => {
    const created = await client.subscriptions.create({
      appId,
      body: { eventType: 'contact.propertyChange', propertyName: 'email', active: true },
    });
    expect(created).toMatchObject({ eventType: 'contact.propertyChange', propertyName: 'email', active: true });
  });

  it('refuses a propertyName with any other event type before sending', async () => {
    for (const eventType of ['contact.creation', 'conversation.newMessage', unknownEnumValue('contact.associationChange')] as const) {
      const error = await client.subscriptions.create({ appId, body: { eventType, propertyName: 'email' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe('body.propertyName');
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('refuses an empty event type before sending', async () => {
    await expect(client.subscriptions.create({ appId, body: { eventType: unknownEnumValue('') } })).rejects.toBeInstanceOf(ValidationError);
    expect(fake.requestCount()).toBe(0);
  });

  it('passes on an event type the SDK does not know (through unknownEnumValue); the fake, knowing the same types, refuses it and stores nothing', async () => {
    const error = await client.subscriptions.create({ appId, body: { eventType: unknownEnumValue('contact.teleported') } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      serviceMessage: expect.stringMatching(/^Invalid body\.eventType: 'contact\.teleported' is not one of the documented values \(contact\.propertyChange, /),
      body: { category: 'VALIDATION_ERROR', status: 'error', context: { eventType: ['contact.teleported'] } },
      details: { context: { eventType: ['contact.teleported'] } },
    });
    expect(fake.requestCount('subscriptions.create')).toBe(1);
    expect(fake.state.subscriptions(appId)).toEqual([]);
  });

  it('is sent once under a 503: a retry could create it twice', async () => {
    fake.faults.status([503], { operation: 'subscriptions.create', headers: { 'retry-after': '0' } });
    const error = await client.subscriptions.create({ appId, body: { eventType: 'contact.creation' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, attempts: 1 });
    expect(fake.requestCount('subscriptions.create')).toBe(1);
    expect(fake.state.subscriptions(appId)).toEqual([]);
  });
});

describe('subscriptions.list', () => {
  it('lists the app’s subscriptions, not another app’s, and not archived ones', async () => {
    const a = fake.state.addSubscription(appId, { eventType: 'contact.creation' });
    const b = fake.state.addSubscription(appId, { eventType: 'deal.creation', active: true });
    fake.state.addSubscription(1002, { eventType: 'ticket.creation' });
    fake.state.archiveSubscription(appId, a.id);

    const { results } = await client.subscriptions.list({ appId });
    expect(results.map((s) => s.id)).toEqual([b.id]);
    expect(results[0]).toMatchObject({ eventType: 'deal.creation', active: true });
  });

  it('answers an empty list for an app without subscriptions (they need no settings either)', async () => {
    await expect(client.subscriptions.list({ appId })).resolves.toEqual({ results: [] });
  });

  it('keeps event types the SDK does not know, and unknown fields', async () => {
    fake.state.addSubscription(appId, { eventType: unknownEnumValue('contact.merge'), label: 'from a newer service version' });
    const { results } = await client.subscriptions.list({ appId });
    expect(results[0]).toMatchObject({ eventType: 'contact.merge', label: 'from a newer service version' });
  });
});

describe('subscriptions.get', () => {
  it('accepts the string id the service returned, or the number', async () => {
    const created = await client.subscriptions.create({ appId, body: { eventType: 'company.creation' } });
    await expect(client.subscriptions.get({ appId, subscriptionId: created.id })).resolves.toEqual(created);
    await expect(client.subscriptions.get({ appId, subscriptionId: Number(created.id) })).resolves.toEqual(created);
    expect(fake.requests.map((r) => r.path).slice(-2)).toEqual([`/webhooks/v3/${appId}/subscriptions/1`, `/webhooks/v3/${appId}/subscriptions/1`]);
  });

  it('answers NotFoundError for a subscription of another app', async () => {
    const other = fake.state.addSubscription(1002, { eventType: 'contact.creation' });
    const error = await client.subscriptions.get({ appId, subscriptionId: other.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'OBJECT_NOT_FOUND', serviceMessage: `No subscription ${other.id} in app ${appId}` });
  });

  it.each([['0'], ['-3'], ['abc'], ['7/../8'], ['2147483648'], ['007'], [0], [1.5]])('refuses the id %j before sending', async (subscriptionId) => {
    const error = await client.subscriptions.get({ appId, subscriptionId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('subscriptionId');
    expect(fake.requestCount()).toBe(0);
  });
});

describe('subscriptions.update', () => {
  it('activates and pauses a subscription', async () => {
    const created = fake.state.addSubscription(appId, { eventType: 'ticket.creation' });
    const active = await client.subscriptions.update({ appId, subscriptionId: created.id, body: { active: true } });
    expect(active).toMatchObject({ id: created.id, active: true });
    expect(typeof active.updatedAt).toBe('string');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH', json: { active: true } });

    await client.subscriptions.update({ appId, subscriptionId: Number(created.id), body: { active: false } });
    expect(fake.state.subscription(appId, created.id)?.active).toBe(false);
  });

  it('answers NotFoundError for an archived subscription', async () => {
    const created = fake.state.addSubscription(appId, { eventType: 'ticket.creation' });
    fake.state.archiveSubscription(appId, created.id);
    await expect(client.subscriptions.update({ appId, subscriptionId: created.id, body: { active: true } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is sent once under a 503', async () => {
    const created = fake.state.addSubscription(appId, { eventType: 'ticket.creation' });
    fake.faults.status([503], { operation: 'subscriptions.update', headers: { 'retry-after': '0' } });
    await expect(client.subscriptions.update({ appId, subscriptionId: created.id, body: { active: true } })).rejects.toMatchObject({ status: 503 });
    expect(fake.requestCount('subscriptions.update')).toBe(1);
  });
});

describe('subscriptions.archive', () => {
  it('archives: the subscription leaves get and list, and a second archive answers 404', async () => {
    const created = await client.subscriptions.create({ appId, body: { eventType: 'product.creation', active: true } });
    await expect(client.subscriptions.archive({ appId, subscriptionId: created.id })).resolves.toBeUndefined();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 204 });

    await expect(client.subscriptions.get({ appId, subscriptionId: created.id })).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.subscriptions.list({ appId })).results).toEqual([]);
    expect(fake.state.isArchived(appId, created.id)).toBe(true);
    await expect(client.subscriptions.archive({ appId, subscriptionId: created.id })).rejects.toBeInstanceOf(NotFoundError);
  });
});
