/**
 * `@adyen/api-library`, the official Node library of the real payment platform, calling the notification
 * configuration API of our fake over https. The library only speaks https and builds its agent without a CA of
 * ours, so the fake's CA is added to the process's default CAs (what `NODE_EXTRA_CA_CERTS` does for a new
 * process). It reaches the fake because the fake serves below `/cal/services/Notification/v6`, where the
 * library appends its paths to its `marketPayEndpoint`.
 *
 * No bridge: the library is pointed at the fake's origin and given the fake's API key; the paths, the
 * `X-API-Key` header and the bodies are its own.
 */
import { Client, EnvironmentEnum, Platforms } from '@adyen/api-library';
import {
  INT64_FIRST_ID,
  startNotificationConfigFake,
  startNotificationReceiver,
  type NotificationConfigFake,
  type NotificationReceiver,
} from '@org/notification-config/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trustCa } from './support/trust-ca.js';

let fake: NotificationConfigFake;
let receiver: NotificationReceiver;
beforeAll(async () => {
  fake = await startNotificationConfigFake({ tls: true });
  trustCa(fake.caCertificate!);
  receiver = await startNotificationReceiver();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(() => fake.reset());

/** The library's notification configuration API, pointed at `target`. */
function sdk(target: NotificationConfigFake = fake) {
  const client = new Client({ apiKey: target.apiKey, environment: EnvironmentEnum.TEST });
  // The library's base for the classic platforms APIs; it appends `/Notification/v6/<operation>`.
  client.config.marketPayEndpoint = `${new URL(target.url).origin}/cal/services`;
  return new Platforms(client).NotificationConfiguration;
}

const details = () => ({
  active: true,
  description: 'Payouts',
  notifyURL: receiver.url,
  eventConfigs: [{ eventType: 'ACCOUNT_HOLDER_PAYOUT', includeMode: 'INCLUDE' }],
});

describe('@adyen/api-library against the notification configuration fake', () => {
  it('creates, reads, lists, updates, tests and deletes a configuration, the ids read as plain numbers', async () => {
    const api = sdk();
    const created = await api.createNotificationConfiguration({ configurationDetails: details() } as never);
    const id = created.configurationDetails.notificationId as number;
    expect(typeof id).toBe('number');
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(created.pspReference).toMatch(/^\d{16}$/);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/cal/services/Notification/v6/createNotificationConfiguration');
    expect(request.headers['x-api-key']).toBe(fake.apiKey);

    const got = await api.getNotificationConfiguration({ notificationId: id });
    expect(got.configurationDetails).toMatchObject({ notificationId: id, description: 'Payouts' });
    const listed = await api.getNotificationConfigurationList({});
    expect(listed.configurations?.map((c: { notificationId?: number }) => c.notificationId)).toEqual([id]);
    const updated = await api.updateNotificationConfiguration({ configurationDetails: { notificationId: id, description: 'Payouts (EU)' } } as never);
    expect(updated.configurationDetails.description).toBe('Payouts (EU)');
    const tested = await api.testNotificationConfiguration({ notificationId: id });
    expect(tested.errorMessages ?? []).toEqual([]);
    expect(receiver.received.length).toBeGreaterThan(0);
    await api.deleteNotificationConfigurations({ notificationIds: [id] });
    expect(fake.configurations.list()).toEqual([]);
  });

  it('reports the service’s refusal of an unknown key as its own exception, with the body fields', async () => {
    const client = new Client({ apiKey: 'not-a-key', environment: EnvironmentEnum.TEST });
    client.config.marketPayEndpoint = `${new URL(fake.url).origin}/cal/services`;
    const error = await new Platforms(client).NotificationConfiguration.getNotificationConfigurationList({}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 401,
      errorCode: '000',
      apiError: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' },
    });
    expect((error as { apiError: { pspReference?: string } }).apiError.pspReference).toBeUndefined();
  });

  it('with 64-bit ids by choice (the stress option), a client reading JSON numbers as doubles loses them', async () => {
    await using stressed = await startNotificationConfigFake({ tls: true, firstId: INT64_FIRST_ID });
    trustCa(stressed.caCertificate!);
    const api = sdk(stressed);
    const created = await api.createNotificationConfiguration({ configurationDetails: details() } as never);
    // 9007199254740993 on the wire; a double holds 9007199254740992.
    expect(created.configurationDetails.notificationId).toBe(9007199254740992);
    expect(stressed.configurations.has('9007199254740993')).toBe(true);
    const missed = await api.getNotificationConfiguration({ notificationId: created.configurationDetails.notificationId as number }).catch((caught: unknown) => caught);
    expect(missed).toMatchObject({ statusCode: 422 });
  });
});
