// Installed @org/event-trigger: the fake from @org/event-trigger/testing, a long-running create polled to the end, one typed error.
import { createEventTriggerClient, NotFoundError } from '@org/event-trigger';
import { sampleTrigger, startEventTriggerFake } from '@org/event-trigger/testing';

await using fake = await startEventTriggerFake({ pollsToComplete: 1 });
const client = createEventTriggerClient({ baseUrl: fake.url, token: fake.token });
const trigger = await client.triggers.create({ parent: fake.parent, triggerId: 'orders', body: sampleTrigger() }, { intervalMs: 1 });
if (trigger.name !== `${fake.parent}/triggers/orders`) throw new Error(`unexpected trigger ${JSON.stringify(trigger)}`);
const missing = await client.triggers.get({ name: `${fake.parent}/triggers/missing` }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`triggers.create, polled -> ${trigger.name}; a missing trigger -> NotFoundError ${missing.code}`);
