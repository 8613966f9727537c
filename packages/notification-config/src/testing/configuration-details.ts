import { fakeError, undocumentedText, undocumentedValue } from '@org/http-core/testing';
import { eventTypes } from '../models/event-type.js';
import { SslProtocol } from '../models/notification-configuration.js';
import type { FieldError } from '../models/field-error.js';
import { idFrom } from './wire.js';

const knownEventTypes: ReadonlySet<string> = new Set(eventTypes);
const includeModes: ReadonlySet<string> = new Set(['INCLUDE', 'EXCLUDE']);

/** Configuration details read from a request, with the field problems that did not fail it. */
export interface ReadDetails {
  readonly details: Record<string, unknown>;
  readonly id: string | undefined;
  readonly eventConfigs: Array<{ eventType: string; includeMode: string }> | undefined;
  readonly invalidFields: FieldError[];
}

/**
 * Reads `configurationDetails` as the service does. Missing details are a 400; a bad `notifyURL`,
 * `hmacSignatureKey` or `sslProtocol` a 422. Event configurations with an event type the service does not know are left
 * out and reported in `invalidFields` (the call still succeeds); if none is left, that is a 422.
 */
export function readDetails(body: Record<string, unknown>, required: { notifyURL: boolean; eventConfigs: boolean }): ReadDetails {
  const details = body.configurationDetails;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) {
    throw fakeError(400, undefined, 'Required field configurationDetails is missing');
  }
  const record = { ...(details as Record<string, unknown>) };
  const id = record.notificationId === undefined ? undefined : idFrom(record.notificationId);
  if (record.notificationId !== undefined && id === undefined) throw fakeError(422, undefined, 'notificationId must be a 64-bit integer');

  const url = record.notifyURL;
  if (url === undefined ? required.notifyURL : typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw fakeError(422, undefined, 'notifyURL is required and must be an http or https URL');
  }
  const key = record.hmacSignatureKey;
  if (key !== undefined && (typeof key !== 'string' || !/^[0-9a-fA-F]{64}$/.test(key))) {
    throw fakeError(422, undefined, 'hmacSignatureKey must be 64 hexadecimal characters');
  }
  const protocol = undocumentedValue(SslProtocol, record.sslProtocol);
  if (protocol) throw fakeError(422, undefined, `sslProtocol: ${undocumentedText(protocol)}`);

  const invalidFields: FieldError[] = [];
  let eventConfigs: Array<{ eventType: string; includeMode: string }> | undefined;
  if (record.eventConfigs !== undefined || required.eventConfigs) {
    if (!Array.isArray(record.eventConfigs) || record.eventConfigs.length === 0) {
      throw fakeError(422, undefined, 'eventConfigs must list at least one event configuration');
    }
    eventConfigs = [];
    record.eventConfigs.forEach((config: unknown, index: number) => {
      const { eventType, includeMode } = (config ?? {}) as { eventType?: unknown; includeMode?: unknown };
      if (typeof eventType !== 'string' || typeof includeMode !== 'string' || !includeModes.has(includeMode)) {
        throw fakeError(422, undefined, `eventConfigs[${index}] needs an eventType and an includeMode of INCLUDE or EXCLUDE`);
      }
      if (!knownEventTypes.has(eventType)) {
        invalidFields.push({
          errorCode: 11,
          errorDescription: `Unknown event type ${eventType}; this event configuration was not applied`,
          fieldType: { field: `configurationDetails.eventConfigs[${index}].eventType`, fieldName: 'unknown' },
        });
        return;
      }
      eventConfigs!.push({ ...(config as object), eventType, includeMode });
    });
    if (eventConfigs.length === 0) throw fakeError(422, undefined, 'None of the event configurations has an event type the service knows');
  }
  delete record.notificationId;
  delete record.eventConfigs;
  return { details: record, id, eventConfigs, invalidFields };
}
