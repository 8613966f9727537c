import { ValidationError } from '@org/http-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { batchUpdateOutcomes } from './batch-outcomes.js';
import type { BatchError, BatchUpdateResponse } from './models/batch.js';
import type { Subscription } from './models/subscription.js';
import { startWebhooksFake } from './testing/index.js';

const fake = await startWebhooksFake({ appIds: [1001, 1002] });
const appId = 1001;
afterAll(() => fake.close());

describe('subscriptions.batchUpdate against the fake', () => {
  beforeEach(() => fake.reset());

  it('answers 200 when every input was applied, and every outcome is updated', async () => {
    const client = fake.client({ validation: 'strict' });
    const a = fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });
    const b = fake.state.addSubscription(appId, { eventType: 'deal.creation', active: true });
    const inputs = [
      { id: a.id, active: false },
      { id: Number(b.id), active: false },
    ];

    const { data, response } = await client.subscriptions.batchUpdate({ appId, body: { inputs } }).withResponse();
    expect(response.status).toBe(200);
    expect(data.errors).toBeUndefined();
    const report = batchUpdateOutcomes(inputs, data);
    expect(report.allUpdated).toBe(true);
    expect(report.outcomes.map((o) => [o.id, o.outcome])).toEqual([
      [a.id, 'updated'],
      [b.id, 'updated'],
    ]);
    expect(fake.state.subscriptions(appId).map((s) => s.active)).toEqual([false, false]);
  });

  it('sends ids as integers, whichever form was given', async () => {
    const client = fake.client();
    const a = fake.state.addSubscription(appId, { eventType: 'contact.creation' });
    await client.subscriptions.batchUpdate({ appId, body: { inputs: [{ id: a.id, active: true }] } });
    expect(fake.requests.at(-1)?.json).toEqual({ inputs: [{ id: Number(a.id), active: true }] });
  });

  it('answers 207 with an error per input it could not apply; nothing failed is reported as done', async () => {
    const client = fake.client({ validation: 'strict' });
    const kept = fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });
    const archived = fake.state.addSubscription(appId, { eventType: 'deal.creation', active: true });
    const otherApp = fake.state.addSubscription(1002, { eventType: 'ticket.creation', active: true });
    fake.state.archiveSubscription(appId, archived.id);
    const inputs = [
      { id: kept.id, active: false },
      { id: archived.id, active: true },
      { id: otherApp.id, active: false },
      { id: 999, active: false },
    ];

    const { data, response } = await client.subscriptions.batchUpdate({ appId, body: { inputs } }).withResponse();
    expect(response.status).toBe(207);
    expect(data.numErrors).toBe(3);

    const report = batchUpdateOutcomes(inputs, data);
    expect(report.allUpdated).toBe(false);
    expect(report.updated.map((o) => o.id)).toEqual([kept.id]);
    expect(report.updated[0]?.subscription.active).toBe(false);
    expect(report.failed.map((o) => o.id)).toEqual([archived.id, otherApp.id, '999']);
    expect(report.failed[2]?.error).toMatchObject({ message: `No subscription 999 in app ${appId}`, category: { name: 'OBJECT_NOT_FOUND' } });
    expect(report.unconfirmed).toEqual([]);

    expect(fake.state.subscription(appId, kept.id)?.active).toBe(false);
    expect(fake.state.subscription(1002, otherApp.id)?.active).toBe(true);
  });

  it('refuses an empty batch and bad ids before sending', async () => {
    const client = fake.client();
    await expect(client.subscriptions.batchUpdate({ appId, body: { inputs: [] } })).rejects.toBeInstanceOf(ValidationError);
    const error = await client.subscriptions
      .batchUpdate({ appId, body: { inputs: [{ id: 'seven', active: true }] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('body.inputs.0.id');
    expect(fake.requestCount()).toBe(0);
  });

  it('is sent once under a 503', async () => {
    const client = fake.client();
    const a = fake.state.addSubscription(appId, { eventType: 'contact.creation', active: true });
    fake.faults.status([503], { operation: 'subscriptions.batchUpdate', headers: { 'retry-after': '0' } });
    await expect(client.subscriptions.batchUpdate({ appId, body: { inputs: [{ id: a.id, active: false }] } })).rejects.toMatchObject({
      status: 503,
    });
    expect(fake.requestCount('subscriptions.batchUpdate')).toBe(1);
    expect(fake.state.subscription(appId, a.id)?.active).toBe(true);
  });
});

describe('batchUpdateOutcomes', () => {
  const subscription = (id: string): Subscription => ({ id, eventType: 'contact.creation', active: false, createdAt: '2024-01-01T00:00:00Z' });
  const error = (context: Record<string, string[]>, extra: Partial<BatchError> = {}): BatchError => ({
    status: 'error',
    category: 'OBJECT_NOT_FOUND',
    message: 'not found',
    errors: [],
    context,
    links: {},
    ...extra,
  });
  const answer = (results: Subscription[], errors?: BatchError[], status: BatchUpdateResponse['status'] = 'COMPLETE'): BatchUpdateResponse => ({
    status,
    results,
    startedAt: '2024-01-01T00:00:00Z',
    completedAt: '2024-01-01T00:00:01Z',
    ...(errors ? { errors, numErrors: errors.length } : {}),
  });

  it('counts an input neither in the results nor in an error as unconfirmed, not updated', () => {
    const inputs = [
      { id: 1, active: false },
      { id: 2, active: false },
    ];
    const report = batchUpdateOutcomes(inputs, answer([subscription('1')], undefined, 'PROCESSING'));
    expect(report.status).toBe('PROCESSING');
    expect(report.outcomes.map((o) => o.outcome)).toEqual(['updated', 'unconfirmed']);
    expect(report.unconfirmed[0]).toMatchObject({ id: '2', input: { id: 2, active: false } });
    expect(report.allUpdated).toBe(false);
  });

  it('counts an input an error names as failed, even when the results list it', () => {
    const report = batchUpdateOutcomes([{ id: '5', active: true }], answer([subscription('5')], [error({ ids: ['5'] })]));
    expect(report.outcomes.map((o) => o.outcome)).toEqual(['failed']);
    expect(report.allUpdated).toBe(false);
  });

  it('finds the input an error names under any context key, or in its id', () => {
    const inputs = [
      { id: 3, active: true },
      { id: 4, active: true },
    ];
    const report = batchUpdateOutcomes(inputs, answer([], [error({ subscriptionIds: ['3'] }), error({}, { id: '4' })]));
    expect(report.failed.map((o) => o.id)).toEqual(['3', '4']);
    expect(report.otherErrors).toEqual([]);
  });

  it('keeps errors that name no input apart', () => {
    const unrelated = error({ reason: ['rate limited'] });
    const report = batchUpdateOutcomes([{ id: 9, active: true }], answer([], [unrelated]));
    expect(report.otherErrors).toEqual([unrelated]);
    expect(report.outcomes.map((o) => o.outcome)).toEqual(['unconfirmed']);
  });

  it('is not all updated for no inputs', () => {
    expect(batchUpdateOutcomes([], answer([])).allUpdated).toBe(false);
  });
});
