import { createHmac } from 'node:crypto';
import { inspect } from 'node:util';
import { isApiError, isValidationError, unknownEnumValue, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  assertNoInvalidFields,
  NotificationConfiguration,
  unknownFields,
  createNotificationConfigClient,
  deleteOutcomes,
  invalidFieldsOf,
  isInvalidFieldsError,
  type NewNotificationConfiguration,
  type NotificationConfigClient,
} from './index.js';
import {
  BASE_PATH,
  INT64_FIRST_ID,
  startNotificationConfigFake,
  startNotificationReceiver,
  type NotificationConfigFake,
  type NotificationReceiver,
} from './testing/index.js';

let fake: NotificationConfigFake;
let receiver: NotificationReceiver;
let client: NotificationConfigClient;

beforeAll(async () => {
  // Ids past 2^53, to prove the client keeps every digit (the fake's default ids are five-digit, as the service's).
  fake = await startNotificationConfigFake({ firstId: INT64_FIRST_ID });
  receiver = await startNotificationReceiver();
  client = createNotificationConfigClient({ apiKey: fake.apiKey, baseUrl: fake.url, validation: 'strict', logLevel: 'silent' });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(() => {
  fake.reset();
  receiver.answerWith({});
});

const hmacKey = 'b0ea55c2fe60d4d1d605e9c385e0e7f7e6cafbb939ce07010f31a327a0871f27';
const details = (more: Partial<NewNotificationConfiguration> = {}): NewNotificationConfiguration => ({
  active: true,
  description: 'Verification results',
  notifyURL: receiver.url,
  eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_VERIFICATION', includeMode: 'INCLUDE' }],
  sslProtocol: 'TLSv13',
  ...more,
});

async function rejection<T>(promise: PromiseLike<unknown>, guard: (e: unknown) => e is T): Promise<T> {
  try {
    await promise;
  } catch (error) {
    if (guard(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('create, get, list', () => {
  test('create returns the configuration with its 64-bit id exact, and never echoes secrets', async () => {
    const answer = await client.configurations.create({
      body: { configurationDetails: details({ notifyUsername: 'hooks', notifyPassword: 'receiver-secret-42', hmacSignatureKey: hmacKey }) },
    });
    expect(answer.configurationDetails.notificationId).toBe('9007199254740993');
    expect(answer.configurationDetails).toMatchObject({ description: 'Verification results', notifyURL: receiver.url, notifyUsername: 'hooks' });
    expect(answer.configurationDetails).not.toHaveProperty('notifyPassword');
    expect(answer.configurationDetails).not.toHaveProperty('hmacSignatureKey');
    expect(answer.pspReference).toMatch(/^\d{16}$/);
    expect(invalidFieldsOf(answer)).toEqual([]);
    expect(fake.configurations.get('9007199254740993')).toMatchObject({ notifyPassword: 'receiver-secret-42', hmacSignatureKey: hmacKey });
    // The wire answer had the id as a number beyond 2^53; the SDK kept every digit.
    expect(fake.requests[0]!.json).toEqual({ configurationDetails: expect.objectContaining({ notifyURL: receiver.url }) });
  });

  test('get sends the id as a JSON number with every digit, from a string or a bigint', async () => {
    await client.configurations.create({ body: { configurationDetails: details() } });
    await client.configurations.create({ body: { configurationDetails: details({ description: 'second' }) } });
    const byString = await client.configurations.get({ body: { notificationId: '9007199254740994' } });
    const byBigint = await client.configurations.get({ body: { notificationId: 9007199254740994n } });
    expect(byString.configurationDetails.description).toBe('second');
    expect(byBigint.configurationDetails).toEqual(byString.configurationDetails);
    const sent = fake.requests.filter((request) => request.operationId === 'configurations.get').map((request) => request.bodyText);
    expect(sent).toEqual(['{"notificationId":9007199254740994}', '{"notificationId":9007199254740994}']);
  });

  test('by default the fake issues five-digit ids, as the service does; a small id given as a number works too', async () => {
    await using small = await startNotificationConfigFake();
    const c = createNotificationConfigClient({ apiKey: small.apiKey, baseUrl: small.url, validation: 'strict' });
    const created = await c.configurations.create({ body: { configurationDetails: details() } });
    expect(created.configurationDetails.notificationId).toBe('30001');
    expect(small.requests[0]!.bodyText).not.toContain('notificationId');
    expect((await c.configurations.get({ body: { notificationId: 30001 } })).configurationDetails.notificationId).toBe('30001');
    expect(small.requests[1]!.bodyText).toBe('{"notificationId":30001}');
    // A client that parses JSON numbers as doubles reads these ids exactly.
    const raw = await fetch(`${small.url}/getNotificationConfiguration`, {
      method: 'POST',
      headers: { 'x-api-key': small.apiKey, 'content-type': 'application/json' },
      body: '{"notificationId":30001}',
    });
    expect(((await raw.json()) as { configurationDetails: { notificationId: unknown } }).configurationDetails.notificationId).toBe(30001);
  });

  test('the fake serves below the service path and version, as the service does; other paths are unknown', async () => {
    expect(new URL(fake.url).pathname).toBe(BASE_PATH);
    expect(BASE_PATH).toBe('/cal/services/Notification/v6');
    const origin = new URL(fake.url).origin;
    for (const path of ['/getNotificationConfigurationList', '/cal/services/Notification/v5/getNotificationConfigurationList']) {
      const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'x-api-key': fake.apiKey, 'content-type': 'application/json' }, body: '{}' });
      expect(response.status, path).toBe(404);
      expect(fake.requests.at(-1)!.operationId, path).toBeUndefined();
    }
    const served = await fetch(`${fake.url}/getNotificationConfigurationList`, { method: 'POST', headers: { 'x-api-key': fake.apiKey, 'content-type': 'application/json' }, body: '{}' });
    expect(served.status).toBe(200);
    expect(fake.requests.at(-1)!.path).toBe(`${BASE_PATH}/getNotificationConfigurationList`);
  });

  test('list takes no input, sends an empty JSON object, and returns every configuration with exact ids', async () => {
    for (const description of ['a', 'b', 'c']) await client.configurations.create({ body: { configurationDetails: details({ description }) } });
    const { configurations = [] } = await client.configurations.list();
    expect(configurations.map((c) => [c.notificationId, c.description])).toEqual([
      ['9007199254740993', 'a'],
      ['9007199254740994', 'b'],
      ['9007199254740995', 'c'],
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.bodyText).toBe('{}');
    expect(request.headers['content-type']).toBe('application/json');
  });

  test('get of an unknown id is a typed 422 in the service error shape', async () => {
    const error = (await rejection(client.configurations.get({ body: { notificationId: '123' } }), isApiError)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.code).toBe('422');
    expect(error.serviceMessage).toBe('No notification configuration with id 123');
    expect(error.requestId).toBe(fake.requests[0]!.requestId);
    expect(error.details).toMatchObject({ errorType: 'validation', pspReference: expect.stringMatching(/^\d{16}$/) });
  });
});

describe('update', () => {
  test('a configuration read, changed and sent back keeps fields the SDK does not know, and its secrets', async () => {
    // A field the package does not know is sent from an object of the caller's own type.
    const withFutureSetting = { ...details({ notifyPassword: 'kept-secret' }), futureSetting: { retries: 3 } };
    await client.configurations.create({ body: { configurationDetails: withFutureSetting } });
    const { configurationDetails } = await client.configurations.get({ body: { notificationId: '9007199254740993' } });
    expect(configurationDetails).toMatchObject({ futureSetting: { retries: 3 } });
    const updated = await client.configurations.update({
      body: {
        configurationDetails: {
          ...configurationDetails,
          notificationId: configurationDetails.notificationId!,
          description: 'changed',
          eventConfigs: [...(configurationDetails.eventConfigs ?? []), { eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' }],
        },
      },
    });
    expect(updated.configurationDetails).toMatchObject({ description: 'changed', notificationId: '9007199254740993' });
    expect(unknownFields(NotificationConfiguration, updated.configurationDetails)).toEqual({ futureSetting: { retries: 3 } });
    expect(updated.configurationDetails.eventConfigs?.map((c) => c.eventType)).toEqual(['ACCOUNT_HOLDER_VERIFICATION', 'ACCOUNT_CREATED']);
    expect(fake.configurations.get('9007199254740993')).toMatchObject({ description: 'changed', notifyPassword: 'kept-secret' });
    expect(fake.requests.at(-1)!.bodyText).toContain('"notificationId":9007199254740993');
  });

  test('an update without the id is refused before sending', async () => {
    const error = await rejection(
      client.configurations.update({ body: { configurationDetails: { description: 'x' } as never } }),
      isValidationError,
    );
    expect(error.field).toBe('body.configurationDetails.notificationId');
    expect(fake.requestCount()).toBe(0);
  });

  test('the fake requires the id too: a raw update without it is a 422', async () => {
    const response = await fetch(`${fake.url}/updateNotificationConfiguration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': fake.apiKey },
      body: JSON.stringify({ configurationDetails: { description: 'x' } }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errorCode: '422', message: expect.stringMatching(/notificationId is required/) });
  });
});

describe('delete', () => {
  test('deletes the known ids and reports the unknown ones in invalidFields, id by id', async () => {
    await client.configurations.create({ body: { configurationDetails: details() } });
    await client.configurations.create({ body: { configurationDetails: details() } });
    const ids = ['9007199254740993', '9007199254740999', 9007199254740994n];
    const answer = await client.configurations.delete({ body: { notificationIds: ids } });
    expect(answer.invalidFields).toEqual([
      {
        errorCode: 10,
        errorDescription: 'No notification configuration with id 9007199254740999',
        fieldType: { field: 'notificationIds[1]', fieldName: 'unknown' },
      },
    ]);
    const { outcomes, unattributed } = deleteOutcomes(ids, answer);
    expect(outcomes.map((o) => [o.notificationId, o.deleted])).toEqual([
      ['9007199254740993', true],
      ['9007199254740999', false],
      ['9007199254740994', true],
    ]);
    expect(unattributed).toEqual([]);
    expect(fake.configurations.list()).toEqual([]);
    expect(fake.requests.at(-1)!.bodyText).toBe('{"notificationIds":[9007199254740993,9007199254740999,9007199254740994]}');
  });

  test('an empty list is refused before sending', async () => {
    const error = await rejection(client.configurations.delete({ body: { notificationIds: [] } }), isValidationError);
    expect(error.field).toBe('body.notificationIds');
    expect(fake.requestCount()).toBe(0);
  });
});

describe('in-band field errors', () => {
  test('an event type the package does not know goes through unknownEnumValue; the service applies the rest and reports it in invalidFields', async () => {
    const answer = await client.configurations.create({
      body: {
        configurationDetails: details({
          eventConfigs: [
            { eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' },
            { eventType: unknownEnumValue('BRAND_NEW_EVENT'), includeMode: 'INCLUDE' },
          ],
        }),
      },
    });
    expect(answer.invalidFields).toEqual([
      {
        errorCode: 11,
        errorDescription: 'Unknown event type BRAND_NEW_EVENT; this event configuration was not applied',
        fieldType: { field: 'configurationDetails.eventConfigs[1].eventType', fieldName: 'unknown' },
      },
    ]);
    expect(answer.configurationDetails.eventConfigs).toEqual([{ eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' }]);
    let thrown: unknown;
    try {
      assertNoInvalidFields(answer);
    } catch (error) {
      thrown = error;
    }
    expect(isInvalidFieldsError(thrown)).toBe(true);
    expect((thrown as { fields: unknown }).fields).toEqual(answer.invalidFields);
  });

  test('a TLS version the service does not document is refused 422 in the service error shape, and nothing is stored', async () => {
    const sslProtocol = unknownEnumValue('TLSv11');
    const error = (await rejection(client.configurations.create({ body: { configurationDetails: details({ sslProtocol }) } }), isApiError)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.code).toBe('422');
    expect(error.serviceMessage).toBe("sslProtocol: 'TLSv11' is not one of the documented values (TLSv12, TLSv13)");
    expect(error.details).toMatchObject({ errorType: 'validation', pspReference: expect.stringMatching(/^\d{16}$/) });
    expect(fake.requests.at(-1)!.json).toMatchObject({ configurationDetails: { sslProtocol: 'TLSv11' } });
    expect(fake.configurations.list()).toEqual([]);
  });
});

describe('test', () => {
  test('delivers a sample notification per event type to the configured URL and reports the outcome in full', async () => {
    await client.configurations.create({
      body: {
        configurationDetails: details({
          notifyUsername: 'hooks',
          notifyPassword: 'receiver-pass',
          hmacSignatureKey: hmacKey,
          eventConfigs: [
            { eventType: 'ACCOUNT_HOLDER_VERIFICATION', includeMode: 'INCLUDE' },
            { eventType: 'ACCOUNT_CREATED', includeMode: 'INCLUDE' },
          ],
        }),
      },
    });
    const result = await client.configurations.test({ body: { notificationId: '9007199254740993' } });
    expect(result.notificationId).toBe('9007199254740993');
    expect(result.eventTypes).toEqual(['ACCOUNT_HOLDER_VERIFICATION', 'ACCOUNT_CREATED']);
    expect(result.errorMessages).toEqual([]);
    expect(result.okMessages).toHaveLength(2);
    expect(result.okMessages?.[0]).toContain('ACCOUNT_HOLDER_VERIFICATION');
    expect(result.exchangeMessages).toContainEqual({ messageCode: 'ResponseCode', messageDescription: '200' });
    expect(result.exchangeMessages).toContainEqual({ messageCode: 'Response', messageDescription: '[accepted]' });

    expect(receiver.received).toHaveLength(2);
    const first = receiver.received[0]!;
    expect(JSON.parse(first.body)).toMatchObject({ eventType: 'ACCOUNT_HOLDER_VERIFICATION' });
    expect(first.headers.authorization).toBe(`Basic ${Buffer.from('hooks:receiver-pass').toString('base64')}`);
    expect(first.headers.hmacsignature).toBe(createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(first.body).digest('base64'));
    expect(first.headers.protocol).toBe('HmacSHA256');
    expect(fake.deliveries.map((d) => d.ok)).toEqual([true, true]);
  });

  test('reports an endpoint that does not accept, one that fails, and event types not configured', async () => {
    await client.configurations.create({ body: { configurationDetails: details() } });
    receiver.answerWith({ status: 200, reply: 'thanks' });
    const notAccepted = await client.configurations.test({ body: { notificationId: '9007199254740993', eventTypes: ['ACCOUNT_HOLDER_VERIFICATION'] } });
    expect(notAccepted.okMessages).toEqual([]);
    expect(notAccepted.errorMessages).toEqual(['ACCOUNT_HOLDER_VERIFICATION: the endpoint\'s answer does not contain [accepted]']);

    receiver.answerWith({ status: 500, reply: 'boom' });
    const failing = await client.configurations.test({ body: { notificationId: '9007199254740993', eventTypes: ['ACCOUNT_HOLDER_VERIFICATION', 'PAYMENT_FAILURE'] } });
    expect(failing.eventTypes).toEqual(['ACCOUNT_HOLDER_VERIFICATION']);
    expect(failing.errorMessages).toEqual([
      'Event type PAYMENT_FAILURE is not part of configuration 9007199254740993',
      'ACCOUNT_HOLDER_VERIFICATION: the endpoint answered HTTP 500',
    ]);
    expect(failing.exchangeMessages).toContainEqual({ messageCode: 'ResponseCode', messageDescription: '500' });
  });

  test('reports an endpoint that cannot be reached', async () => {
    const gone = await startNotificationReceiver();
    const url = gone.url;
    await gone.close();
    await client.configurations.create({ body: { configurationDetails: details({ notifyURL: url }) } });
    const result = await client.configurations.test({ body: { notificationId: '9007199254740993' } });
    expect(result.okMessages).toEqual([]);
    expect(result.errorMessages).toEqual(['ACCOUNT_HOLDER_VERIFICATION: could not deliver (ECONNREFUSED)']);
  });
});

describe('credentials and errors', () => {
  test('HTTP Basic with user name and password works instead of the API key', async () => {
    const basicClient = createNotificationConfigClient({ username: fake.username, password: fake.password, baseUrl: fake.url });
    await basicClient.configurations.list();
    expect(fake.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.username}:${fake.password}`).toString('base64')}`);
    expect(fake.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  test('the API key is sent in X-API-Key', async () => {
    await client.configurations.list();
    expect(fake.requests[0]!.headers['x-api-key']).toBe(fake.apiKey);
  });

  test('a wrong password is a typed 401 and no credential appears in the error', async () => {
    const wrong = 'wrong-password-never-shown';
    const c = createNotificationConfigClient({ username: fake.username, password: wrong, baseUrl: fake.url });
    const error = (await rejection(c.configurations.list(), isApiError)) as ApiError;
    expect(error.name).toBe('AuthenticationError');
    expect(error.status).toBe(401);
    expect(error.requestId).toBe(fake.requests[0]!.requestId);
    const basicValue = Buffer.from(`${fake.username}:${wrong}`).toString('base64');
    for (const shown of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) {
      expect(shown).not.toContain(wrong);
      expect(shown).not.toContain(basicValue);
    }
  });

  test('a 503 on a create is retried with the same Idempotency-Key; one configuration exists', async () => {
    fake.faults.status([503, 503], { operation: 'configurations.create', headers: { 'retry-after': '0' } });
    const { response } = await fake.client().configurations.create({ body: { configurationDetails: details() } }).withResponse();
    expect(response.attempts).toBe(3);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([1, 2, 3].map(() => response.idempotencyKey));
    expect(fake.configurations.list()).toHaveLength(1);
  });

  test('a create whose answer is lost is sent again with the same key: exactly one configuration exists', async () => {
    fake.faults.loseAnswer({ operation: 'configurations.create' });
    const answer = await fake.client().configurations.create({ body: { configurationDetails: details() } }, { idempotencyKey: 'subscribe-verification' });
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual(['subscribe-verification', 'subscribe-verification']);
    expect(fake.configurations.list().map((stored) => stored.notificationId)).toEqual([answer.configurationDetails.notificationId]);
  });

  test('the same key with another configuration is refused with 422, and nothing more is created', async () => {
    await client.configurations.create({ body: { configurationDetails: details() } }, { idempotencyKey: 'once' });
    const error = await rejection(client.configurations.create({ body: { configurationDetails: details({ description: 'other' }) } }, { idempotencyKey: 'once' }), isApiError);
    expect(error).toMatchObject({ status: 422, idempotencyKey: 'once', attempts: 1 });
    expect(fake.configurations.list()).toHaveLength(1);
  });

  test('with retries off, a 503 on a create is sent once', async () => {
    fake.faults.status([503], { operation: 'configurations.create' });
    const error = await rejection(client.configurations.create({ body: { configurationDetails: details() } }, { retry: false }), isApiError);
    expect(error.status).toBe(503);
    expect(fake.requestCount('configurations.create')).toBe(1);
    expect(fake.configurations.list()).toEqual([]);
  });

  test.each([
    ['an HMAC key that is not 64 hex characters', { hmacSignatureKey: 'abc' }, 'body.configurationDetails.hmacSignatureKey'],
    ['a notify URL that is not a URL', { notifyURL: 'hooks.example.com' }, 'body.configurationDetails.notifyURL'],
    ['an event configuration without include mode', { eventConfigs: [{ eventType: 'ACCOUNT_CREATED' }] }, 'body.configurationDetails.eventConfigs.0.includeMode'],
  ])('refused before sending: %s', async (_why, more, field) => {
    const error = await rejection(
      client.configurations.create({ body: { configurationDetails: details(more as Partial<NewNotificationConfiguration>) } }),
      isValidationError,
    );
    expect(error.field).toBe(field);
    expect(error.message).not.toContain('abc');
    expect(fake.requestCount()).toBe(0);
  });

  test('an id given as a number beyond 2^53 is refused, saying what an id may be given as', async () => {
    const error = await rejection(client.configurations.get({ body: { notificationId: 2 ** 53 + 2 } }), isValidationError);
    expect(error.message).toMatch(/must be a 64-bit integer: a decimal string, a bigint, or a number within 2\^53/);
    expect(fake.requestCount()).toBe(0);
  });
});

describe('environments', () => {
  test('a live client sends to the live address with live credentials', async () => {
    await using live = await startNotificationConfigFake({ apiKey: 'live_notification_key_1' });
    const c = createNotificationConfigClient({ apiKey: live.apiKey, environment: 'live', liveUrl: live.url, credentialEnvironment: 'live' });
    await c.configurations.list();
    expect(live.requestCount()).toBe(1);
    expect(fake.requestCount()).toBe(0);
  });

  test('going live with test credentials is refused before anything is sent', () => {
    expect(() =>
      createNotificationConfigClient({ apiKey: fake.apiKey, environment: 'live', liveUrl: fake.url, credentialEnvironment: 'test' }),
    ).toThrow(/credentials issued for test cannot be used in live/);
    expect(fake.requestCount()).toBe(0);
  });
});
