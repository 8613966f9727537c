import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';
import { webhookEventSchema } from './receive/webhook-event.js';

const subscription = { id: '7', eventType: 'contact.propertyChange', propertyName: 'email', active: true, createdAt: '2030-01-02T03:04:05Z', updatedAt: '2030-01-03T03:04:05Z' };
const settings = { targetUrl: 'https://example.com/hook', throttling: { maxConcurrentRequests: 10, period: 'SECONDLY' } };
const detail = { message: 'not found', code: 'c', in: 'id', subCategory: 's', context: { ids: ['1'] } };
const batchError = { status: 'error', category: { name: 'OBJECT_NOT_FOUND', httpStatus: 'NOT_FOUND' }, message: 'm', errors: [detail], context: { ids: ['1'] }, links: { docs: 'https://example.com' }, id: 'e', subCategory: { x: 1 } };
const event = { eventId: 1, subscriptionId: 2, portalId: 3, appId: 4, occurredAt: 5, subscriptionType: 'contact.creation', attemptNumber: 0, objectId: 6, changeSource: 'CRM', sourceId: 's', changeFlag: 'NEW' };

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export Settings': [{ ...settings, createdAt: '2030-01-02T03:04:05Z', updatedAt: '2030-01-03T03:04:05Z' }],
  'export SettingsInput': [settings],
  'export Throttling': [settings.throttling],
  'export Subscription': [subscription],
  'export SubscriptionInput': [{ eventType: 'contact.propertyChange', propertyName: 'email', active: true }, { eventType: 'contact.creation', propertyName: 'email' }, { eventType: 'deal.creation' }],
  'export SubscriptionList': [{ results: [subscription] }],
  'export SubscriptionPatch': [{ active: false }],
  'export BatchUpdateItem': [{ id: 7, active: true }, { id: '8', active: false }],
  'export BatchUpdateRequest': [{ inputs: [{ id: 7, active: true }, { id: '8', active: false }] }, { inputs: [] }],
  'export BatchUpdateResponse': [{ status: 'COMPLETE', results: [subscription], numErrors: 1, errors: [batchError], requestedAt: 'a', startedAt: 'b', completedAt: 'c', links: { a: 'b' } }],
  'export BatchError': [batchError, { ...batchError, category: 'OBJECT_NOT_FOUND' }],
  'export BatchErrorCategory': ['OBJECT_NOT_FOUND', { name: 'OBJECT_NOT_FOUND', httpStatus: 'NOT_FOUND' }],
  'export ErrorDetail': [detail],
  'export AppId': [12, 2_147_483_647],
  'export SubscriptionId': [7, '7', '2147483647'],
  'export SubscriptionIdNumber': [7, '7'],
  'export EventType': ['contact.creation', 'a.new.type'],
  'export TargetUrl': ['https://example.com/hook', 'http://localhost:3000/hook', 'http://[::1]/x'],
};

/** The schemas of delivered events, by a subscription type of each. */
const events: Record<string, unknown> = {
  'contact.creation': event,
  'contact.propertyChange': { ...event, subscriptionType: 'contact.propertyChange', propertyName: 'email', propertyValue: 'a@b.c' },
  'contact.merge': { ...event, subscriptionType: 'contact.merge', primaryObjectId: 1, mergedObjectIds: [2, 3], newObjectId: 4, numberOfPropertiesMoved: 5 },
  'contact.associationChange': { ...event, subscriptionType: 'contact.associationChange', associationType: 'CONTACT_TO_COMPANY', fromObjectId: 1, toObjectId: 2, associationRemoved: false, isPrimaryAssociation: true },
  'conversation.newMessage': { ...event, subscriptionType: 'conversation.newMessage', messageId: 'm', messageType: 'MESSAGE' },
  'an.unknown': { ...event, subscriptionType: 'an.unknown' },
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  for (const type of Object.keys(events)) schemas.set(`event ${type}`, webhookEventSchema(type));
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      const given = names.flatMap((name) => (name.startsWith('event ') ? [events[name.slice('event '.length)]] : (samples[name] ?? [])));
      expect(lightDifferences(schema, [sampleOf(schema), ...given])).toEqual([]);
    });
  }
});
