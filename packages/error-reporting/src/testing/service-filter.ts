/**
 * The `serviceFilter.*` query parameters of lists and statistics.
 */
import type { StoredEvent } from './state.js';

/** A predicate keeping the events whose service context matches every given filter field exactly. */
export function serviceFilter(query: URLSearchParams): (event: StoredEvent) => boolean {
  const service = query.get('serviceFilter.service');
  const version = query.get('serviceFilter.version');
  const resourceType = query.get('serviceFilter.resourceType');
  return (event) =>
    (service === null || event.serviceContext.service === service) &&
    (version === null || event.serviceContext.version === version) &&
    (resourceType === null || event.serviceContext.resourceType === resourceType);
}
