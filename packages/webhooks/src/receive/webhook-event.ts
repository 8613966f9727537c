import * as z from '@org/http-core/light';
import { model, type Model } from '@org/http-core/light';

/** CRM objects whose changes the service delivers. */
export type CrmObjectName = 'contact' | 'company' | 'deal' | 'ticket' | 'product' | 'line_item';
/** Objects with creation, deletion and property-change events: the CRM objects and conversations. */
export type ChangedObjectName = CrmObjectName | 'conversation';

const crmObjects = ['contact', 'company', 'deal', 'ticket', 'product', 'line_item'] as const satisfies readonly CrmObjectName[];
const changedObjects = [...crmObjects, 'conversation'] as const satisfies readonly ChangedObjectName[];

/** Subscription types whose events report one object: created, deleted, restored or deleted for privacy. */
export type ObjectEventType =
  | `${ChangedObjectName}.creation`
  | `${ChangedObjectName}.deletion`
  | `${CrmObjectName}.restore`
  | 'contact.privacyDeletion'
  | 'conversation.privacyDeletion';
/** Subscription types whose events report a property's new value. */
export type PropertyChangeEventType = `${ChangedObjectName}.propertyChange`;
/** Subscription types whose events report a merge of records. */
export type MergeEventType = `${CrmObjectName}.merge`;
/** Subscription types whose events report an association added or removed. */
export type AssociationChangeEventType = `${CrmObjectName}.associationChange`;
/** The subscription type of a new message in a conversation thread. */
export type NewMessageEventType = 'conversation.newMessage';

/**
 * Every subscription type whose event payload the service documents: the event types a subscription takes
 * (`EVENT_TYPES`) and the merge, restore and association-change types of its later versions.
 */
export const WEBHOOK_EVENT_TYPES: readonly KnownWebhookEvent['subscriptionType'][] = [
  ...changedObjects.flatMap((object) => [`${object}.creation`, `${object}.deletion`, `${object}.propertyChange`] as const),
  'contact.privacyDeletion',
  'conversation.privacyDeletion',
  'conversation.newMessage',
  ...crmObjects.flatMap((object) => [`${object}.merge`, `${object}.restore`, `${object}.associationChange`] as const),
];

/** Fields every event of a delivery carries. Fields the SDK does not know are kept, typed `unknown`. */
export interface WebhookEventBase {
  /** The event's identifier: the same event delivered twice (a retry, a duplicate) has the same one. */
  readonly eventId: number;
  /** The subscription the event was delivered for (the API answers its `id` as a string: compare with `Number(id)`). */
  readonly subscriptionId: number;
  /** The account (portal) in which the change happened. */
  readonly portalId: number;
  /** The app the subscription belongs to. */
  readonly appId: number;
  /** When the change happened, epoch milliseconds. */
  readonly occurredAt: number;
  /** What happened: `<object>.<change>`, e.g. `contact.propertyChange`. */
  readonly subscriptionType: string;
  /** Which attempt at delivering this event the request is: `0` first, one more on each retry. */
  readonly attemptNumber: number;
  /** What caused the change (e.g. `CRM_UI`, `API`, `IMPORT`), when the service says. */
  readonly changeSource?: string;
  /** Who or what made the change (e.g. `userId:123`), when the service says. */
  readonly sourceId?: string;
  /** The kind of change (e.g. `CREATED`, `NEW_MESSAGE`), when the service says. */
  readonly changeFlag?: string;
  readonly [field: string]: unknown;
}

/** An object was created, deleted, restored or deleted for privacy. */
export interface ObjectEvent extends WebhookEventBase {
  readonly subscriptionType: ObjectEventType;
  /** The object's identifier. */
  readonly objectId: number;
}

/** A property of an object changed. */
export interface PropertyChangeEvent extends WebhookEventBase {
  readonly subscriptionType: PropertyChangeEventType;
  readonly objectId: number;
  /** The property that changed. */
  readonly propertyName: string;
  /** Its new value, as text; absent when the service sends none. */
  readonly propertyValue?: string;
}

/** Records were merged into one. */
export interface MergeEvent extends WebhookEventBase {
  readonly subscriptionType: MergeEventType;
  readonly objectId: number;
  /** The record that won the merge. */
  readonly primaryObjectId: number;
  /** The records merged into it. */
  readonly mergedObjectIds: readonly number[];
  /** The record the merge produced. */
  readonly newObjectId: number;
  /** How many property values moved to it. */
  readonly numberOfPropertiesMoved: number;
}

/** An association between two objects was added or removed. */
export interface AssociationChangeEvent extends WebhookEventBase {
  readonly subscriptionType: AssociationChangeEventType;
  /** The kind of association, e.g. `CONTACT_TO_COMPANY`. */
  readonly associationType: string;
  readonly fromObjectId: number;
  readonly toObjectId: number;
  /** `true` when the association was removed, `false` when it was added. */
  readonly associationRemoved: boolean;
  /** Whether it is the primary association. */
  readonly isPrimaryAssociation: boolean;
}

/** A message was added to a conversation thread. */
export interface NewMessageEvent extends WebhookEventBase {
  readonly subscriptionType: NewMessageEventType;
  /** The thread. */
  readonly objectId: number;
  readonly messageId: string;
  /** The kind of message, e.g. `MESSAGE` or `COMMENT`. */
  readonly messageType: string;
}

/** An event of a documented subscription type: a union discriminated by `subscriptionType`. */
export type KnownWebhookEvent = ObjectEvent | PropertyChangeEvent | MergeEvent | AssociationChangeEvent | NewMessageEvent;

/**
 * An event of a subscription type the SDK does not know (one the service added later): its fields are all kept,
 * as data.
 */
export interface UnknownWebhookEvent extends WebhookEventBase {
  readonly subscriptionType: string;
}

/**
 * One event of a delivery. {@link isKnownWebhookEvent} tells a documented one, after which `subscriptionType`
 * narrows it to its fields.
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

const knownTypes: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

/** Whether an event is of a documented subscription type (then `switch (event.subscriptionType)` narrows it). */
export function isKnownWebhookEvent(event: WebhookEvent): event is KnownWebhookEvent {
  return knownTypes.has(event.subscriptionType);
}

const base = {
  eventId: z.number(),
  subscriptionId: z.number(),
  portalId: z.number(),
  appId: z.number(),
  occurredAt: z.number(),
  subscriptionType: z.string(),
  attemptNumber: z.number(),
  changeSource: z.optional(z.string()),
  sourceId: z.optional(z.string()),
  changeFlag: z.optional(z.string()),
};
const objectEvent = model({ ...base, objectId: z.number() });
const propertyChangeEvent = model({ ...base, objectId: z.number(), propertyName: z.string(), propertyValue: z.optional(z.string()) });
const mergeEvent = model({
  ...base,
  objectId: z.number(),
  primaryObjectId: z.number(),
  mergedObjectIds: z.array(z.number()),
  newObjectId: z.number(),
  numberOfPropertiesMoved: z.number(),
});
const associationChangeEvent = model({
  ...base,
  associationType: z.string(),
  fromObjectId: z.number(),
  toObjectId: z.number(),
  associationRemoved: z.boolean(),
  isPrimaryAssociation: z.boolean(),
});
const newMessageEvent = model({ ...base, objectId: z.number(), messageId: z.string(), messageType: z.string() });
const unknownEvent = model(base);

/** The schema an event of this subscription type is checked against. @internal */
export function webhookEventSchema(subscriptionType: unknown): Model {
  if (typeof subscriptionType !== 'string' || !knownTypes.has(subscriptionType)) return unknownEvent;
  const change = subscriptionType.slice(subscriptionType.indexOf('.') + 1);
  switch (change) {
    case 'propertyChange':
      return propertyChangeEvent;
    case 'merge':
      return mergeEvent;
    case 'associationChange':
      return associationChangeEvent;
    case 'newMessage':
      return newMessageEvent;
    default:
      return objectEvent;
  }
}
