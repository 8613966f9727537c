import { defineListOperation, defineOperation, offsetPaging } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import {
  EventCount,
  EventCountPerDevice,
  EventCountPerSession,
  EventDeviceCount,
  EventList,
  EventProperties,
  EventPropertyCounts,
} from '../models/events.js';
import { appName, appParams, end, eventName, ownerName, skip, start, timeRange, top, versionList, versions } from './params.js';

/**
 * Lists the events active in the time range with their counts. Pages with `$top`/`$skip`: give `top`
 * for the page size; the method then walks the pages.
 */
export const eventsList = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events',
  summary: 'Active events in the time range ordered by event',
  pathParams: appParams,
  query: {
    start,
    end,
    versions,
    eventName: { schema: z.optional(versionList()), name: 'event_name', description: 'Only these events (an array, sent "|"-separated).' },
    top,
    skip,
    inlineCount: { schema: z.optional(openEnum(['allpages', 'none'])), name: '$inlinecount', description: 'Include the total count.' },
    orderBy: { schema: z.optional(z.string()), name: '$orderby', description: 'Sort, e.g. "count desc".' },
  },
  response: EventList,
  pagination: offsetPaging({ items: 'events', offsetParam: 'skip', limitParam: 'top' }),
});

/** Deletes the event with the given name, with its logs. */
export const eventsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}',
  summary: 'Delete events with the given names',
  pathParams: { ownerName, appName, eventName },
});

/** Deletes the logs of the event with the given name. */
export const eventsDeleteLogs = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/event_logs/{event_name}',
  summary: 'Delete events with the given names',
  pathParams: { ownerName, appName, eventName },
});

/** Occurrences of an event per device, per day and on average. */
export const eventsCountPerDevice = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}/count_per_device',
  summary: 'Events per device by interval',
  pathParams: { ownerName, appName, eventName },
  query: timeRange,
  response: EventCountPerDevice,
});

/** Occurrences of an event per session, per day and on average. */
export const eventsCountPerSession = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}/count_per_session',
  summary: 'Events per session by interval',
  pathParams: { ownerName, appName, eventName },
  query: timeRange,
  response: EventCountPerSession,
});

/** Devices that sent an event, per day and in total. */
export const eventsDeviceCount = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}/device_count',
  summary: 'Devices for an event by interval',
  pathParams: { ownerName, appName, eventName },
  query: timeRange,
  response: EventDeviceCount,
});

/** Occurrences of an event per day and in total. */
export const eventsEventCount = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}/event_count',
  summary: 'Events by interval',
  pathParams: { ownerName, appName, eventName },
  query: timeRange,
  response: EventCount,
});

/** Names of the properties an event carries. */
export const eventsProperties = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}/properties',
  summary: 'Event properties',
  pathParams: { ownerName, appName, eventName },
  response: EventProperties,
});

/** Values of one event property with their counts, most frequent first. */
export const eventsPropertyCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/events/{event_name}/properties/{event_property_name}/counts',
  summary: 'Property value counts in descending order',
  pathParams: {
    ownerName,
    appName,
    eventName,
    eventPropertyName: { schema: z.string().check(z.minLength(1)), name: 'event_property_name', description: 'Name of the event property.' },
  },
  query: { start, end, versions, top },
  response: EventPropertyCounts,
});

/** Custom events the app sends, their counts and properties. */
export const eventsGroup = {
  list: eventsList,
  delete: eventsDelete,
  deleteLogs: eventsDeleteLogs,
  countPerDevice: eventsCountPerDevice,
  countPerSession: eventsCountPerSession,
  deviceCount: eventsDeviceCount,
  eventCount: eventsEventCount,
  properties: eventsProperties,
  propertyCounts: eventsPropertyCounts,
};
