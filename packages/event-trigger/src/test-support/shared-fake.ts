/** Test support (not shipped): the fake and a client on it, shared by the tests of one file. */
import { afterAll, beforeEach } from 'vitest';
import { createEventTriggerClient, type EventTriggerClient } from '../client.js';
import { startEventTriggerFake, type EventTriggerFake, type EventTriggerFakeOptions } from '../testing/index.js';

/**
 * Starts the fake for the tests of the file that awaits it at its top level, with a client on it logging errors
 * only: back to its start before each test, closed after the last.
 */
export async function shareFake(options: EventTriggerFakeOptions = {}): Promise<{ readonly fake: EventTriggerFake; readonly client: EventTriggerClient }> {
  const fake = await startEventTriggerFake(options);
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  return { fake, client: createEventTriggerClient({ baseUrl: fake.url, token: fake.token, logLevel: 'error' }) };
}
