import { isValidationError } from '@org/http-core';
import { describe, expect, test } from 'vitest';
import { notificationTestUrl, resolveNotificationBaseUrl } from './environment.js';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isValidationError(error)) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('resolveNotificationBaseUrl', () => {
  test('test is the default environment, at the public test address unless baseUrl says otherwise', () => {
    expect(resolveNotificationBaseUrl({})).toBe(notificationTestUrl);
    expect(resolveNotificationBaseUrl({ baseUrl: 'http://127.0.0.1:1234' })).toBe('http://127.0.0.1:1234');
  });

  test('live uses the address given, and needs one', () => {
    const liveUrl = 'https://cal-live.example.net/cal/services/Notification/v6';
    expect(resolveNotificationBaseUrl({ environment: 'live', liveUrl, credentialEnvironment: 'live' })).toBe(liveUrl);
    expect(refusal(() => resolveNotificationBaseUrl({ environment: 'live' })).field).toBe('liveUrl');
  });

  test('live with test credentials is refused with a message that says what to do', () => {
    const error = refusal(() =>
      resolveNotificationBaseUrl({ environment: 'live', liveUrl: 'https://live.example.net/v6', credentialEnvironment: 'test' }),
    );
    expect(error.field).toBe('credentialEnvironment');
    expect(error.message).toBe("@org/notification-config: web service credentials issued for test cannot be used in live: use web service credentials issued for live, or set environment: 'test'");
    expect(refusal(() => resolveNotificationBaseUrl({ credentialEnvironment: 'live' })).message).toMatch(/credentials issued for live cannot be used in test: use web service credentials issued for test, or set environment: 'live'/);
  });

  test('a live address must be https (loopback excepted), not the test address, and a URL', () => {
    expect(refusal(() => resolveNotificationBaseUrl({ environment: 'live', liveUrl: 'http://live.example.net/v6' })).message).toMatch(/https/);
    expect(resolveNotificationBaseUrl({ environment: 'live', liveUrl: 'http://127.0.0.1:9/v6' })).toBe('http://127.0.0.1:9/v6');
    expect(refusal(() => resolveNotificationBaseUrl({ environment: 'live', liveUrl: notificationTestUrl })).message).toMatch(/test environment/);
    expect(refusal(() => resolveNotificationBaseUrl({ environment: 'live', liveUrl: '::' })).message).toMatch(/absolute URL/);
    expect(refusal(() => resolveNotificationBaseUrl({ environment: 'staging' as 'live' })).field).toBe('environment');
  });
});
