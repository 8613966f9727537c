/**
 * The fake's state: triggers, operations and access policies per project and location, and the settings
 * tests change at run time.
 */
import { canonicalError, createStore, type FakeError } from '@org/http-core/testing';
import type { Location } from '../models/location.js';
import type { Operation } from '../models/operation.js';
import type { Policy } from '../models/policy.js';
import type { Trigger } from '../models/trigger.js';
import { locationName, operationName, triggerName } from '../resource-names.js';
import { etagOf } from './etag.js';
import type { OperationEffect, OperationRecord, PolicyRecord } from './operation-record.js';
import { SEED_LOCATIONS, type SeedLocation } from './seed.js';

const API_VERSION = 'v1beta1';
const TYPE_PREFIX = 'type.googleapis.com/google.cloud.eventarc.v1beta1';

/** The `NOT_FOUND` answer for a trigger that does not exist. */
export function triggerNotFound(name: string): FakeError {
  return canonicalError('NOT_FOUND', `Trigger ${name} was not found`);
}

/** Settings a test may change while the fake runs; `reset()` restores those given at start. */
export interface EventTriggerSettings {
  /** Polls an operation needs before it completes; 0 completes it at once. */
  pollsToComplete: number;
  /** `false`: `operations.list` answers `UNIMPLEMENTED`. */
  operationListing: boolean;
  /** `false`: `operations.delete` answers `UNIMPLEMENTED`. */
  operationDeletion: boolean;
  /** Roles the caller holds on every resource (besides what trigger policies grant). */
  callerRoles: string[];
  /** Location ids that cannot be reached: listed as `unreachable`, their triggers missing. */
  unreachableLocations: string[];
}

/** State of an event trigger fake. Stores copy values in and out. */
export class EventTriggerState {
  /** Triggers by name. */
  readonly triggers = createStore<Trigger>();
  /** Operations by id (the last segment of the name). */
  readonly operations = createStore<OperationRecord>({ idPrefix: 'operation-' });
  /** Access policies by resource name. */
  readonly policies = createStore<PolicyRecord>();
  /** Supported locations (ids and names); every project sees them. */
  readonly locations: readonly SeedLocation[];
  settings: EventTriggerSettings;
  readonly #initial: EventTriggerSettings;
  readonly #now: () => Date;

  constructor(settings: EventTriggerSettings, now: () => Date = () => new Date(), locations: readonly SeedLocation[] = SEED_LOCATIONS) {
    this.#initial = structuredClone(settings);
    this.settings = structuredClone(settings);
    this.#now = now;
    this.locations = locations;
  }

  /** The current time as ISO 8601. */
  now(): string {
    return this.#now().toISOString();
  }

  /** Back to the start: no triggers, operations or policies; settings as given at start. */
  reset(): void {
    this.triggers.reset();
    this.operations.reset();
    this.policies.reset();
    this.settings = structuredClone(this.#initial);
  }

  /** The locations of a project as the service describes them. */
  locationsOf(project: string): Location[] {
    return this.locations.map((location) => ({
      name: locationName.format({ project, location: location.locationId }),
      locationId: location.locationId,
      displayName: location.displayName,
      labels: { 'cloud.googleapis.com/region': location.locationId },
    }));
  }

  /** Whether the service runs in `locationId`. */
  isLocation(locationId: string): boolean {
    return this.locations.some((location) => location.locationId === locationId);
  }

  /** Whether `locationId` is currently unreachable. */
  isUnreachable(locationId: string): boolean {
    return this.settings.unreachableLocations.includes(locationId);
  }

  /** The trigger, or a `NOT_FOUND` error answer. */
  requireTrigger(name: string): Trigger {
    return this.triggers.require(name, () => triggerNotFound(name));
  }

  /** The stored policy of a resource: empty at revision 0 when none was set. */
  policyOf(resource: string): PolicyRecord {
    return this.policies.get(resource) ?? { policy: { version: 1 }, revision: 0 };
  }

  /** The etag of a resource's current policy. */
  policyEtag(resource: string): string {
    return etagOf({ resource, revision: this.policyOf(resource).revision });
  }

  /** The policy as the service answers it, with its etag. */
  policyView(resource: string): Policy {
    return { ...this.policyOf(resource).policy, etag: this.policyEtag(resource) };
  }

  /** Refuses a change to a trigger that a running operation is already changing. */
  checkNoRunningOperation(target: string): void {
    const running = this.operations.list((record) => record.target === target && !record.done);
    if (running.length > 0) {
      throw canonicalError('ABORTED', `Operation ${running[0]!.name} is still changing ${target}; wait for it to finish`);
    }
  }

  /** Starts an operation that applies `effect` once polled enough times; returns its first state. */
  startOperation(verb: OperationRecord['verb'], target: string, effect: OperationEffect): Operation {
    const parts = triggerName.parse(target)!;
    const location = locationName.format({ project: parts.project, location: parts.location });
    const record = this.operations.create((id) => ({
      name: operationName.format({ project: parts.project, location: parts.location, operation: id }),
      location,
      verb,
      target,
      createTime: this.now(),
      pollsToComplete: this.settings.pollsToComplete,
      polls: 0,
      done: false,
      requestedCancellation: false,
      effect,
    }));
    if (record.pollsToComplete <= 0) return this.operationView(this.#complete(record));
    return this.operationView(record);
  }

  /** The operation by name, or a `NOT_FOUND` error answer. */
  requireOperation(name: string): OperationRecord {
    const id = operationName.parse(name)?.operation;
    const record = id === undefined ? undefined : this.operations.get(id);
    if (!record || record.name !== name) throw canonicalError('NOT_FOUND', `Operation ${name} was not found`);
    return record;
  }

  /** Counts a poll of a running operation, completing it when it has had enough; returns its state. */
  pollOperation(name: string): Operation {
    const record = this.requireOperation(name);
    if (record.done) return this.operationView(record);
    record.polls++;
    const next = record.polls >= record.pollsToComplete ? this.#complete(record) : record;
    this.#save(next);
    return this.operationView(next);
  }

  /** Cancels a running operation (its change is not applied); a finished one is left as it is. */
  cancelOperation(name: string): void {
    const record = this.requireOperation(name);
    if (record.done) return;
    this.#save({
      ...record,
      done: true,
      requestedCancellation: true,
      endTime: this.now(),
      error: { code: 1, message: `Operation ${name} was cancelled` },
    });
  }

  /**
   * Forgets an operation. One still running is not cancelled: its change is applied now, as nobody will poll it
   * any more.
   */
  deleteOperation(name: string): void {
    const record = this.requireOperation(name);
    if (!record.done) this.#complete(record);
    this.operations.delete(operationName.parse(name)!.operation);
  }

  /** An operation as the service answers it. */
  operationView(record: OperationRecord): Operation {
    const statusMessage = record.error
      ? record.error.message
      : record.done
        ? 'Operation completed'
        : `Applying the change (poll ${record.polls} of ${record.pollsToComplete})`;
    return {
      name: record.name,
      done: record.done,
      metadata: {
        '@type': `${TYPE_PREFIX}.OperationMetadata`,
        createTime: record.createTime,
        ...(record.endTime === undefined ? {} : { endTime: record.endTime }),
        target: record.target,
        verb: record.verb,
        statusMessage,
        requestedCancellation: record.requestedCancellation,
        apiVersion: API_VERSION,
      },
      ...(record.error ? { error: record.error } : {}),
      ...(record.response ? { response: record.response } : {}),
    };
  }

  #save(record: OperationRecord): void {
    const id = operationName.parse(record.name)!.operation;
    this.operations.set(id, record);
  }

  #complete(record: OperationRecord): OperationRecord {
    let response: Record<string, unknown>;
    const effect = record.effect;
    switch (effect.kind) {
      case 'put': {
        const previous = this.triggers.get(effect.trigger.name);
        const stored = this.#finishTrigger(effect.trigger, previous?.createTime);
        this.triggers.set(stored.name, stored);
        response = { '@type': `${TYPE_PREFIX}.Trigger`, ...stored };
        break;
      }
      case 'delete':
        this.triggers.delete(effect.name);
        this.policies.delete(effect.name);
        response = { '@type': 'type.googleapis.com/google.protobuf.Empty' };
        break;
      case 'none':
        response = effect.response;
        break;
    }
    const done: OperationRecord = { ...record, done: true, endTime: this.now(), response };
    this.#save(done);
    return done;
  }

  /** A trigger as stored: times, transport and etag filled in by the service. */
  #finishTrigger(trigger: Trigger, createTime: string | undefined): Trigger {
    const parts = triggerName.parse(trigger.name)!;
    const now = this.now();
    const topic = trigger.transport?.pubsub?.topic ?? `projects/${parts.project}/topics/eventarc-${parts.location}-${parts.trigger}`;
    const { etag: _etag, ...rest } = trigger;
    const stored: Trigger = {
      ...rest,
      transport: {
        ...trigger.transport,
        pubsub: { ...trigger.transport?.pubsub, topic, subscription: `projects/${parts.project}/subscriptions/eventarc-${parts.location}-${parts.trigger}-sub` },
      },
      createTime: createTime ?? now,
      updateTime: now,
    };
    return { ...stored, etag: etagOf(stored) };
  }

  /** A preview of the trigger an operation would store, for `validateOnly`. */
  preview(trigger: Trigger): Trigger {
    const previous = this.triggers.get(trigger.name);
    return this.#finishTrigger(trigger, previous?.createTime);
  }
}
