import type { IncomingHttpHeaders } from 'node:http';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader, apiKeyQuery, basic, bearer, type Credential } from './auth.js';
import { googleErrorParser } from './families/google/index.js';
import {
  AbortError,
  ApiError,
  AuthenticationError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
  ValidationError,
  type SdkError,
} from './errors.js';
import type { ClientOptions } from './options.js';
import { REDACTED, redactUrl } from './redaction.js';
import { scrubText } from './scrub-text.js';
import { namedTools } from './page-tool-names.js';
import { pageToolList } from './page-tools.js';
import { valueRedactionWith } from './value-redaction.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { closedPortUrl, json, shareServer } from './test-support/loopback-server.js';

const { redactHeaders, scrubDeep } = valueRedactionWith(namedTools(pageToolList));

// Secrets with characters that change under percent-encoding, so encoded leaks are caught too.
const BEARER = 'bearer+SECRET/tok=8f3a1c';
const PROVIDED = 'provided+SECRET/tok=21ab';
const API_KEY = 'apikey+SECRET/91bd';
const QUERY_KEY = 'qkey+SECRET/77e0=';
const USER = 'alice-user';
const PASSWORD = 'basic+SECRET/pw4d2';
const SIGNATURE = 'sig+SECRET/param5a9';

interface CredentialCase {
  readonly label: string;
  readonly make: () => Credential;
  readonly secrets: readonly string[];
}

const credentials: CredentialCase[] = [
  { label: 'static bearer token', make: () => bearer(BEARER), secrets: [BEARER] },
  { label: 'bearer token provider', make: () => bearer(async () => ({ token: PROVIDED, expiresAt: Date.now() + 3_600_000 })), secrets: [PROVIDED] },
  { label: 'API key header', make: () => apiKeyHeader(API_KEY, { header: 'x-api-key', format: (key) => `api_key="${key}"` }), secrets: [API_KEY] },
  { label: 'API key query', make: () => apiKeyQuery(QUERY_KEY, { param: 'key', kind: 'apiKey' }), secrets: [QUERY_KEY] },
  { label: 'basic password', make: () => basic(USER, PASSWORD), secrets: [PASSWORD, `${USER}:${PASSWORD}`] },
];

const Thing = z.looseObject({ id: z.string() });

const service = testService(
  {
    things: {
      get: {
        method: 'GET',
        path: '/things/{id}',
        summary: 'Read a thing',
        pathParams: { id: z.string() },
        query: {
          q: z.optional(z.string()),
          sig: { schema: z.string().check(z.minLength(8)), secret: true, name: 'signature' },
        },
        response: Thing,
      },
    },
  },
  { defaultAuth: ['bearer', 'apiKey', 'basic'], errorParser: googleErrorParser },
);

/** Every form a secret could leak in: as is, percent-encoded, base64 (basic auth). */
function forms(secret: string): string[] {
  return [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];
}

/** Everything the server saw that could carry a credential, as one string to echo back. */
function echo(url: string, headers: IncomingHttpHeaders): string {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return [
    `url=${url}`,
    `authorization=${headers.authorization ?? ''}`,
    `x-api-key=${headers['x-api-key'] ?? ''}`,
    ...[...query].map(([name, value]) => `${name}=${value}`),
  ].join(' ');
}

const server = await shareServer();

/** Answers with `status` and a body and headers that echo the credentials back. */
function echoingServer(status: number, successBody?: (said: string) => unknown) {
  server.handle((request, response) => {
    const said = echo(request.url, request.headers);
    if (status < 300) return json(response, status, successBody!(said));
    json(
      response,
      status,
      { error: { code: status, status: 'FAILED', message: `Credential rejected: ${said}`, details: [{ echoed: said, [said]: said }] } },
      {
        'x-request-id': 'req-1',
        link: `<${server.url}${request.url}>; rel="self"`,
        'www-authenticate': `Bearer realm="x", error="invalid_token", token="${said}"`,
      },
    );
  });
}

interface ErrorKindCase {
  readonly label: string;
  readonly expected: new (...args: never[]) => SdkError;
  readonly run: (make: (options?: Partial<ClientOptions>) => ReturnType<typeof createClient<typeof service.groups>>) => Promise<unknown>;
}

const input = { id: 'thing-1', q: 'shown', sig: SIGNATURE };
const stall = () => server.handle(() => {});

const errorKinds: ErrorKindCase[] = [
  {
    label: '401',
    expected: AuthenticationError,
    run: (make) => {
      echoingServer(401);
      return make().things.get(input);
    },
  },
  {
    label: '500 after retries',
    expected: ApiError,
    run: (make) => {
      echoingServer(500);
      return make().things.get(input);
    },
  },
  {
    label: 'network failure',
    expected: NetworkError,
    run: async (make) => make({ baseUrl: await closedPortUrl() }).things.get(input),
  },
  {
    label: 'timeout',
    expected: TimeoutError,
    run: (make) => {
      stall();
      // The server never answers: a short attempt limit ends it. Other kinds keep the default limit, so a busy
      // machine cannot turn their answers into time-outs.
      return make({ timeout: 100 }).things.get(input);
    },
  },
  {
    label: 'abort',
    expected: AbortError,
    run: (make) => {
      stall();
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 30);
      return make().things.get(input, { signal: controller.signal });
    },
  },
  {
    label: 'input validation',
    expected: ValidationError,
    run: (make) => make().things.get({ ...input, id: '../admin' }),
  },
  {
    label: 'secret parameter validation',
    expected: ValidationError,
    run: (make) => make().things.get({ ...input, sig: SIGNATURE.slice(0, 5) }),
  },
  {
    label: 'response validation (strict)',
    expected: ResponseValidationError,
    run: (make) => {
      echoingServer(200, (said) => ({ id: 42, [said]: said, echoed: said }));
      return make({ validation: 'strict' }).things.get(input);
    },
  },
  {
    label: 'response validation (not JSON)',
    expected: ResponseValidationError,
    run: (make) => {
      server.handle((request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${echo(request.url, request.headers)}</p>`));
      return make().things.get(input);
    },
  },
];

/** Every rendering of an error and of its cause chain. */
function renderings(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    if (current instanceof Error) {
      out.push(current.message, String(current), current.stack ?? '');
    }
    out.push(JSON.stringify(current) ?? '', inspect(current, { depth: 10 }), inspect(current, { depth: 10, showHidden: true }));
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

function expectNoSecret(haystack: readonly string[], secrets: readonly string[]): void {
  const all = [...secrets, SIGNATURE];
  for (const text of haystack) {
    for (const secret of all) {
      for (const form of forms(secret)) {
        if (text.includes(form)) {
          expect.fail(`secret ${JSON.stringify(form)} leaked in:\n${text}`);
        }
      }
    }
  }
}

describe.each(credentials)('no credential leaks with a $label', ({ make: makeCredential, secrets }) => {
  it.each(errorKinds)('$label', async ({ expected, run }) => {
    const log = captureLogger();
    const hookSeen: string[] = [];
    const make = (options: Partial<ClientOptions> = {}) =>
      createClient(service, {
        baseUrl: server.url,
        auth: makeCredential(),
        logger: log.logger,
        logLevel: 'debug',
        retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 },
        hooks: {
          beforeRequest: (context) => void hookSeen.push(context.url, JSON.stringify(context.headers)),
          afterResponse: (context) => void hookSeen.push(context.url, String(context.requestId)),
          beforeError: (error) => void hookSeen.push(...renderings(error)),
        },
        ...options,
      });
    const error = await rejectionOf(run(make));
    expect(error).toBeInstanceOf(expected);
    expectNoSecret([...renderings(error), log.text(), ...hookSeen], secrets);
    if (error instanceof ApiError) {
      // The service echoed every credential it received into its message: the message is kept, scrubbed.
      expect(error.serviceMessage).toContain('Credential rejected');
      expect(error.serviceMessage).toContain(REDACTED);
      expect(error.headers['www-authenticate']).toBeUndefined();
    }
    // Something was logged at debug level for calls that reached the wire (the check is not vacuous).
    if (!(error instanceof ValidationError)) expect(log.lines.some((line) => line.level === 'debug')).toBe(true);
  });

  it('a successful call shows a redacted URL', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'ok' }));
    const log = captureLogger();
    const { response } = await createClient(service, { baseUrl: server.url, auth: makeCredential(), logger: log.logger, logLevel: 'debug' })
      .things.get(input)
      .withResponse();
    expect(response.url).toContain('q=shown');
    expect(response.url).toContain(`signature=${REDACTED}`);
    expectNoSecret([response.url, log.text()], secrets);
    // The credential did reach the server.
    const seen = echo(server.requests[0]!.url, server.requests[0]!.headers);
    expect(secrets.some((secret) => forms(secret).some((form) => seen.includes(form)))).toBe(true);
  });
});

describe('secrets in the path', () => {
  // One segment each: no '/', but characters that change under percent-encoding.
  const PATH_KEY = 'pathkey+SECRET=3c7e';
  const PATH_CREDENTIAL = 'credkey+SECRET=55aa';
  const keyed = testService(
    {
      keys: {
        get: {
          method: 'GET',
          path: '/keys/{key}/details',
          summary: 'Read a key',
          pathParams: { key: { schema: z.string(), secret: true } },
          response: Thing,
        },
        peek: {
          method: 'GET',
          path: '/public/{name}',
          summary: 'Read by a name that happens to be the credential',
          pathParams: { name: z.string() },
          response: Thing,
        },
      },
    },
    { defaultAuth: ['apiKey'], errorParser: googleErrorParser },
  );

  it('a secret path parameter is scrubbed from errors, logs, hooks and response URLs', async () => {
    const log = captureLogger();
    const hookSeen: string[] = [];
    const client = createClient(keyed, {
      baseUrl: server.url,
      auth: apiKeyHeader(API_KEY),
      logger: log.logger,
      logLevel: 'debug',
      retry: false,
      hooks: {
        beforeRequest: (context) => void hookSeen.push(context.url),
        afterResponse: (context) => void hookSeen.push(context.url),
      },
    });
    echoingServer(404);
    const error = await rejectionOf(client.keys.get({ key: PATH_KEY }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).url).toContain(`/keys/${REDACTED}/details`);
    server.handle((_request, response) => json(response, 200, { id: 'ok' }));
    const { response } = await client.keys.get({ key: PATH_KEY }).withResponse();
    expectNoSecret([...renderings(error), log.text(), ...hookSeen, response.url], [PATH_KEY, API_KEY]);
    // The value did reach the server, in the path.
    expect(server.requests.some((request) => request.url.includes(encodeURIComponent(PATH_KEY)))).toBe(true);
  });

  it("a credential's value in a path is scrubbed even when the parameter is not marked secret", async () => {
    const client = createClient(keyed, { baseUrl: server.url, auth: apiKeyHeader(PATH_CREDENTIAL), retry: false, logLevel: 'silent' });
    echoingServer(404);
    const error = await rejectionOf(client.keys.peek({ name: PATH_CREDENTIAL }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).url).toContain(`/public/${REDACTED}`);
    expectNoSecret(renderings(error), [PATH_CREDENTIAL]);
  });
});

describe('request ids that echo a credential', () => {
  it('are scrubbed from debug log lines and from the afterResponse hook', async () => {
    const log = captureLogger();
    const hookSeen: string[] = [];
    server.handle((request, response) =>
      json(response, 500, { error: { code: 500, message: 'failed' } }, { 'x-request-id': `echo ${request.headers['x-api-key'] ?? ''}` }),
    );
    const client = createClient(service, {
      baseUrl: server.url,
      auth: apiKeyHeader(API_KEY),
      logger: log.logger,
      logLevel: 'debug',
      retry: false,
      hooks: { afterResponse: (context) => void hookSeen.push(String(context.requestId)) },
    });
    const error = await rejectionOf(client.things.get(input));
    expect(error).toBeInstanceOf(ApiError);
    expect(log.text()).toContain(`request id echo ${REDACTED}`);
    expect(hookSeen).toEqual([`echo ${REDACTED}`]);
    expectNoSecret([...renderings(error), log.text(), ...hookSeen], [API_KEY]);
  });
});

describe('a credential echoed as a key of the answer', () => {
  const keyed = testService(
    {
      usage: {
        get: {
          method: 'GET',
          path: '/usage',
          summary: 'Usage by key',
          response: z.looseObject({ byKey: z.record(z.string(), z.number()) }),
        },
      },
    },
    { defaultAuth: ['apiKey'] },
  );

  it('is scrubbed from a strict schema error and from the lenient warning', async () => {
    // The answer maps the caller's key to a value of the wrong type: the schema issue's path names the key.
    server.handle((request, response) => json(response, 200, { byKey: { [String(request.headers['x-api-key'])]: 'many' } }));
    const log = captureLogger();
    const make = (validation: 'strict' | 'lenient') =>
      createClient(keyed, { baseUrl: server.url, auth: apiKeyHeader(API_KEY), validation, logger: log.logger, logLevel: 'debug', retry: false });
    const error = await rejectionOf(make('strict').usage.get());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe(`response.byKey.${REDACTED}`);
    await make('lenient').usage.get();
    expect(log.text()).toContain(`response.byKey.${REDACTED}`);
    expectNoSecret([...renderings(error), log.text()], [API_KEY]);
  });
});

describe('redaction functions', () => {
  it('redactUrl hides query values outside the allow-list and user info', () => {
    expect(redactUrl('https://u:p@api.test/a?x=1&key=s3cr3t&x=2', new Set(['x']))).toBe(`https://api.test/a?x=1&key=${REDACTED}&x=2`);
    expect(redactUrl('not a url', new Set())).toBe(REDACTED);
    expect(redactUrl('https://api.test/a', new Set())).toBe('https://api.test/a');
  });

  it('redactHeaders shows only allow-listed headers', () => {
    const shown = redactHeaders(new Headers({ authorization: 'Bearer x', 'content-type': 'application/json', 'x-api-key': 'k' }));
    expect(shown).toEqual({ authorization: REDACTED, 'content-type': 'application/json', 'x-api-key': REDACTED });
  });

  it('scrubText replaces plain and percent-encoded forms, and ignores very short secrets', () => {
    expect(scrubText(`a ${QUERY_KEY} b ${encodeURIComponent(QUERY_KEY)}`, [QUERY_KEY])).toBe(`a ${REDACTED} b ${REDACTED}`);
    expect(scrubText('abc abc', ['abc'])).toBe('abc abc');
  });

  it('scrubDeep scrubs nested strings and keys without touching the input', () => {
    const value = { a: [`x ${BEARER}`], [BEARER]: { b: BEARER }, n: 1 };
    const scrubbed = scrubDeep(value, [BEARER]);
    expect(JSON.stringify(scrubbed)).not.toContain(BEARER);
    expect(scrubbed.n).toBe(1);
    expect(value.a[0]).toContain(BEARER);
  });
});
