import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { FieldError } from '../models/field-error.js';
import { readDetails } from './configuration-details.js';
import { publicView, type NotificationState, type StoredConfiguration } from './state.js';
import { exactBody, idFrom, wireId } from './wire.js';

type ConfigurationHandlers = Record<'create' | 'get' | 'list' | 'update' | 'delete', FakeHandler>;

/** Answers with the common fields: a fresh reference, and the field errors when there are any. */
function answer(state: NotificationState, body: Record<string, unknown>, invalidFields: FieldError[] = []) {
  return json(200, { ...body, ...(invalidFields.length > 0 ? { invalidFields } : {}), pspReference: state.nextReference() });
}

function known(state: NotificationState, id: string | undefined, what: string): StoredConfiguration {
  if (id === undefined) throw fakeError(422, undefined, `${what} is required and must be a 64-bit integer`);
  const stored = state.configurations.get(id);
  if (!stored) throw fakeError(422, undefined, `No notification configuration with id ${id}`);
  return stored;
}

/** The handlers of create, get, list, update and delete. */
export function configurationHandlers(state: NotificationState): ConfigurationHandlers {
  return {
    create: (_req, ctx) => {
      const read = readDetails(exactBody(ctx), { notifyURL: true, eventConfigs: true });
      const notificationId = state.nextId();
      const stored = state.configurations.create(
        { ...read.details, notificationId, eventConfigs: read.eventConfigs! } as StoredConfiguration,
        notificationId,
      );
      return answer(state, { configurationDetails: publicView(stored, wireId) }, read.invalidFields);
    },

    get: (_req, ctx) => {
      const stored = known(state, idFrom(exactBody(ctx).notificationId), 'notificationId');
      return answer(state, { configurationDetails: publicView(stored, wireId) });
    },

    list: () => answer(state, { configurations: state.configurations.list().map((stored) => publicView(stored, wireId)) }),

    update: (_req, ctx) => {
      const read = readDetails(exactBody(ctx), { notifyURL: false, eventConfigs: false });
      if (read.id === undefined) throw fakeError(422, undefined, 'configurationDetails.notificationId is required to update a configuration');
      known(state, read.id, 'notificationId');
      // Fields left out keep their values: the service never echoes secrets, so a read-modify-write keeps them.
      const updated = state.configurations.update(read.id, (current) => ({
        ...current,
        ...read.details,
        ...(read.eventConfigs ? { eventConfigs: read.eventConfigs } : {}),
        notificationId: current.notificationId,
      }))!;
      return answer(state, { configurationDetails: publicView(updated, wireId) }, read.invalidFields);
    },

    delete: (_req, ctx) => {
      const ids = exactBody(ctx).notificationIds;
      if (!Array.isArray(ids)) throw fakeError(400, undefined, 'Required field notificationIds is missing');
      if (ids.length === 0) throw fakeError(422, undefined, 'notificationIds must list at least one id');
      const invalidFields: FieldError[] = [];
      ids.forEach((value: unknown, index: number) => {
        const id = idFrom(value);
        if (id !== undefined && state.configurations.delete(id)) return;
        invalidFields.push({
          errorCode: 10,
          errorDescription: id === undefined ? `Not a notification id: ${String(value)}` : `No notification configuration with id ${id}`,
          fieldType: { field: `notificationIds[${index}]`, fieldName: 'unknown' },
        });
      });
      return answer(state, {}, invalidFields);
    },
  };
}
