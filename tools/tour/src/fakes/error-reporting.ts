import { startErrorReportingFake, type ErrorReportingFake } from '@org/error-reporting/testing';
import type { FakeEntry } from './running-fake.js';

/** The error reporting fake: a bearer token for everything, an API key for reports. */
export const errorReportingFake: FakeEntry<ErrorReportingFake> = {
  service: 'error-reporting',
  async start(options = {}) {
    const fake = await startErrorReportingFake(options);
    return {
      service: 'error-reporting',
      url: fake.url,
      settings: { token: fake.token, apiKey: fake.apiKey, projectName: fake.projectName },
      fake,
      close: () => fake.close(),
    };
  },
};
