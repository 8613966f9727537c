import { createEventTriggerClient, grantRole, type EventTriggerClient } from '@org/event-trigger';
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
