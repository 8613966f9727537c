import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { isResponseValidationError, isSignatureError, type SignatureError } from '@org/http-core/errors';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readWebhookEvents, type ReadWebhookEventsOptions } from './read-webhook-events.js';
import { isKnownWebhookEvent, type WebhookEvent } from './webhook-event.js';

const SECRET = 'client-secret-6c1f3a9e-77b2-4f0e-9d55-0a8e2b4c1d7f';
const SIGNED_AT = Date.UTC(2024, 4, 6, 7, 8, 9);

/** Signs as the service documents it, independently of the code under test. */
function sign(secret: string, method: string, signedUri: string, body: Buffer | string, timestamp: string): string {
  return createHmac('sha256', secret).update(Buffer.concat([Buffer.from(method + signedUri), Buffer.from(body), Buffer.from(timestamp)])).digest('base64');
}

interface Outcome {
  readonly events?: WebhookEvent[];
  readonly error?: unknown;
  readonly bytesSeen: number;
}

/** A receiver on 127.0.0.1 that reads each delivery with `readWebhookEvents` and keeps what it read or refused. */
let receiverOptions: ReadWebhookEventsOptions = { clientSecret: SECRET };
const outcomes: Outcome[] = [];
const server: Server = createServer((req: IncomingMessage, res) => {
  let bytesSeen = 0;
  req.on('data', (chunk: Buffer) => (bytesSeen += chunk.length));
  readWebhookEvents(req, receiverOptions).then(
    (events) => {
      outcomes.push({ events, bytesSeen });
      res.writeHead(204).end();
    },
    (error: unknown) => {
      outcomes.push({ error, bytesSeen });
      res.writeHead(isSignatureError(error) ? 401 : 400, { connection: 'close' }).end();
    },
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  outcomes.length = 0;
  receiverOptions = { clientSecret: SECRET, now: () => SIGNED_AT + 1_000 };
});

const events = [
  {
    eventId: 101,
    subscriptionId: 7,
    portalId: 62_515,
    appId: 1001,
    occurredAt: SIGNED_AT - 2_000,
    subscriptionType: 'contact.propertyChange',
    attemptNumber: 0,
    objectId: 42,
    propertyName: 'email',
    propertyValue: 'a@example.com',
    changeSource: 'CRM_UI',
    sourceId: 'userId:45678',
  },
  {
    eventId: 102,
    subscriptionId: 8,
    portalId: 62_515,
    appId: 1001,
    occurredAt: SIGNED_AT - 1_000,
    subscriptionType: 'quote.approval',
    attemptNumber: 0,
    objectId: 9,
    approver: { id: 5, name: 'Ada' },
  },
];
const body = JSON.stringify(events);

/** Posts a delivery signed over `signedUri` (default: the address it goes to). */
async function deliver(path: string, init: { body?: string | Uint8Array; headers?: Record<string, string | undefined>; signedUri?: string; secret?: string } = {}) {
  const text = init.body ?? body;
  const timestamp = String(SIGNED_AT);
  const signature = sign(init.secret ?? SECRET, 'POST', init.signedUri ?? `${origin}${path}`, Buffer.from(text), timestamp);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': timestamp };
  for (const [name, value] of Object.entries(init.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const answer = await fetch(`${origin}${path}`, { method: 'POST', headers, body: text as BodyInit });
  await answer.body?.cancel();
  return { status: answer.status, outcome: outcomes.at(-1)!, signature };
}

function refusal(outcome: Outcome): SignatureError {
  expect(isSignatureError(outcome.error), String(outcome.error)).toBe(true);
  return outcome.error as SignatureError;
}

/** Neither the secret nor a signature may show in any rendering of an error. */
function expectNothingSecretIn(error: unknown, ...secrets: string[]) {
  for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: 10, showHidden: true }), (error as Error).stack ?? '']) {
    for (const secret of [SECRET, ...secrets]) expect(text).not.toContain(secret);
  }
}

describe('readWebhookEvents', () => {
  it('verifies a delivery and returns its events as sent, typed, the unknown type and fields kept', async () => {
    const { status, outcome } = await deliver('/webhooks/hubspot');
    expect(status).toBe(204);
    expect(outcome.events).toEqual(events);
    const [change, other] = outcome.events!;
    expect(isKnownWebhookEvent(change!)).toBe(true);
    if (isKnownWebhookEvent(change!) && change.subscriptionType === 'contact.propertyChange') expect(change.propertyName).toBe('email');
    expect(isKnownWebhookEvent(other!)).toBe(false);
    expect(other!.approver).toEqual({ id: 5, name: 'Ada' });
  });

  it('checks the address as the service signs it: the listed escapes decoded, others kept', async () => {
    const path = '/hooks/a%3Ab%2fc%20d;e?next=%40team%2Cone%26two';
    const signedUri = `${origin}/hooks/a:b/c%20d;e?next=@team,one%26two`;
    expect((await deliver(path, { signedUri })).status).toBe(204);
    // Signed over the address with nothing decoded: not what the service signs.
    expect(refusal((await deliver(path, { signedUri: `${origin}${path}` })).outcome).reason).toBe('mismatch');
  });

  it('reads a web Request, checked against the target URL it was configured with', async () => {
    const timestamp = String(SIGNED_AT);
    const targetUrl = 'https://hooks.example.com/webhooks?app=1001';
    const headers = { 'x-hubspot-signature-v3': sign(SECRET, 'POST', targetUrl, body, timestamp), 'x-hubspot-request-timestamp': timestamp };
    // What a handler behind a proxy sees: another scheme and host.
    const seen = () => new Request('http://10.0.0.5:8080/webhooks?app=1001', { method: 'POST', headers, body });
    await expect(readWebhookEvents(seen(), { ...receiverOptions, url: targetUrl })).resolves.toEqual(events);
    const error = await readWebhookEvents(seen(), receiverOptions).catch((e: unknown) => e);
    expect(isSignatureError(error) && error.reason).toBe('mismatch');
  });

  it('refuses a body with one byte changed', async () => {
    const timestamp = String(SIGNED_AT);
    const signature = sign(SECRET, 'POST', `${origin}/in`, body, timestamp);
    const changed = body.replace('"objectId":42', '"objectId":43');
    const answer = await fetch(`${origin}/in`, {
      method: 'POST',
      headers: { 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': timestamp },
      body: changed,
    });
    expect(answer.status).toBe(401);
    const error = refusal(outcomes.at(-1)!);
    expect([error.reason, error.header]).toEqual(['mismatch', 'X-HubSpot-Signature-v3']);
    expectNothingSecretIn(error, signature, sign(SECRET, 'POST', `${origin}/in`, changed, timestamp));
  });

  it('refuses a delivery signed with another secret, showing neither secret nor signature', async () => {
    const { status, outcome, signature } = await deliver('/in', { secret: 'someone-else' });
    expect(status).toBe(401);
    const error = refusal(outcome);
    expect(error.reason).toBe('mismatch');
    expectNothingSecretIn(error, signature, sign(SECRET, 'POST', `${origin}/in`, body, String(SIGNED_AT)), 'someone-else');
  });

  it('refuses a timestamp outside the window, either way, and accepts one at its edge', async () => {
    receiverOptions = { clientSecret: SECRET, now: () => SIGNED_AT + 5 * 60_000 };
    expect((await deliver('/in')).status).toBe(204);
    receiverOptions = { clientSecret: SECRET, now: () => SIGNED_AT + 5 * 60_000 + 1 };
    const late = refusal((await deliver('/in')).outcome);
    expect([late.reason, late.header]).toEqual(['stale', 'X-HubSpot-Request-Timestamp']);
    expect(late.message).toContain('2024-05-06T07:08:09.000Z');
    receiverOptions = { clientSecret: SECRET, now: () => SIGNED_AT - 5 * 60_000 - 1 };
    expect(refusal((await deliver('/in')).outcome).reason).toBe('stale');
    receiverOptions = { clientSecret: SECRET, now: () => SIGNED_AT + 60_000, toleranceMs: 30_000 };
    expect(refusal((await deliver('/in')).outcome).reason).toBe('stale');
    expectNothingSecretIn(late);
  });

  it('refuses a delivery without its signature or timestamp header', async () => {
    const noSignature = refusal((await deliver('/in', { headers: { 'x-hubspot-signature-v3': undefined } })).outcome);
    expect([noSignature.reason, noSignature.header]).toEqual(['missing', 'X-HubSpot-Signature-v3']);
    const noTimestamp = refusal((await deliver('/in', { headers: { 'x-hubspot-request-timestamp': undefined } })).outcome);
    expect([noTimestamp.reason, noTimestamp.header]).toEqual(['missing', 'X-HubSpot-Request-Timestamp']);
    // The older signature alone is not the current one.
    const older = await deliver('/in', { headers: { 'x-hubspot-signature-v3': undefined, 'x-hubspot-signature': 'ab'.repeat(32), 'x-hubspot-signature-version': 'v1' } });
    expect(refusal(older.outcome).reason).toBe('missing');
  });

  it('refuses a malformed signature or timestamp', async () => {
    const signature = refusal((await deliver('/in', { headers: { 'x-hubspot-signature-v3': 'sha256=abc' } })).outcome);
    expect([signature.reason, signature.header]).toEqual(['malformed', 'X-HubSpot-Signature-v3']);
    const timestamp = refusal((await deliver('/in', { headers: { 'x-hubspot-request-timestamp': '2024-05-06T07:08:09Z' } })).outcome);
    expect([timestamp.reason, timestamp.header]).toEqual(['malformed', 'X-HubSpot-Request-Timestamp']);
    expectNothingSecretIn(signature);
  });

  it('refuses a 10 MB body before hashing it, without reading it all', async () => {
    const big = new Uint8Array(10 * 1024 * 1024).fill(0x20);
    const answer = await deliver('/in', { body: big }).catch(() => undefined);
    expect(answer?.status ?? 401).toBe(401);
    const outcome = outcomes.at(-1)!;
    expect(refusal(outcome).reason).toBe('too-large');
    expect(outcome.bytesSeen).toBeLessThan(big.length);
  });

  it('takes a smaller limit when told', async () => {
    receiverOptions = { ...receiverOptions, maxBytes: 64 };
    expect(refusal((await deliver('/in')).outcome).reason).toBe('too-large');
  });

  it('refuses a signed body that is not an array of events, or an event without a documented field', async () => {
    const notArray = (await deliver('/in', { body: '{"eventId":1}' })).outcome.error;
    expect(isResponseValidationError(notArray) && notArray.issues).toEqual([{ path: 'body', message: 'must be an array' }]);
    const { propertyName: _dropped, ...withoutName } = events[0]!;
    const lacking = (await deliver('/in', { body: JSON.stringify([events[1], withoutName]) })).outcome.error;
    expect(isResponseValidationError(lacking)).toBe(true);
    if (isResponseValidationError(lacking)) expect(lacking.issues.map((issue) => issue.path)).toEqual(['[1].propertyName']);
  });
});
