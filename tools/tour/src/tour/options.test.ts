import { describe, expect, it } from 'vitest';
import { parseTourOptions } from './options.js';

describe('tour options', () => {
  it('reads services, a base URL, settings and flags', () => {
    const options = parseTourOptions(['--service', 'webhooks', '--base-url', 'https://api.example.com', '--set', 'apiKey=k=1', '--verbose']);
    expect(options).toMatchObject({ services: ['webhooks'], baseUrl: 'https://api.example.com', settings: { apiKey: 'k=1' }, verbose: true });
  });

  it('takes settings from ORG_TOUR_* variables against a deployment, flags first', () => {
    const options = parseTourOptions(['--service', 'webhooks', '--base-url', 'https://x', '--set', 'appId=1'], {
      ORG_TOUR_API_KEY: 'from-env',
      ORG_TOUR_APP_ID: '2',
    });
    expect(options.settings).toEqual({ appId: '1', apiKey: 'from-env' });
  });

  it('refuses a base URL without exactly one service, unknown flags and malformed settings', () => {
    expect(() => parseTourOptions(['--base-url', 'https://x'])).toThrow(/exactly one --service/);
    expect(() => parseTourOptions(['--fast'])).toThrow(/unknown option/);
    expect(() => parseTourOptions(['--set', 'novalue'])).toThrow(/name=value/);
    expect(() => parseTourOptions(['--service'])).toThrow(/needs a value/);
  });
});
