/**
 * Every fake refuses what its service refuses in a request body, over real sockets: a body whose content type
 * the operation does not take (a JSON body labelled `text/plain`) gets the status and code its README states, in
 * the service's error shape, for every operation with a body; a body over 10 MiB gets 413 before it is read,
 * and nothing of it is kept.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { bodySpec, type ServiceDefinition } from '@org/http-core';
import { DEFAULT_MAX_BODY_BYTES, type FakeServer } from '@org/http-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakes } from './registry.js';
import type { RunningFake } from './running-fake.js';

type Code = string | number;

/**
 * What each package README says its fake answers: status and service code for a wrong content type, code for 413
 * (app-lifecycle's groups write codes as names or as numbers, so either is listed).
 */
const documented: Readonly<Record<string, { readonly wrongType: 400 | 415; readonly wrongTypeCode: Code | readonly Code[]; readonly tooLargeCode: Code | readonly Code[] }>> = {
  'access-control': { wrongType: 415, wrongTypeCode: 'UnsupportedMediaType', tooLargeCode: 'RequestEntityTooLarge' },
  marketplace: { wrongType: 400, wrongTypeCode: 'INVALID_ARGUMENT', tooLargeCode: 'INVALID_ARGUMENT' },
  'event-trigger': { wrongType: 400, wrongTypeCode: 'INVALID_ARGUMENT', tooLargeCode: 'INVALID_ARGUMENT' },
  'error-reporting': { wrongType: 400, wrongTypeCode: 'INVALID_ARGUMENT', tooLargeCode: 'INVALID_ARGUMENT' },
  webhooks: { wrongType: 415, wrongTypeCode: 'UNSUPPORTED_MEDIA_TYPE', tooLargeCode: 'REQUEST_ENTITY_TOO_LARGE' },
  'address-lookup': { wrongType: 415, wrongTypeCode: 4150, tooLargeCode: 4130 },
  'docs-platform': { wrongType: 415, wrongTypeCode: 'UNEXPECTED_ERROR', tooLargeCode: 'UNEXPECTED_ERROR' },
  'checkout-utility': { wrongType: 415, wrongTypeCode: '415', tooLargeCode: '413' },
  'notification-config': { wrongType: 415, wrongTypeCode: '415', tooLargeCode: '413' },
  'app-lifecycle': { wrongType: 415, wrongTypeCode: ['HTTP_415', 415], tooLargeCode: ['PayloadTooLarge', 413] },
};

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

async function readAnswer(res: IncomingMessage): Promise<Answer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return { status: res.statusCode!, body: res.headers['content-type']?.includes('json') ? (JSON.parse(text) as unknown) : text };
}

/** A complete request over a fresh connection. */
function send(url: string, method: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Framed by its length: Node sends a DELETE body unframed (neither length nor chunks) unless told its length.
    const framed = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(url, { method, headers: framed, agent: false }, (res) => readAnswer(res).then(resolve, reject));
    req.on('error', reject);
    req.end(body);
  });
}

/** Declares a body of `declared` bytes and sends only its first bytes: the answer must come before the rest. */
function sendDeclaredOnly(url: string, method: string, headers: Record<string, string>, declared: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { ...headers, 'content-length': String(declared) }, agent: false }, (res) =>
      readAnswer(res).then((answer) => {
        req.destroy();
        resolve(answer);
      }, reject),
    );
    req.on('error', reject);
    req.write('{"name":"');
  });
}

/** Credentials as the fake's sample request sends them, plus a bearer token where the fake has one. */
function credentials(running: RunningFake): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(running.sample.headers)) if (name.toLowerCase() !== 'content-type') headers[name] = value;
  const token = running.settings.token;
  if (token !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) headers.authorization = `Bearer ${token}`;
  return headers;
}

describe.each(fakes.map((entry) => entry.service))('%s', (name) => {
  let running: RunningFake;
  let fake: FakeServer;
  let service: ServiceDefinition;
  const rules = documented[name]!;
  /** The service's reader of error bodies: declared, or loaded on demand as its error format. */
  let errorParser: ServiceDefinition['errorParser'];
  const codeOf = (answer: Answer) => errorParser?.(answer.body, { status: answer.status })?.code;
  const oneOf = (codes: Code | readonly Code[]) => (Array.isArray(codes) ? codes : [codes]);
  beforeAll(async () => {
    running = await fakes.find((entry) => entry.service === name)!.start();
    fake = running.fake as FakeServer;
    service = fake.service;
    errorParser = service.errorParser ?? (await service.errorFormat?.())?.errorParser;
  });
  afterAll(() => running.close());

  it('every operation with a body refuses one whose content type it does not take, in the error shape, before its handler', async () => {
    const withBody = service.operations.filter((operation) => operation.spec.body !== undefined);
    expect(withBody.length).toBeGreaterThan(0);
    const routed: string[] = [];
    for (const operation of withBody) {
      const encoding = bodySpec(operation.spec.body!).encoding ?? 'json';
      if (encoding === 'binary') continue;
      const path = operation.path.replace(/\{[^}]+\}/g, 'x');
      const answer = await send(`${running.url}${path}`, operation.method, { ...credentials(running), 'content-type': 'text/plain' }, '{"name":"n"}');
      // A path filled with placeholders may belong to another operation (or none): judge the ones it reached.
      if (fake.requests.at(-1)?.operationId !== operation.id) continue;
      routed.push(operation.id);
      expect(answer.status, operation.id).toBe(rules.wrongType);
      expect(oneOf(rules.wrongTypeCode), operation.id).toContain(codeOf(answer));
      if (encoding === 'json') expect(JSON.stringify(answer.body), operation.id).toContain('text/plain');
    }
    expect(routed.length).toBeGreaterThan(0);
  });

  it(`a body over ${DEFAULT_MAX_BODY_BYTES} bytes is answered 413 before it is read, and nothing of it is kept`, async () => {
    const operation = service.operations.find((candidate) => candidate.spec.body !== undefined && (bodySpec(candidate.spec.body).encoding ?? 'json') === 'json')!;
    const url = `${running.url}${operation.path.replace(/\{[^}]+\}/g, 'x')}`;
    const headers = { ...credentials(running), 'content-type': 'application/json' };
    const declared = await sendDeclaredOnly(url, operation.method, headers, 50 * 1024 * 1024);
    expect(declared.status).toBe(413);
    expect(oneOf(rules.tooLargeCode)).toContain(codeOf(declared));
    expect(fake.requests.at(-1)).toMatchObject({ status: 413, bodyText: '', json: undefined });

    // A client that sends the whole body (fetch, as the SDKs do) gets the 413 too.
    const whole = await fetch(url, { method: operation.method, headers, body: `{"name":"${'x'.repeat(DEFAULT_MAX_BODY_BYTES)}"}` });
    expect(whole.status).toBe(413);
    expect(oneOf(rules.tooLargeCode)).toContain(codeOf({ status: 413, body: (await whole.json()) as unknown }));
    expect(fake.requests.at(-1)).toMatchObject({ status: 413, bodyText: '' });
  });
});
