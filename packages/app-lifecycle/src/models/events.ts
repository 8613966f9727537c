import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { DateTimeCount } from './analytics.js';

const count = z.optional(z.number());

/** An event with its counts in the time range. */
export const EventSummary = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  count,
  previous_count: count,
  device_count: count,
  previous_device_count: count,
  count_per_device: count,
  count_per_session: count,
});
/** An event with its counts in the time range. */
export type EventSummary = z.infer<typeof EventSummary>;

/** One page of active events. */
export const EventList = model({
  events: z.optional(z.array(EventSummary)),
  total: count,
  total_devices: count,
});
/** One page of active events. */
export type EventList = z.infer<typeof EventList>;

/** Occurrences of an event per interval. */
export const EventCount = model({
  count: z.optional(z.array(DateTimeCount)),
  total_count: count,
  previous_total_count: count,
});
/** Occurrences of an event per interval. */
export type EventCount = z.infer<typeof EventCount>;

/** Devices that sent an event, per interval. */
export const EventDeviceCount = model({
  devices_count: z.optional(z.array(DateTimeCount)),
  total_devices: count,
  total_devices_with_event: count,
  previous_total_devices_with_event: count,
});
/** Devices that sent an event, per interval. */
export type EventDeviceCount = z.infer<typeof EventDeviceCount>;

/** Occurrences of an event per device, per interval and on average. */
export const EventCountPerDevice = model({
  count_per_device: z.optional(z.array(DateTimeCount)),
  avg_count_per_device: count,
  previous_avg_count_per_device: count,
});
/** Occurrences of an event per device. */
export type EventCountPerDevice = z.infer<typeof EventCountPerDevice>;

/** Occurrences of an event per session, per interval and on average. */
export const EventCountPerSession = model({
  count_per_session: z.optional(z.array(DateTimeCount)),
  avg_count_per_session: count,
  previous_avg_count_per_session: count,
});
/** Occurrences of an event per session. */
export type EventCountPerSession = z.infer<typeof EventCountPerSession>;

/** Property names an event carries. */
export const EventProperties = model({
  event_properties: z.optional(z.array(z.string())),
});
/** Property names an event carries. */
export type EventProperties = z.infer<typeof EventProperties>;

/** Values of an event property, most frequent first. */
export const EventPropertyCounts = model({
  values: z.optional(z.array(model({ name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Values of an event property, most frequent first. */
export type EventPropertyCounts = z.infer<typeof EventPropertyCounts>;
