/**
 * A long-running operation's whole wait is bounded by the call's `totalTimeout`: against an operation that never
 * completes, awaiting the poller ends with a `TimeoutError` (scope `total`) at the deadline, and polling stops
 * there (a poll already on its way may still arrive; none follows it). The packages with long-running operations: event-trigger.
 */
import { createEventTriggerClient } from '@org/event-trigger';
import { startEventTriggerFake, type EventTriggerFake } from '@org/event-trigger/testing';
import { isTimeoutError, type TimeoutError } from '@org/http-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quietOptions } from '../harness/fake-session.js';
import { settle, waitFor } from '../harness/settle.js';
import { record } from '../report/records.js';

/** Far longer than any request takes on a busy machine: the deadline passes when the test moves the clock. */
const TOTAL_MS = 60_000;

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
    // The deadline is measured with performance.now(), which the test controls: it passes once the fake has
    // answered three polls, however slow the machine is (timers stay real, so polls go on meanwhile).
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const pending = settle(
        Promise.resolve(
          client.triggers.create(
            { parent: fake.parent, triggerId: 'never-done', body: { matchingCriteria: [{ attribute: 'type', value: 'google.cloud.pubsub.topic.v1.messagePublished' }], destination: { cloudRunService: { service: 'orders', region: 'us-central1' } } } },
            { totalTimeout: TOTAL_MS, intervalMs: 20, maxIntervalMs: 40 },
          ),
        ),
        30_000,
      );
      await waitFor(() => polls() >= 3, 'three polls of the operation', 30_000);
      const pollsBeforeDeadline = polls();
      vi.advanceTimersByTime(TOTAL_MS);
      const outcome = await pending;
      // Polls are sequential and each is answered before the next decision: by the end, only the one on its way
      // when the deadline passed may have been added, and none can follow.
      const pollsAtEnd = polls();
      await new Promise((resolve) => setTimeout(resolve, 100));
      entry.mistakenRequests = polls() - pollsAtEnd;
      expect(outcome.ok).toBe(false);
      const error = outcome.ok ? undefined : (outcome.error as TimeoutError);
      expect(isTimeoutError(error), String(error)).toBe(true);
      expect(error).toMatchObject({ scope: 'total', timeoutMs: TOTAL_MS });
      expect(pollsAtEnd - pollsBeforeDeadline).toBeLessThanOrEqual(1);
      expect(polls()).toBe(pollsAtEnd);
    } finally {
      vi.useRealTimers();
    }
  });
});
