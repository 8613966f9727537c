/**
 * The fake's state: reported events and the groups they fall in, per project.
 */
import { canonicalError, createStore } from '@org/http-core/testing';
import type { ErrorContext } from '../models/error-context.js';
import type { ErrorEvent } from '../models/error-event.js';
import type { ErrorGroup } from '../models/error-group.js';
import type { ServiceContext } from '../models/service-context.js';
import { groupName } from '../resource-names.js';
import { REPORTED_RESOURCE_TYPE } from './seed.js';
import { groupIdOf, signatureOf } from './signature.js';

/** A reported event as the fake keeps it. */
export interface StoredEvent {
  /** Project id. */
  readonly project: string;
  readonly groupId: string;
  /** When it happened (as reported, or when received), ISO 8601. */
  readonly eventTime: string;
  readonly serviceContext: ServiceContext;
  readonly message: string;
  readonly context?: ErrorContext;
}

/** What a report carries, once checked. */
export interface ReportInput {
  readonly eventTime?: string;
  readonly serviceContext: { readonly service: string; readonly version?: string };
  readonly message: string;
  readonly context?: ErrorContext;
  readonly [field: string]: unknown;
}

/** State of an error reporting fake. Stores copy values in and out. */
export class ErrorReportingState {
  /** Reported events, in the order received. */
  readonly events = createStore<StoredEvent>({ idPrefix: 'event-' });
  /** Error groups by name (`projects/{project}/groups/{group}`). */
  readonly groups = createStore<ErrorGroup>();
  readonly #now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  /** The fake's current time, epoch milliseconds. */
  now(): number {
    return this.#now().getTime();
  }

  /** Back to the start: no events, no groups. */
  reset(): void {
    this.events.reset();
    this.groups.reset();
  }

  /**
   * Records a report: the event joins the group of its signature (created `OPEN` on first sight) and is counted.
   * Returns the group id.
   */
  record(project: string, report: ReportInput): string {
    const groupId = groupIdOf(signatureOf(report.serviceContext.service, report.message, report.context));
    const name = groupName.format({ project, group: groupId });
    if (!this.groups.has(name)) this.groups.set(name, { name, groupId, resolutionStatus: 'OPEN' });
    const { eventTime, serviceContext, message, context } = report;
    this.events.create({
      project,
      groupId,
      eventTime: eventTime ?? new Date(this.now()).toISOString(),
      serviceContext: { ...serviceContext, resourceType: REPORTED_RESOURCE_TYPE },
      message,
      ...(context === undefined ? {} : { context }),
    });
    return groupId;
  }

  /** The group, or a `NOT_FOUND` error answer. */
  requireGroup(name: string): ErrorGroup {
    return this.groups.require(name, () => canonicalError('NOT_FOUND', `Error group ${name} was not found`));
  }

  /** The events of a project (optionally of one group), newest first. */
  eventsOf(project: string, groupId?: string): StoredEvent[] {
    return this.events
      .list((event) => event.project === project && (groupId === undefined || event.groupId === groupId))
      .sort((a, b) => Date.parse(b.eventTime) - Date.parse(a.eventTime));
  }

  /** Removes every event of a project; returns how many there were. Groups stay. */
  deleteEvents(project: string): number {
    let removed = 0;
    for (const [id, event] of this.events.entries()) {
      if (event.project === project && this.events.delete(id)) removed++;
    }
    return removed;
  }

  /** An event as the service answers it. */
  static view(event: StoredEvent): ErrorEvent {
    return {
      eventTime: event.eventTime,
      serviceContext: event.serviceContext,
      message: event.message,
      ...(event.context === undefined ? {} : { context: event.context }),
    };
  }
}
