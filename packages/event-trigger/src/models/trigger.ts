import { resourceNameSchema } from '@org/http-core/google';
import { boundedString, inputRecordOf, model, notEmpty, plainCheck, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { TRIGGER_NAME } from '../resource-names.js';

// Each model of a trigger's criteria and destination comes twice: as the service answers it (`MatchingCriteria`,
// `CloudRunService`, `Destination`), checked for its types only, since the service never answers an empty
// attribute, value, service or region, so that a page that only lists or reads triggers carries no length check;
// and as it is sent (`New…`), where an empty one is refused before sending. Same fields, same types.

/** One CloudEvents attribute an event must carry, with its exact value, as the service answers it. */
export const MatchingCriteria = model({
  /** A CloudEvents attribute name; every trigger needs one criterion on `type`. */
  attribute: z.string(),
  /** The value the attribute must equal. */
  value: z.string(),
});
/** One CloudEvents attribute an event must carry, with its exact value. */
export type MatchingCriteria = z.infer<typeof MatchingCriteria>;

/** One CloudEvents attribute an event must carry, with its exact value, to send: neither may be empty. */
export const NewMatchingCriteria = model({
  /** A CloudEvents attribute name; every trigger needs one criterion on `type`. */
  attribute: boundedString(),
  /** The value the attribute must equal. */
  value: boundedString(),
});
/** One CloudEvents attribute an event must carry, with its exact value, to send. */
export type NewMatchingCriteria = z.input<typeof NewMatchingCriteria>;

/** A Cloud Run service that receives the events, as the service answers it. */
export const CloudRunService = model({
  /** Name of the service, in the same project as the trigger. */
  service: z.string(),
  /** Region the service is deployed in. */
  region: z.string(),
  /** Relative path on the service the events are sent to, e.g. `/events`. */
  path: z.optional(z.string()),
});
/** A Cloud Run service that receives the events. */
export type CloudRunService = z.infer<typeof CloudRunService>;

/** A Cloud Run service that receives the events, to send: its name and region may not be empty. */
export const NewCloudRunService = model({
  /** Name of the service, in the same project as the trigger. */
  service: boundedString(),
  /** Region the service is deployed in. */
  region: boundedString(),
  /** Relative path on the service the events are sent to, e.g. `/events`. */
  path: z.optional(z.string()),
});
/** A Cloud Run service that receives the events, to send. */
export type NewCloudRunService = z.input<typeof NewCloudRunService>;

/** Where a trigger delivers events, as the service answers it. */
export const Destination = model({
  /** A Cloud Run service destination. */
  cloudRunService: z.optional(CloudRunService),
});
/** Where a trigger delivers events. */
export type Destination = z.infer<typeof Destination>;

/** Where a trigger delivers events, to send. */
export const NewDestination = model({
  /** A Cloud Run service destination. */
  cloudRunService: z.optional(NewCloudRunService),
});
/** Where a trigger delivers events, to send. */
export type NewDestination = z.input<typeof NewDestination>;

/** The Pub/Sub intermediary a trigger delivers through. */
export const Pubsub = model({
  /** Topic name, `projects/{project}/topics/{topic}`; settable for Pub/Sub-published events only. */
  topic: z.optional(z.string()),
  /** Subscription managed by the service (output only). */
  subscription: z.optional(z.string()),
});
/** The Pub/Sub intermediary a trigger delivers through. */
export type Pubsub = z.infer<typeof Pubsub>;

/** Intermediaries the service uses to deliver a trigger's events. */
export const Transport = model({
  /** The Pub/Sub topic and subscription used for delivery. */
  pubsub: z.optional(Pubsub),
});
/** Intermediaries the service uses to deliver a trigger's events. */
export type Transport = z.infer<typeof Transport>;

/**
 * A trigger as the service returns it: which events (`matchingCriteria`) go where (`destination`).
 * Unknown fields are kept, so a read-modify-write sends them back unchanged.
 */
export const Trigger = model({
  /** `projects/{project}/locations/{location}/triggers/{trigger}`. */
  name: z.string(),
  /** Events must match every criterion; one of them is on the `type` attribute. */
  matchingCriteria: z.array(MatchingCriteria),
  /** Where matching events are delivered. */
  destination: Destination,
  /** Service account e-mail the trigger acts as. */
  serviceAccount: z.optional(z.string()),
  /** User labels. */
  labels: z.optional(recordOf(z.string())),
  /** Delivery intermediaries (mostly output only). */
  transport: z.optional(Transport),
  /** Checksum of the trigger's current value (output only); pass it to `triggers.delete` to delete only that version. */
  etag: z.optional(z.string()),
  /** Creation time, ISO 8601 (output only). */
  createTime: z.optional(z.string()),
  /** Last modification time, ISO 8601 (output only). */
  updateTime: z.optional(z.string()),
});
/** A trigger as the service returns it. */
export type Trigger = z.infer<typeof Trigger>;

const hasTypeCriterion = (criteria: ReadonlyArray<{ attribute: string }>) => criteria.some((criterion) => criterion.attribute === 'type');

/**
 * A trigger to create. `name` is optional (the service derives it from the parent and the trigger id);
 * `matchingCriteria` must include one criterion on the `type` attribute.
 */
export const NewTrigger = model({
  /** Leave out: the service names the trigger from `parent` and `triggerId`. When given, it must agree with them. */
  name: z.optional(resourceNameSchema(TRIGGER_NAME)),
  /** Which events the trigger matches; must include the `type` attribute. */
  matchingCriteria: z
    .array(NewMatchingCriteria)
    .check(notEmpty, plainCheck(hasTypeCriterion, "must include a criterion on the 'type' attribute")),
  /** Where matching events are delivered. */
  destination: NewDestination,
  /** Service account e-mail the trigger acts as. */
  serviceAccount: z.optional(z.string()),
  /** User labels. */
  labels: z.optional(inputRecordOf(z.string())),
  /** Delivery intermediaries; only `pubsub.topic` may be set. */
  transport: z.optional(Transport),
});
/** A trigger to create. */
export type NewTrigger = z.input<typeof NewTrigger>;

/**
 * The fields of a trigger update. Every field is optional; `updateMask` says which ones count (see
 * {@link triggerPatch}). `matchingCriteria`, when sent, must still include the `type` attribute.
 */
export const TriggerPatch = model({
  /** The trigger's name; when given, it must equal the `name` parameter. */
  name: z.optional(resourceNameSchema(TRIGGER_NAME)),
  /** Events must match every criterion; one of them is on the `type` attribute. */
  matchingCriteria: z.optional(
    z.array(NewMatchingCriteria).check(notEmpty, plainCheck(hasTypeCriterion, "must include a criterion on the 'type' attribute")),
  ),
  /** Where matching events are delivered. */
  destination: z.optional(NewDestination),
  /** Service account e-mail the trigger acts as. */
  serviceAccount: z.optional(z.string()),
  /** User labels. */
  labels: z.optional(inputRecordOf(z.string())),
  /** Delivery intermediaries (mostly output only). */
  transport: z.optional(Transport),
  /** Output only; accepted so that a trigger read earlier can be sent back as a whole. */
  etag: z.optional(z.string()),
  /** Output only; accepted so that a trigger read earlier can be sent back as a whole. */
  createTime: z.optional(z.string()),
  /** Output only; accepted so that a trigger read earlier can be sent back as a whole. */
  updateTime: z.optional(z.string()),
});
/** The fields of a trigger update. */
export type TriggerPatch = z.input<typeof TriggerPatch>;

/** One page of triggers. */
export const ListTriggersResponse = model({
  /** The triggers of the page. */
  triggers: z.optional(z.array(Trigger)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
  /** Locations that could not be reached; their triggers are missing from the list. */
  unreachable: z.optional(z.array(z.string())),
});
/** One page of triggers. */
export type ListTriggersResponse = z.infer<typeof ListTriggersResponse>;

/**
 * A trigger as a finished operation reports it: the `@type` marker of the packed message is dropped so the
 * value can be sent back in an update as it is.
 */
// Typed as what it reads and gives, so that the published declarations name `Trigger`, whose fields show their TSDoc.
export const TriggerResult: z.LightType<Trigger, z.input<typeof Trigger>> = z.pipe(
  Trigger,
  z.transform((trigger) => {
    const { '@type': _type, ...rest } = trigger as Trigger & { '@type'?: unknown };
    return rest as Trigger;
  }),
);
