/**
 * One way to cause each kind of error while a credential is in use. Several make the fake echo the
 * credential back (in the error body, in headers, in a redirect) as a careless service or proxy would.
 */
import type { ErrorKind } from '@org/http-core';
import type { FakeServer } from '@org/http-core/testing';
import type { SuiteOptions } from '../probe.js';

export interface TriggerContext {
  /** Every form of the credential in use. */
  readonly forms: readonly string[];
  /** A server on another origin. */
  readonly otherOrigin: string;
}

export interface ErrorTrigger {
  readonly kind: string;
  readonly expected: ErrorKind;
  readonly options?: SuiteOptions;
  /** Send credentials the fake refuses. */
  readonly refused?: boolean;
  /** Send the probe's first bad input instead of its call. */
  readonly badInput?: boolean;
  /** Abort once the request has reached the fake. */
  readonly abortInFlight?: boolean;
  arrange?(fake: FakeServer, context: TriggerContext): void;
}

const echoBody = (forms: readonly string[]) => {
  const said = `credential ${forms.join(' ')} was not accepted`;
  return {
    error: { code: 'Unauthorized', status: 'UNAUTHENTICATED', message: said, details: [{ key: forms[0] }] },
    message: said,
    errorCode: '000',
    errorType: 'security',
    category: 'INVALID_AUTHENTICATION',
    correlationId: forms[0],
    pspReference: forms[0],
  };
};

export const errorTriggers: readonly ErrorTrigger[] = [
  { kind: 'validation', expected: 'validation', badInput: true },
  { kind: 'authentication (credential refused)', expected: 'api', refused: true },
  {
    kind: 'server error echoing the credential',
    expected: 'api',
    arrange: (fake, { forms, otherOrigin }) =>
      fake.faults.status([500], {
        times: 'always',
        body: echoBody(forms),
        headers: {
          'x-request-id': forms[0]!,
          'x-correlation-id': forms.join(','),
          link: `<${otherOrigin}/next?key=${encodeURIComponent(forms[0]!)}>; rel="next"`,
          'retry-after': '0',
        },
      }),
  },
  { kind: 'network (connection reset)', expected: 'network', arrange: (fake) => fake.faults.reset({ times: 'always' }) },
  {
    kind: 'network (redirect to another origin)',
    expected: 'network',
    arrange: (fake, { forms, otherOrigin }) => fake.faults.redirect(`${otherOrigin}/collect?token=${encodeURIComponent(forms[0]!)}`, 307, { times: 'always' }),
  },
  {
    kind: 'timeout',
    expected: 'timeout',
    options: { timeout: 60, retry: { limit: 1, baseDelayMs: 1, maxDelayMs: 1 } },
    arrange: (fake) => fake.faults.delay(10_000, { times: 'always' }),
  },
  { kind: 'abort', expected: 'abort', abortInFlight: true, arrange: (fake) => fake.faults.delay(10_000, { times: 'always' }) },
  { kind: 'response validation (invalid JSON)', expected: 'response-validation', arrange: (fake) => fake.faults.invalidJson(200, { times: 'always' }) },
  {
    kind: 'response validation (strict schema)',
    expected: 'response-validation',
    options: { validation: 'strict' },
    arrange: (fake, { forms }) => fake.faults.status([200], { times: 'always', body: [...forms] }),
  },
];
