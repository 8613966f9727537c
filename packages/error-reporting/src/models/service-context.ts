import { model, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { nonEmptyString } from '../non-empty.js';

/** A running service that reports errors: its name, its version, and the kind of resource it runs on. */
export const ServiceContext = model({
  /** The service, e.g. the name of the executable or job; few, stable values. */
  service: z.optional(z.string()),
  /** The deployed version, e.g. a release label or a commit hash. */
  version: z.optional(z.string()),
  /** Kind of monitored resource; set by the service for incoming errors. */
  resourceType: z.optional(z.string()),
});
/** A running service that reports errors. */
export type ServiceContext = z.infer<typeof ServiceContext>;

/**
 * Any value given refused (a field left out passes, as the field is optional): what `z.never()` with this message
 * checks, by one plain check, so that a page does not carry the kind of `z.never()` for one field.
 */
const notSet = z.unknown().check(plainCheck(() => false, 'must not be set when reporting; the service fills it in')) as unknown as z.LightNever;

/**
 * The service context of a report: `service` is required; `resourceType` must be left out (the service fills it
 * in).
 */
export const ReportedServiceContext = model({
  /** The service, e.g. `checkout-api`. */
  service: nonEmptyString(),
  /** The deployed version, e.g. `1.4.2` or a commit hash. */
  version: z.optional(z.string()),
  /** Must not be set when reporting. */
  resourceType: z.optional(notSet),
});
/** The service context of a report. */
export type ReportedServiceContext = z.input<typeof ReportedServiceContext>;
