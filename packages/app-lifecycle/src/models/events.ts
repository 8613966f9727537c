import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { DateTimeCount } from './analytics.js';

const count = z.optional(z.number());

/** An event with its counts in the time range. */
export const EventSummary = model({
  /** The event's id. */
  id: z.optional(z.string()),
  /** The event's name, as the app sent it. */
  name: z.optional(z.string()),
  /** How often the event was sent in the period. */
  count,
  /** How often it was sent in the period before. */
  previous_count: count,
  /** Devices that sent the event in the period. */
  device_count: count,
  /** Devices that sent it in the period before. */
  previous_device_count: count,
  /** Mean sends per device. */
  count_per_device: count,
  /** Mean sends per session. */
  count_per_session: count,
});
/** An event with its counts in the time range. */
export type EventSummary = z.infer<typeof EventSummary>;

/** One page of active events. */
export const EventList = model({
  /** The events of this page. */
  events: z.optional(z.array(EventSummary)),
  /** How many events there are in all. */
  total: count,
  /** Devices active in the period. */
  total_devices: count,
});
/** One page of active events. */
export type EventList = z.infer<typeof EventList>;

/** Occurrences of an event per interval. */
export const EventCount = model({
  /** Sends per interval. */
  count: z.optional(z.array(DateTimeCount)),
  /** Sends over the period. */
  total_count: count,
  /** Sends over the period before. */
  previous_total_count: count,
});
/** Occurrences of an event per interval. */
export type EventCount = z.infer<typeof EventCount>;

/** Devices that sent an event, per interval. */
export const EventDeviceCount = model({
  /** Devices that sent the event, per interval. */
  devices_count: z.optional(z.array(DateTimeCount)),
  /** Devices active in the period. */
  total_devices: count,
  /** Devices that sent the event in the period. */
  total_devices_with_event: count,
  /** Devices that sent the event in the period before. */
  previous_total_devices_with_event: count,
});
/** Devices that sent an event, per interval. */
export type EventDeviceCount = z.infer<typeof EventDeviceCount>;

/** Occurrences of an event per device, per interval and on average. */
export const EventCountPerDevice = model({
  /** Mean sends per device, per interval. */
  count_per_device: z.optional(z.array(DateTimeCount)),
  /** Mean sends per device over the period. */
  avg_count_per_device: count,
  /** Mean sends per device over the period before. */
  previous_avg_count_per_device: count,
});
/** Occurrences of an event per device. */
export type EventCountPerDevice = z.infer<typeof EventCountPerDevice>;

/** Occurrences of an event per session, per interval and on average. */
export const EventCountPerSession = model({
  /** Mean sends per session, per interval. */
  count_per_session: z.optional(z.array(DateTimeCount)),
  /** Mean sends per session over the period. */
  avg_count_per_session: count,
  /** Mean sends per session over the period before. */
  previous_avg_count_per_session: count,
});
/** Occurrences of an event per session. */
export type EventCountPerSession = z.infer<typeof EventCountPerSession>;

/** Property names an event carries. */
export const EventProperties = model({
  /** Names of the event's properties. */
  event_properties: z.optional(z.array(z.string())),
});
/** Property names an event carries. */
export type EventProperties = z.infer<typeof EventProperties>;

/** Values of an event property, most frequent first. */
export const EventPropertyCounts = model({
  /** Each value of the property with how often it was sent. */
  values: z.optional(
    z.array(
      model({
        /** The property value. */
        name: z.optional(z.string()),
        /** Sends of the event with the value in the period. */
        count,
        /** Sends of the event with the value in the period before. */
        previous_count: count,
      }),
    ),
  ),
  /** Sends of the event with the property, all values together. */
  total: count,
});
/** Values of an event property, most frequent first. */
export type EventPropertyCounts = z.infer<typeof EventPropertyCounts>;
