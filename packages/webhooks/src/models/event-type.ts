import type * as z from '@org/http-core/light';
import { notEmpty, openEnum } from '@org/http-core/light';

/**
 * Event types the service documents (version v3), each `<object>.<change>`. The service may add more;
 * {@link EventType} accepts values outside this list so that a new one never breaks a caller.
 */
export const EVENT_TYPES = [
  'contact.propertyChange',
  'company.propertyChange',
  'deal.propertyChange',
  'ticket.propertyChange',
  'product.propertyChange',
  'line_item.propertyChange',
  'contact.creation',
  'contact.deletion',
  'contact.privacyDeletion',
  'company.creation',
  'company.deletion',
  'deal.creation',
  'deal.deletion',
  'ticket.creation',
  'ticket.deletion',
  'product.creation',
  'product.deletion',
  'line_item.creation',
  'line_item.deletion',
  'conversation.creation',
  'conversation.deletion',
  'conversation.newMessage',
  'conversation.privacyDeletion',
  'conversation.propertyChange',
] as const;

/** A known event type. */
export type KnownEventType = (typeof EVENT_TYPES)[number];

/**
 * The kind of change a subscription listens for: one of {@link EVENT_TYPES} (they autocomplete), or a
 * value the service added later.
 */
export const EventType = openEnum(EVENT_TYPES).check(notEmpty);
/** The kind of change a subscription listens for. */
export type EventType = z.infer<typeof EventType>;

/** Whether `eventType` is one of the documented values. */
export function isKnownEventType(eventType: string): eventType is KnownEventType {
  return (EVENT_TYPES as readonly string[]).includes(eventType);
}

/**
 * Whether `eventType` reports changes of a property (`contact.propertyChange`, ...). Only these
 * subscriptions take a `propertyName`.
 */
export function isPropertyChangeEventType(eventType: string): boolean {
  return eventType.endsWith('.propertyChange');
}
