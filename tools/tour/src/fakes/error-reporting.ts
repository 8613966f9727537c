import { errorReportingServiceInfo } from '@org/error-reporting';
import { startErrorReportingFake, type ErrorReportingFake } from '@org/error-reporting/testing';
import { defineFake } from './define-fake.js';
import type { FakeEntry } from './running-fake.js';

/** The error reporting fake: a bearer token for everything, an API key (as `?key=`) for reports. */
export const errorReportingFake: FakeEntry<ErrorReportingFake> = defineFake({
  service: errorReportingServiceInfo.name,
  start: startErrorReportingFake,
  show: (fake) => ({
    settings: { token: fake.token, apiKey: fake.apiKey, projectName: fake.projectName },
    sample: {
      method: 'POST',
      path: `/v1beta1/${fake.projectName}/events:report?key=${encodeURIComponent(fake.apiKey)}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Error: sent with curl\n    at main (/app/main.js:1:1)', serviceContext: { service: 'curl' } }),
    },
  }),
});
