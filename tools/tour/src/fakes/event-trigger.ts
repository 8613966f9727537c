import { eventTriggerServiceInfo } from '@org/event-trigger';
import { startEventTriggerFake, type EventTriggerFake } from '@org/event-trigger/testing';
import { defineFake } from './define-fake.js';
import { positiveInteger } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = { pollsToComplete: positiveInteger('reads of a long-running operation before it is done (default here 1)', '5') };

/** The event trigger fake; operations finish after one poll unless told otherwise. */
export const eventTriggerFake: FakeEntry<EventTriggerFake> = defineFake({
  service: eventTriggerServiceInfo.name,
  options,
  defaults: { pollsToComplete: 1 },
  start: startEventTriggerFake,
  show: (fake) => ({
    settings: { token: fake.token, parent: fake.parent },
    sample: { method: 'GET', path: `/v1beta1/projects/${fake.project}/locations`, headers: { Authorization: `Bearer ${fake.token}` } },
  }),
});
