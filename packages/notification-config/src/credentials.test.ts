import { apiKeyHeader, ValidationError, type AuthTarget } from '@org/http-core';
import { expect, test } from 'vitest';
import { notificationCredentials } from './credentials.js';

test('an API key gives an X-API-Key credential; user name and password give Basic; the key comes first', () => {
  expect(notificationCredentials({ apiKey: 'k' }).map((c) => c.kind)).toEqual(['apiKey']);
  expect(notificationCredentials({ username: 'ws@MarketPlace.P', password: 'p' }).map((c) => c.kind)).toEqual(['basic']);
  expect(notificationCredentials({ apiKey: 'k', username: 'u', password: 'p' }).map((c) => c.kind)).toEqual(['apiKey', 'basic']);
});

test('no credential, or half of a Basic pair, is refused without echoing anything', () => {
  expect(() => notificationCredentials({})).toThrow(/give apiKey, or username and password/);
  expect(() => notificationCredentials({ username: 'ws@MarketPlace.P' })).toThrow(/both username and password/);
  let refused: unknown;
  try {
    notificationCredentials({ password: 'half-secret-913' });
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(Error);
  expect(JSON.stringify(refused)).not.toContain('half-secret-913');
  expect(String(refused)).not.toContain('half-secret-913');
});

test('the API key credential writes, hides and refuses a key as apiKeyHeader(key) does', () => {
  const written = (credential: ReturnType<typeof apiKeyHeader>) => {
    const target: AuthTarget = { headers: {}, query: [] };
    void credential.apply(target);
    return { kind: credential.kind, target, secrets: credential.secrets() };
  };
  const [ours] = notificationCredentials({ apiKey: 'key-4711' });
  expect(written(ours!)).toEqual(written(apiKeyHeader('key-4711')));
  expect(written(ours!).target.headers).toEqual({ 'x-api-key': 'key-4711' });
  for (const bad of ['', 'a\nb', 'caf\u00e9\u2603', '\ud800']) {
    const refusal = (make: () => unknown) => {
      try {
        make();
      } catch (error) {
        return { type: (error as Error).constructor, message: (error as Error).message, field: (error as ValidationError).field };
      }
      return undefined;
    };
    const ours = refusal(() => notificationCredentials({ apiKey: bad }));
    expect(ours?.type).toBe(ValidationError);
    expect(ours).toEqual(refusal(() => apiKeyHeader(bad)));
  }
});
