import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { isSignatureError, isValidationError } from '@org/http-core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformNotification } from './models/platform-notification.js';
import { readNotification, type ReadNotificationOptions } from './read-notification.js';

const hmacKey = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';
const otherKey = 'a'.repeat(64);
const body = '{"eventType":"ACCOUNT_HOLDER_VERIFICATION","eventDate":"2026-11-27T04:00:00+01:00","executingUserKey":"ws@MarketPlace.Test","live":false,"pspReference":"8816480354727275","content":{"accountHolderCode":"AH-1","verificationId":9007199254740993,"extra":{"kept":true}}}';

function sign(text: string | Buffer, key = hmacKey): string {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(text).digest('base64');
}

/** A receiver on 127.0.0.1 that reads every request with `readNotification`, as a user's endpoint would. */
async function receiver(options: ReadNotificationOptions) {
  const outcomes: Array<{ notification?: PlatformNotification; error?: unknown; bytesSeen: number }> = [];
  const server: Server = createServer((req, res) => {
    let bytesSeen = 0;
    req.on('data', (chunk: Buffer) => (bytesSeen += chunk.length));
    readNotification(req, options).then(
      (notification) => {
        outcomes.push({ notification, bytesSeen });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
      },
      (error: unknown) => {
        outcomes.push({ error, bytesSeen });
        res.writeHead(isSignatureError(error) && error.reason === 'too-large' ? 413 : 401, { connection: 'close' }).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`;
  const post = (text: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', body: text, headers: { 'content-type': 'application/json', ...headers } }).then(
      (answer) => answer.status,
      () => undefined,
    );
  return { url, outcomes, post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('readNotification', () => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  async function start(options: ReadNotificationOptions = { hmacKey }) {
    const r = await receiver(options);
    open.push(r.close);
    return r;
  }

  it('verifies the signature over the exact bytes and returns the notification with every field, ids exact', async () => {
    const r = await start();
    expect(await r.post(body, { HmacSignature: sign(body), Protocol: 'HmacSHA256' })).toBe(200);
    const { notification } = r.outcomes[0]!;
    expect(notification).toEqual({ ...JSON.parse(body.replace('9007199254740993', '"9007199254740993"')), known: true });
    if (notification!.known && notification!.eventType === 'ACCOUNT_HOLDER_VERIFICATION') {
      expect(notification!.content?.accountHolderCode).toBe('AH-1');
    } else throw new Error('expected a known ACCOUNT_HOLDER_VERIFICATION');
  });

  it('types the content of a payout, a status change and a transfer further', async () => {
    const r = await start();
    const payout = '{"eventType":"ACCOUNT_HOLDER_PAYOUT","pspReference":"3","content":{"accountHolderCode":"AH-1","amounts":[{"currency":"EUR","value":1250}],"payoutReference":9007199254740993,"payoutSpeed":"SAME_DAY"}}';
    expect(await r.post(payout, { HmacSignature: sign(payout) })).toBe(200);
    const notification = r.outcomes[0]!.notification!;
    if (!notification.known || notification.eventType !== 'ACCOUNT_HOLDER_PAYOUT') throw new Error('expected a known payout');
    expect([notification.content?.amounts?.[0]?.value, notification.content?.payoutReference, notification.content?.payoutSpeed]).toEqual([1250, '9007199254740993', 'SAME_DAY']);
  });

  it('keeps a notification of an event type it does not know as data, marked known: false', async () => {
    const r = await start();
    const later = '{"eventType":"ACCOUNT_HOLDER_RETIRED","pspReference":"1","content":{"why":"new"},"newField":[1]}';
    expect(await r.post(later, { HmacSignature: sign(later) })).toBe(200);
    expect(r.outcomes[0]!.notification).toEqual({ ...JSON.parse(later), known: false });
  });

  it('refuses one changed byte of the body, the wrong key, and a missing or malformed signature, each with its reason', async () => {
    const r = await start();
    const changed = body.replace('AH-1', 'AH-2');
    await r.post(changed, { HmacSignature: sign(body) });
    await r.post(body, { HmacSignature: sign(body, otherKey) });
    await r.post(body, {});
    await r.post(body, { HmacSignature: 'not base64!' });
    await r.post(body, { HmacSignature: sign(body), Protocol: 'HmacSHA1' });
    await r.post(body, { HmacSignature: Buffer.from('short').toString('base64') });
    const refusals = r.outcomes.map(({ error }) => isSignatureError(error) && [error.reason, error.header]);
    expect(refusals).toEqual([
      ['mismatch', 'HmacSignature'],
      ['mismatch', 'HmacSignature'],
      ['missing', 'HmacSignature'],
      ['malformed', 'HmacSignature'],
      ['malformed', 'Protocol'],
      ['malformed', 'HmacSignature'],
    ]);
  });

  it('never shows the key, the signature received or the one expected in an error', async () => {
    const r = await start();
    const received = sign(body, otherKey);
    await r.post(body, { HmacSignature: received });
    const { error } = r.outcomes[0]!;
    const shown = [String(error), JSON.stringify(error), inspect(error, { depth: 5, showHidden: true })].join('\n');
    for (const secret of [hmacKey, received, sign(body), Buffer.from(hmacKey, 'hex').toString('base64')]) expect(shown).not.toContain(secret);
    expect(shown).toContain('HmacSignature');
  });

  it('refuses a 10 MB body before hashing it, without reading it all', async () => {
    const r = await start({ hmacKey, maxBytes: 64 * 1024 });
    const big = new Uint8Array(10 * 1024 * 1024).fill(0x20);
    await r.post(big, { HmacSignature: sign(Buffer.from(big)) });
    const { error, bytesSeen } = r.outcomes[0]!;
    expect(isSignatureError(error) && error.reason).toBe('too-large');
    expect(bytesSeen).toBeLessThan(big.length);
  });

  it('checks the Basic credentials too when told, in constant time', async () => {
    const r = await start({ hmacKey, basicAuth: { username: 'hooks', password: 'p4ss' } });
    const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
    expect(await r.post(body, { HmacSignature: sign(body), Authorization: basic('hooks', 'p4ss') })).toBe(200);
    await r.post(body, { HmacSignature: sign(body), Authorization: basic('hooks', 'wrong') });
    await r.post(body, { HmacSignature: sign(body) });
    expect(r.outcomes.slice(1).map(({ error }) => isSignatureError(error) && [error.reason, error.header])).toEqual([
      ['mismatch', 'Authorization'],
      ['missing', 'Authorization'],
    ]);
    expect(inspect(r.outcomes[1]!.error)).not.toContain('p4ss');
  });

  it('refuses a key that is not hexadecimal, and a signed body that is not a JSON object, with ValidationErrors', async () => {
    const request = () => new Request('http://127.0.0.1/n', { method: 'POST', body: '[1]', headers: { HmacSignature: sign('[1]') } });
    const badKey = await readNotification(request(), { hmacKey: 'not-hex-secret' }).catch((e: unknown) => e);
    expect(isValidationError(badKey) && badKey.field).toBe('hmacKey');
    expect(inspect(badKey)).not.toContain('not-hex-secret');
    const notObject = await readNotification(request(), { hmacKey }).catch((e: unknown) => e);
    expect(isValidationError(notObject) && notObject.field).toBe('body');
  });
});
