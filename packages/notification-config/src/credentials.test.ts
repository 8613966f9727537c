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
