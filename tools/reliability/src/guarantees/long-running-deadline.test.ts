/**
 * A long-running operation's whole wait is bounded by the call's `totalTimeout`: against an operation that never
 * completes, awaiting the poller ends with a `TimeoutError` (scope `total`) at the deadline, and polling stops
 * there (a poll already on its way may still arrive; none follows it). The packages with long-running operations: event-trigger.
 */
import { createEventTriggerClient } from '@org/event-trigger';
import { startEventTriggerFake, type EventTriggerFake } from '@org/event-trigger/testing';
import { isTimeoutError, type TimeoutError } from '@org/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietOptions } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { record } from '../report/records.js';

const TOTAL_MS = 300;

describe('event-trigger', () => {
  let fake: EventTriggerFake;
  beforeAll(async () => {
    fake = await startEventTriggerFake({ pollsToComplete: 1_000_000 });
  });
  afterAll(() => fake.close());

  it(`triggers.create: an operation that never completes ends at totalTimeout ${TOTAL_MS} ms, no poll after it`, async (context) => {
    const entry = record(context, 'fault', 'event-trigger', 'long-running wait past totalTimeout');
    const client = createEventTriggerClient({ ...quietOptions, baseUrl: fake.url, token: fake.token });
    const polls = () => fake.requests.filter((request) => request.operationId === 'operations.get').length;
    const outcome = await settle(
      Promise.resolve(
        client.triggers.create(
          { parent: fake.parent, triggerId: 'never-done', body: { matchingCriteria: [{ attribute: 'type', value: 'google.cloud.pubsub.topic.v1.messagePublished' }], destination: { cloudRunService: { service: 'orders', region: 'us-central1' } } } },
          { totalTimeout: TOTAL_MS, intervalMs: 20, maxIntervalMs: 40 },
        ),
      ),
    );
    // A poll already on its way when the deadline came may still reach the fake: let it arrive, then count.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pollsAtEnd = polls();
    await new Promise((resolve) => setTimeout(resolve, 300));
    entry.mistakenRequests = polls() - pollsAtEnd;
    expect(outcome.ok).toBe(false);
    const error = outcome.ok ? undefined : (outcome.error as TimeoutError);
    expect(isTimeoutError(error), String(error)).toBe(true);
    expect(error!.scope).toBe('total');
    expect(pollsAtEnd).toBeGreaterThan(1);
    expect(polls()).toBe(pollsAtEnd);
  });
});
