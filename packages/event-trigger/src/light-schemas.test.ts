import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';

const location = 'projects/p/locations/us-central1';
const trigger = {
  name: `${location}/triggers/t`,
  matchingCriteria: [{ attribute: 'type', value: 'google.cloud.pubsub.topic.v1.messagePublished' }],
  destination: { cloudRunService: { service: 's', region: 'us-central1', path: '/events' } },
  labels: { env: 'prod' },
  transport: { pubsub: { topic: 'projects/p/topics/t' } },
  etag: 'e',
};
const binding = { role: 'roles/eventarc.viewer', members: ['user:alice@example.com', 'group:g@example.com'], condition: { expression: 'true', title: 't' } };
const policy = { version: 3, bindings: [binding], auditConfigs: [{ service: 'allServices', auditLogConfigs: [{ logType: 'DATA_READ', exemptedMembers: ['user:b@example.com'] }] }], etag: 'BwX=' };
const operation = { name: `${location}/operations/o`, done: true, error: { code: 3, message: 'bad', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'r' }] }, response: { '@type': 'x', name: 'n' }, metadata: { verb: 'create', target: trigger.name } };

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export Trigger': [trigger, { ...trigger, labels: {} }],
  'export TriggerResult': [{ ...trigger, '@type': 'type.googleapis.com/google.cloud.eventarc.v1beta1.Trigger' }],
  'export NewTrigger': [{ ...trigger, name: undefined }, { ...trigger, matchingCriteria: [{ attribute: 'source', value: 'x' }] }, { ...trigger, matchingCriteria: [] }],
  'export TriggerPatch': [{ labels: { a: 'b' } }, { matchingCriteria: [] }, { name: 'projects/p' }],
  'export Policy': [policy],
  'export NewPolicy': [policy, { ...policy, version: 2 }, { bindings: [{ role: 'r', members: [] }] }, { bindings: [{ role: 'r', members: ['nobody'] }] }],
  'export SetPolicyRequest': [{ policy, updateMask: 'bindings,etag' }, { policy, updateMask: ['bindings', 'etag'] }, { policy, updateMask: 'bindings,' }, { policy, updateMask: ['a b'] }],
  'export TestPermissionsRequest': [{ permissions: ['eventarc.triggers.get', 'eventarc.*'] }, { permissions: [''] }],
  'export Operation': [operation, { name: 'o' }],
  'export Location': [{ name: location, locationId: 'us-central1', labels: { 'cloud.googleapis.com/region': 'us-central1' }, metadata: { a: 1 } }],
  'export PolicyVersion': [0, 1, 2, 3],
  'export Member': ['allUsers', 'user:a@example.com', 'user:', 'nobody'],
  'triggers.create pathParams.parent': [location, 'projects/p/locations/-', 'projects//locations/-', 'projects/p/locations/-/x'],
  'triggers.create query.triggerId': ['t-1', '-t', 'a'.repeat(64)],
  'triggers.update query.updateMask': ['labels,destination.cloudRunService.path', ['labels', 'etag'], '*', 'labels,', ['a.b', '1x'], undefined],
  'triggers.list query.orderBy': ['create_time desc, name', 'name', 'name desc desc', undefined],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), location, `${location}/triggers/t`, ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});
