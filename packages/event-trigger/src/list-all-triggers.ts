import type { CallOptions } from '@org/http-core';
import type { EventTriggerClient } from './client.js';
import type { Trigger } from './models/trigger.js';

/** What {@link listAllTriggers} collects. */
export interface AllTriggers {
  /** Every trigger listed, in the order of the pages. */
  readonly triggers: Trigger[];
  /** Locations that could not be reached (their triggers are missing), each named once. */
  readonly unreachable: string[];
}

/**
 * Walks every page of `triggers.list` and returns the triggers together with the locations that could
 * not be reached, which a plain `for await` over the list does not show.
 *
 * @example
 * ```ts
 * const { triggers, unreachable } = await listAllTriggers(client, { parent: 'projects/my-project/locations/-' });
 * if (unreachable.length > 0) console.warn('incomplete list, unreachable:', unreachable);
 * ```
 */
export async function listAllTriggers(
  client: EventTriggerClient,
  input: Parameters<EventTriggerClient['triggers']['list']>[0],
  options: CallOptions = {},
): Promise<AllTriggers> {
  const triggers: Trigger[] = [];
  const unreachable = new Set<string>();
  for await (const page of client.triggers.list(input, options).byPage()) {
    triggers.push(...page.items);
    for (const location of page.body.unreachable ?? []) unreachable.add(location);
  }
  return { triggers, unreachable: [...unreachable] };
}
