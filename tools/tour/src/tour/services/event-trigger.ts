import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventTriggerClient, grantRole, readTriggerEvent, type EventTriggerClient, type TriggerEvent } from '@org/event-trigger';
import type { EventTriggerFake } from '@org/event-trigger/testing';
import { eventTriggerFake } from '../../fakes/event-trigger.js';
import { defineTour } from '../service-tour.js';
import { check } from '../step.js';

/** Event triggers: long-running changes and access policies. */
export const eventTriggerTour = defineTour<EventTriggerClient, EventTriggerFake>({
  fake: eventTriggerFake,
  settingNames: ['token', 'parent'],
  client: (target, common) => createEventTriggerClient({ baseUrl: target.baseUrl, token: target.settings.token!, ...common }),
  steps: [
    {
      task: 'create a trigger and wait for its operation',
      async run({ client, target }) {
        const triggerId = `tour-${Date.now().toString(36)}`;
        const states: string[] = [];
        const trigger = await client.triggers.create(
          {
            parent: target.settings.parent!,
            triggerId,
            body: {
              matchingCriteria: [{ attribute: 'type', value: 'google.cloud.pubsub.topic.v1.messagePublished' }],
              destination: { cloudRunService: { service: 'orders-handler', region: 'us-central1' } },
            },
          },
          { intervalMs: 10, onProgress: (state) => states.push(state.done ? 'done' : 'running') },
        );
        check(trigger.name?.endsWith(`/triggers/${triggerId}`), `unexpected trigger ${trigger.name}`);
        // The first state is the answer to the create; each later one is a poll.
        return { operations: ['triggers.create', ...states.slice(1).map(() => 'operations.get')], result: `${triggerId} ready (${states.join(' → ')})` };
      },
    },
    {
      task: 'receive the events a trigger matches at its destination, read as typed CloudEvents, a duplicate handled once',
      fakeOnly: true,
      async run({ client, target }) {
        const type = 'google.cloud.storage.object.v1.finalized';
        const handled = new Map<string, TriggerEvent>();
        let received = 0;
        const destination = createServer((req, res) => {
          readTriggerEvent(req).then(
            (event) => {
              received++;
              handled.set(`${event.source}\n${event.id}`, event);
              res.writeHead(204).end();
            },
            () => res.writeHead(400).end(),
          );
        });
        await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
        try {
          const triggerId = `tour-events-${Date.now().toString(36)}`;
          let polls = -1; // the first state is the answer to the create
          await client.triggers.create(
            {
              parent: target.settings.parent!,
              triggerId,
              body: {
                matchingCriteria: [{ attribute: 'type', value: type }],
                destination: { cloudRunService: { service: 'tour-receiver', region: 'us-central1', path: '/events' } },
              },
            },
            { intervalMs: 10, onProgress: () => polls++ },
          );
          const fake = target.fake!;
          fake.route('tour-receiver', `http://127.0.0.1:${(destination.address() as AddressInfo).port}`);
          const source = '//storage.googleapis.com/projects/_/buckets/tour-bucket';
          fake.publish({ type, source, subject: 'objects/report.csv', data: { name: 'report.csv', size: '42' } }, { duplicate: true });
          fake.publish({ type: 'google.cloud.storage.object.v1.deleted', source, subject: 'objects/old.csv' });
          await fake.outbox.flush();
          const [event] = handled.values();
          check(received === 2 && handled.size === 1, `the destination received ${received} deliveries of ${handled.size} events`);
          check(event!.type === type && event!.subject === 'objects/report.csv' && (event!.data as { name?: string }).name === 'report.csv', 'the event was not read as sent');
          return { operations: ['triggers.create', ...Array.from({ length: polls }, () => 'operations.get')], result: `${event!.type} for ${event!.subject} (${event!.mode} mode), delivered twice, handled once` };
        } finally {
          await new Promise<void>((resolve) => destination.close(() => resolve()));
        }
      },
    },
    {
      task: 'grant a viewer on the trigger through the etag-safe policy loop',
      async run({ client, target }) {
        const [trigger] = await client.triggers.list({ parent: target.settings.parent! }, { maxItems: 1 }).toArray();
        check(trigger?.name, 'no trigger to grant on');
        await grantRole(client, { resource: trigger.name, role: 'roles/eventarc.viewer', member: 'user:alice@example.com' });
        const policy = await client.accessPolicies.get({ resource: trigger.name });
        const viewers = policy.bindings?.find((b) => b.role === 'roles/eventarc.viewer')?.members ?? [];
        check(viewers.includes('user:alice@example.com'), 'alice is not a viewer');
        return { operations: ['triggers.list', 'accessPolicies.get', 'accessPolicies.set', 'accessPolicies.get'], result: `viewers: ${viewers.join(', ')}` };
      },
    },
  ],
});
