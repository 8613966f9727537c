import { eventTypes } from '../models/event-type.js';
import type { StoredConfiguration } from './state.js';

const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The event types a configuration is sent: those it includes, or every known type but those it excludes. */
export function configuredTypes(stored: StoredConfiguration): string[] {
  const included = stored.eventConfigs.filter((config) => config.includeMode === 'INCLUDE').map((config) => config.eventType);
  const excluded = new Set(stored.eventConfigs.filter((config) => config.includeMode === 'EXCLUDE').map((config) => config.eventType));
  return included.length > 0 ? included : eventTypes.filter((type) => !excluded.has(type));
}

/** Whether the fake may send to an address: loopback only, so that a test never reaches the network. */
export function isLoopback(url: string): boolean {
  return loopbackHosts.has(new URL(url).hostname);
}
