import { eventTriggerServiceInfo } from '@org/event-trigger';
import { startEventTriggerFake, type EventTriggerFake } from '@org/event-trigger/testing';
import { parseFakeOptions, positiveInteger } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = { pollsToComplete: positiveInteger('reads of a long-running operation before it is done (default here 1)', '5') };

/** The event trigger fake; operations finish after one poll unless told otherwise. */
export const eventTriggerFake: FakeEntry<EventTriggerFake> = {
  service: eventTriggerServiceInfo.name,
  options,
  async start({ options: given, ...listen } = {}) {
    const fake = await startEventTriggerFake({ pollsToComplete: 1, ...listen, ...parseFakeOptions(eventTriggerServiceInfo.name, options, given) });
    return {
      service: eventTriggerServiceInfo.name,
      url: fake.url,
      settings: { token: fake.token, parent: fake.parent },
      sample: { method: 'GET', path: `/v1beta1/projects/${fake.project}/locations`, headers: { Authorization: `Bearer ${fake.token}` } },
      fake,
      close: () => fake.close(),
    };
  },
};
