import { model } from '@org/http-core';
import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import * as zod from '@org/http-core/zod';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';

const fieldError = { errorCode: 1, errorDescription: 'd', fieldType: { field: 'f', fieldName: 'accountCode', shareholderCode: 's' } };
const configuration = {
  active: true,
  apiVersion: 1,
  description: 'd',
  eventConfigs: [{ eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' }],
  hmacSignatureKey: 'ab'.repeat(32),
  notifyPassword: 'p',
  notifyURL: 'https://example.com/notify',
  notifyUsername: 'u',
  sslProtocol: 'TLSv12',
};
const ids = ['9007199254740993', 9223372036854775807n, 28468, '-5', 2 ** 53 + 1, '9223372036854775808', '-9223372036854775809'];

/** Values each schema is meant to take, beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'export NotificationConfiguration': [{ ...configuration, notificationId: '9007199254740993' }, { ...configuration, notificationId: 28468, sslProtocol: 'TLSv14' }],
  'export NewNotificationConfiguration': [configuration, { ...configuration, notificationId: '9007199254740993' }, { ...configuration, notifyURL: 'ftp://example.com', hmacSignatureKey: 'ab' }],
  'export NotificationConfigurationUpdate': [{ ...configuration, notificationId: 9223372036854775807n }, { ...configuration, notificationId: 5, apiVersion: 1.5 }],
  'export CreateConfigurationRequest': [{ configurationDetails: configuration }],
  'export UpdateConfigurationRequest': [{ configurationDetails: { ...configuration, notificationId: '5' } }],
  'export GetConfigurationRequest': [{ notificationId: '9007199254740993' }, { notificationId: 5 }],
  'export DeleteConfigurationsRequest': [{ notificationIds: ['1', 2n, 3] }, { notificationIds: [] }],
  'export TestConfigurationRequest': [{ notificationId: '1', eventTypes: ['ACCOUNT_CREATED', 'A_NEW_TYPE'] }],
  'export ListConfigurationsRequest': [{}],
  'export EventConfiguration': [{ eventType: 'A_NEW_TYPE', includeMode: 'EXCLUDE' }],
  'export EventType': ['ACCOUNT_CREATED', 'A_NEW_TYPE'],
  'export FieldName': ['accountCode', 'aNewField'],
  'export FieldError': [fieldError],
  'export GenericAnswer': [{ invalidFields: [fieldError], pspReference: 'p', resultCode: 'Success' }],
  'export ConfigurationAnswer': [{ configurationDetails: { ...configuration, notificationId: 5 }, pspReference: 'p' }],
  'export ConfigurationListAnswer': [{ configurations: [{ ...configuration, notificationId: '5' }], invalidFields: [fieldError] }, {}],
  'export TestResult': [{ notificationId: 5, eventTypes: ['ACCOUNT_CREATED'], okMessages: ['ok'], errorMessages: [], exchangeMessages: [{ messageCode: 'c', messageDescription: 'd' }], pspReference: 'p' }],
  'export NotificationId': [28468, '9007199254740993', 9007199254740993n],
  'export NotificationIdOnTheWire': ids,
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), '1', 5, ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }

  it('the list of ids to delete refuses an empty list with the words of the zod check it had', () => {
    const before = model({ notificationIds: zod.array(exported.NotificationIdOnTheWire).check(zod.minLength(1, 'must list at least one id')) });
    expect(lightDifferences(exported.DeleteConfigurationsRequest, samples['export DeleteConfigurationsRequest'], before)).toEqual([]);
  });
});

describe('a configuration sent', () => {
  it('takes an apiVersion that is a safe integer, and refuses any other number in its own words', () => {
    const version = (apiVersion: number) => zod.safeParse(exported.NewNotificationConfiguration, { ...configuration, apiVersion });
    expect(version(6).success).toBe(true);
    for (const apiVersion of [1.5, 2 ** 60, -(2 ** 60)]) {
      expect(version(apiVersion).error?.issues, String(apiVersion)).toEqual([expect.objectContaining({ path: ['apiVersion'], message: 'must be an integer' })]);
    }
  });
});
