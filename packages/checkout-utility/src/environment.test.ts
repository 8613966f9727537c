import { isValidationError } from '@org/http-core';
import { describe, expect, test } from 'vitest';
import { checkoutTestUrl, resolveCheckoutBaseUrl } from './environment.js';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isValidationError(error)) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('resolveCheckoutBaseUrl', () => {
  test('the test environment is the default and uses the public test address', () => {
    expect(resolveCheckoutBaseUrl({})).toBe(checkoutTestUrl);
    expect(resolveCheckoutBaseUrl({ environment: 'test' })).toBe(checkoutTestUrl);
  });

  test('baseUrl replaces the test address', () => {
    expect(resolveCheckoutBaseUrl({ baseUrl: 'http://127.0.0.1:9999/v1' })).toBe('http://127.0.0.1:9999/v1');
  });

  test('live uses the live address given by the user', () => {
    const liveUrl = 'https://abc123-checkout-live.example.net/checkout/v1';
    expect(resolveCheckoutBaseUrl({ environment: 'live', liveUrl, keyEnvironment: 'live' })).toBe(liveUrl);
    expect(resolveCheckoutBaseUrl({ environment: 'live', liveUrl })).toBe(liveUrl);
  });

  test('live without a live address is refused', () => {
    const error = refusal(() => resolveCheckoutBaseUrl({ environment: 'live' }));
    expect(error.field).toBe('liveUrl');
    expect(error.message).toMatch(/liveUrl is missing: give the https live address of your account$/);
  });

  test('live with a test key is refused with a message that says what to do', () => {
    const error = refusal(() => resolveCheckoutBaseUrl({ environment: 'live', liveUrl: 'https://live.example.net/v1', keyEnvironment: 'test' }));
    expect(error.field).toBe('keyEnvironment');
    expect(error.message).toBe("@org/checkout-utility: API keys issued for test cannot be used in live: use API keys issued for live, or set environment: 'test'");
  });

  test('a live key in the test environment is refused too', () => {
    const error = refusal(() => resolveCheckoutBaseUrl({ keyEnvironment: 'live' }));
    expect(error.message).toMatch(/API keys issued for live cannot be used in test: use API keys issued for test, or set environment: 'live'/);
  });

  test('a live address must use https, except on loopback', () => {
    expect(refusal(() => resolveCheckoutBaseUrl({ environment: 'live', liveUrl: 'http://live.example.net/v1' })).message).toMatch(/https/);
    expect(resolveCheckoutBaseUrl({ environment: 'live', liveUrl: 'http://127.0.0.1:4000/v1' })).toBe('http://127.0.0.1:4000/v1');
    expect(resolveCheckoutBaseUrl({ environment: 'live', liveUrl: 'http://localhost:4000/v1' })).toBe('http://localhost:4000/v1');
  });

  test('a live address that is the test address, or not a URL, is refused', () => {
    expect(refusal(() => resolveCheckoutBaseUrl({ environment: 'live', liveUrl: checkoutTestUrl })).message).toMatch(/test environment/);
    expect(refusal(() => resolveCheckoutBaseUrl({ environment: 'live', liveUrl: 'not a url' })).message).toMatch(/absolute URL/);
  });

  test('unknown environment names are refused', () => {
    expect(refusal(() => resolveCheckoutBaseUrl({ environment: 'production' as 'live' })).field).toBe('environment');
    expect(refusal(() => resolveCheckoutBaseUrl({ keyEnvironment: 'prod' as 'live' })).field).toBe('keyEnvironment');
  });
});
