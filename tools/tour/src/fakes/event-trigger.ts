import { startEventTriggerFake, type EventTriggerFake } from '@org/event-trigger/testing';
import type { FakeEntry } from './running-fake.js';

/** The event trigger fake; operations finish after one poll. */
export const eventTriggerFake: FakeEntry<EventTriggerFake> = {
  service: 'event-trigger',
  async start(options = {}) {
    const fake = await startEventTriggerFake({ ...options, pollsToComplete: 1 });
    return { service: 'event-trigger', url: fake.url, settings: { token: fake.token, parent: fake.parent }, fake, close: () => fake.close() };
  },
};
