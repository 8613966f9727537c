/**
 * The fault catalogue: each kind of network or server misbehaviour, how to cause it with the fake's fault
 * injection, and what a correct client does about it.
 */
import type { ErrorKind } from '@org/http-core';
import type { FakeServer } from '@org/http-core/testing';
import type { SuiteOptions } from '../probe.js';

/** The error a call must end with while a fault lasts. */
export interface ExpectedError {
  readonly kind: ErrorKind;
  readonly status?: number;
}

/** How many answers a fault spoils: one, or every one. */
export type Times = 1 | 'always';

export interface FaultCase {
  /** What goes wrong, e.g. `502, Retry-After: 0 (seconds)`. */
  readonly kind: string;
  /** Row of the summary when several kinds share one (`5xx, Retry-After: ...`); default the kind. */
  readonly row?: string;
  /** Client options the case needs (a short time-out, a small body limit, a long backoff). */
  readonly options?: SuiteOptions;
  /** No fake at all: the client is pointed at a port nothing listens on. */
  readonly refused?: boolean;
  /** Makes the fake misbehave for the next answer, or for every answer. */
  inject(fake: FakeServer, times: Times, otherOrigin: string): void;
  /** Whether the retry policy repeats an idempotent call after this fault. */
  readonly retried: boolean;
  readonly error: ExpectedError;
  /** Only spoils a JSON body: a call that reads no body succeeds. */
  readonly bodyOnly?: boolean;
  /** Requests one attempt makes (a redirect loop follows several hops). */
  readonly requestsPerAttempt?: number;
}

const KiB = 1024;
const never = 10_000;
const scope = (times: Times) => ({ times });
const httpDate = (offsetMs: number) => new Date(Date.now() + offsetMs).toUTCString();

/**
 * Retries after these faults wait only what the service asked: were the header ignored, the backoff of a
 * minute would outlast the test's bound.
 */
const honourOnly: SuiteOptions = { retry: { limit: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, maxRetryAfterMs: 5_000 } };
/** An attempt time-out far shorter than the fault's stall. */
const shortTimeout: SuiteOptions = { timeout: 400 };

const status = (code: number) => ({ retried: true, error: { kind: 'api', status: code } }) as const;

const faultCases: readonly FaultCase[] = [
  { kind: 'connection refused', refused: true, inject: () => {}, retried: true, error: { kind: 'network' } },
  { kind: 'connection reset', inject: (fake, times) => fake.faults.reset(scope(times)), retried: true, error: { kind: 'network' } },
  {
    // The service did the work (a create is stored) and the answer never came back.
    kind: 'answer lost after the work was done',
    inject: (fake, times) => fake.faults.loseAnswer(scope(times)),
    retried: true,
    error: { kind: 'network' },
  },
  {
    kind: 'reset mid-body (truncated JSON)',
    inject: (fake, times) => fake.faults.truncated(scope(times)),
    retried: true,
    error: { kind: 'network' },
    bodyOnly: true,
  },
  ...[500, 502, 503, 504].map(
    (code): FaultCase => ({ kind: `${code}`, inject: (fake, times) => fake.faults.status([code], scope(times)), ...status(code) }),
  ),
  ...[500, 502, 503, 504].flatMap((code): FaultCase[] => {
    const retryAfter = (label: string, value: () => string, retried: boolean): FaultCase => ({
      kind: `${code}, Retry-After: ${label}`,
      row: `5xx, Retry-After: ${label}`,
      options: honourOnly,
      inject: (fake, times) => fake.faults.status([code], { times, headers: { 'retry-after': value() } }),
      ...status(code),
      retried,
    });
    return [
      retryAfter('0 s', () => '0', true),
      retryAfter('a past HTTP date', () => httpDate(-60_000), true),
      retryAfter('3600 s (beyond the cap)', () => '3600', false),
      retryAfter('an HTTP date beyond the cap', () => httpDate(3_600_000), false),
    ];
  }),
  {
    kind: '409 conflict (never retried)',
    inject: (fake, times) => fake.faults.status([409], scope(times)),
    retried: false,
    error: { kind: 'api', status: 409 },
  },
  {
    kind: '429 with rate-limit headers',
    options: honourOnly,
    inject: (fake, times) =>
      fake.faults.status([429], {
        times,
        headers: { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '0', 'ratelimit-policy': '100;w=10' },
      }),
    ...status(429),
  },
  {
    kind: '429, rate-limit reset beyond the cap',
    options: honourOnly,
    inject: (fake, times) =>
      fake.faults.status([429], {
        times,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600) },
      }),
    ...status(429),
    retried: false,
  },
  {
    kind: 'slow headers past the time-out',
    options: shortTimeout,
    inject: (fake, times) => fake.faults.delay(never, scope(times)),
    retried: true,
    error: { kind: 'timeout' },
  },
  {
    kind: 'slow body past the time-out',
    options: shortTimeout,
    inject: (fake, times) => fake.faults.slowBody(never, scope(times)),
    retried: true,
    error: { kind: 'timeout' },
    bodyOnly: true,
  },
  {
    kind: 'invalid JSON with a 200',
    inject: (fake, times) => fake.faults.invalidJson(200, scope(times)),
    retried: false,
    error: { kind: 'response-validation' },
    bodyOnly: true,
  },
  { kind: 'HTML error page (502)', inject: (fake, times) => fake.faults.html(502, scope(times)), ...status(502) },
  {
    kind: 'HTML page with a 200',
    inject: (fake, times) => fake.faults.html(200, scope(times)),
    retried: false,
    error: { kind: 'response-validation' },
    bodyOnly: true,
  },
  {
    kind: 'empty body where JSON is expected',
    // Strict: in lenient mode a missing body is a warning (see guarantees/declared-body.test.ts).
    options: { validation: 'strict' },
    inject: (fake, times) => fake.faults.emptyBody(200, scope(times)),
    retried: false,
    error: { kind: 'response-validation' },
    bodyOnly: true,
  },
  {
    kind: 'oversized body (declared length)',
    options: { maxResponseBytes: 64 * KiB },
    inject: (fake, times) => fake.faults.oversized(256 * KiB, { times }),
    retried: false,
    error: { kind: 'response-validation' },
  },
  {
    kind: 'oversized body (chunked)',
    options: { maxResponseBytes: 64 * KiB },
    inject: (fake, times) => fake.faults.oversized(256 * KiB, { times, declareLength: false }),
    retried: false,
    error: { kind: 'response-validation' },
    bodyOnly: true,
  },
  {
    kind: 'redirect to another origin',
    inject: (fake, times, otherOrigin) => fake.faults.redirect(`${otherOrigin}/elsewhere`, 302, scope(times)),
    retried: false,
    error: { kind: 'network' },
  },
  {
    kind: 'redirect loop',
    inject: (fake) => fake.faults.redirect((request) => request.url, 302, { times: 'always' }),
    retried: false,
    error: { kind: 'network' },
    requestsPerAttempt: 5,
  },
];

const stalls = new Set(['slow headers past the time-out', 'slow body past the time-out']);
const onTheConnection = new Set(['connection refused', 'connection reset', 'answer lost after the work was done', 'reset mid-body (truncated JSON)', 'redirect to another origin', 'redirect loop']);

/** Answers whose headers or body come later than the time-out: the slowest checks, so each in a file of its own. */
export const stallFaults = (kind: 'slow headers past the time-out' | 'slow body past the time-out'): readonly FaultCase[] =>
  faultCases.filter((fault) => fault.kind === kind);

/** Faults of the connection: refused, reset, redirected. */
export const connectionFaults: readonly FaultCase[] = faultCases.filter((fault) => onTheConnection.has(fault.kind));

/** Faults of the answer: error statuses, waits asked for, bodies that are not what was promised. */
export const answerFaults: readonly FaultCase[] = faultCases.filter((fault) => !onTheConnection.has(fault.kind) && !stalls.has(fault.kind));
