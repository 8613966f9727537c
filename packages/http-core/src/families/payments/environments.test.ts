import { describe, expect, it } from 'vitest';
import { resolveEnvironmentUrl, type EnvironmentChoice } from './environments.js';
import { isValidationError, type ValidationError } from '../../errors.js';
import { isLoopbackHost } from '../../loopback.js';

const rules = { packageName: '@org/payments', testUrl: 'https://pay-test.example.com/v1', credentialOption: 'keyEnvironment', credentials: 'API keys' };
const resolve = (choice: EnvironmentChoice) => resolveEnvironmentUrl(choice, rules);

function refusal(choice: EnvironmentChoice): ValidationError {
  try {
    resolve(choice);
  } catch (error) {
    if (isValidationError(error)) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('resolveEnvironmentUrl', () => {
  it('uses the test address by default, or the base URL given for test', () => {
    expect(resolve({})).toBe(rules.testUrl);
    expect(resolve({ baseUrl: 'http://127.0.0.1:9/v1' })).toBe('http://127.0.0.1:9/v1');
  });

  it('uses the live address given, https or loopback http', () => {
    expect(resolve({ environment: 'live', liveUrl: 'https://acct-live.example.net/v1', credentialEnvironment: 'live' })).toBe('https://acct-live.example.net/v1');
    expect(resolve({ environment: 'live', liveUrl: 'http://localhost:4000/v1' })).toBe('http://localhost:4000/v1');
  });

  it('refuses what cannot be right, naming the field and saying what to do', () => {
    expect(refusal({ environment: 'live' })).toMatchObject({ field: 'liveUrl', message: expect.stringMatching(/^@org\/payments: liveUrl is missing: give the https live address of your account$/) });
    expect(refusal({ environment: 'live', liveUrl: 'http://live.example.net/v1' }).message).toMatch(/does not use https/);
    expect(refusal({ environment: 'live', liveUrl: 'https://pay-test.example.com/other' }).message).toMatch(/points at the test environment/);
    expect(refusal({ environment: 'live', liveUrl: 'not a url' }).message).toMatch(/absolute URL/);
    expect(refusal({ environment: 'production' as 'live' }).field).toBe('environment');
    const mismatch = refusal({ environment: 'live', liveUrl: 'https://live.example.net/v1', credentialEnvironment: 'test' });
    expect(mismatch).toMatchObject({ field: 'keyEnvironment', message: expect.stringMatching(/API keys issued for test cannot be used in live: use API keys issued for live/) });
    expect(refusal({ credentialEnvironment: 'live' }).message).toMatch(/API keys issued for live cannot be used in test: .*or set environment: 'live'/);
  });
});

describe('the words of each refusal', () => {
  it('are these, each naming its field', () => {
    const cases: [EnvironmentChoice, string, string][] = [
      [{ environment: 'production' as 'live' }, 'environment', "environment must be 'test' or 'live'"],
      [{ credentialEnvironment: 'staging' as 'live' }, 'keyEnvironment', "keyEnvironment must be 'test' or 'live'"],
      [
        { environment: 'live', liveUrl: 'https://live.example.net/v1', credentialEnvironment: 'test' },
        'keyEnvironment',
        "API keys issued for test cannot be used in live: use API keys issued for live, or set environment: 'test'",
      ],
      [
        { credentialEnvironment: 'live' },
        'keyEnvironment',
        "API keys issued for live cannot be used in test: use API keys issued for test, or set environment: 'live'",
      ],
      [{ environment: 'live', liveUrl: '' }, 'liveUrl', 'liveUrl is missing: give the https live address of your account'],
      [{ environment: 'live', liveUrl: 'not a url' }, 'liveUrl', 'liveUrl is not an absolute URL: give the https live address of your account'],
      [{ environment: 'live', liveUrl: 'http://live.example.net/v1' }, 'liveUrl', 'liveUrl does not use https: give the https live address of your account'],
      [{ environment: 'live', liveUrl: 'https://pay-test.example.com/v2' }, 'liveUrl', 'liveUrl points at the test environment: give the https live address of your account'],
    ];
    for (const [choice, field, message] of cases) expect(refusal(choice)).toMatchObject({ field, message: `@org/payments: ${message}` });
    // An environment of null is the default one, as one left out.
    expect(resolve({ environment: null as unknown as 'live' })).toBe(rules.testUrl);
  });

  it('name the default option and credentials when a service names neither', () => {
    const error = (() => {
      try {
        resolveEnvironmentUrl({ environment: 'live', liveUrl: 'https://live.example.net/v1', credentialEnvironment: 'test' }, { packageName: '@org/p', testUrl: rules.testUrl });
      } catch (caught) {
        return caught as ValidationError;
      }
      return undefined;
    })();
    expect(error).toMatchObject({
      field: 'credentialEnvironment',
      message: "@org/p: credentials issued for test cannot be used in live: use credentials issued for live, or set environment: 'test'",
    });
  });
});

describe('isLoopbackHost', () => {
  it('knows the local machine and nothing else', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.8.9.10', '[::1]', 'LOCALHOST']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['example.com', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '127.0.0.1.example.com', '::1']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
