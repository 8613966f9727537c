import { constantTimeEqual, readDelivery, type DeliveryRequest } from '@org/http-core/deliveries';
import { ResponseValidationError, SignatureError, type Issue } from '@org/http-core/errors';
import { issueMessage, toIssues } from '@org/http-core';
import { signatureV3, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature-v3.js';
import { webhookEventSchema, type WebhookEvent } from './webhook-event.js';

/**
 * How far the time a delivery was signed at may be from the receiver's clock, in ms: the service's replay window.
 *
 * @default 300000 (5 minutes)
 */
export const DEFAULT_TOLERANCE_MS = 5 * 60 * 1000;

/** Options of {@link readWebhookEvents}. */
export interface ReadWebhookEventsOptions {
  /** The app's client secret, the key of every signature. It never appears in an error. */
  readonly clientSecret: string;
  /**
   * How far the delivery's `X-HubSpot-Request-Timestamp` may be from `now()`, either way, in ms; further is a
   * `SignatureError` (`stale`), which refuses a delivery recorded and sent again later.
   *
   * @default 300000 (5 minutes, {@link DEFAULT_TOLERANCE_MS})
   */
  readonly toleranceMs?: number;
  /**
   * The receiver's clock, epoch ms.
   *
   * @default Date.now
   */
  readonly now?: () => number;
  /**
   * Largest body accepted, in bytes; a larger one is a `SignatureError` (`too-large`), refused before it is
   * hashed and without reading the rest.
   *
   * @default 1048576 (1 MiB, as `readDelivery` of `@org/http-core/deliveries`)
   */
  readonly maxBytes?: number;
  /**
   * The app's target URL as configured, when the receiver sees another address (behind a proxy or a load
   * balancer that changes the scheme, host or path): the service signs the address it sent to.
   *
   * @default the request's own URL; for a Node request, `http(s)://` + its `Host` header + its path
   */
  readonly url?: string | URL;
}

/**
 * Checks a delivery of the webhook service and returns its events, in the order sent.
 *
 * The check is the service's current signature (version 3): `X-HubSpot-Signature-v3` must be the base64
 * HMAC-SHA256, keyed with the app's client secret, of method + address + body + `X-HubSpot-Request-Timestamp`,
 * computed over the exact bytes received and compared in constant time; the timestamp must be within
 * `toleranceMs` of now. Each event is checked against the fields its subscription type documents; an event of a
 * type the SDK does not know is returned as it came ({@link UnknownWebhookEvent}), and every field the SDK does
 * not know is kept.
 *
 * `request` is a web `Request` (Node 22+, edge runtimes, frameworks that hand one over) or a Node
 * `IncomingMessage` whose body has not been read.
 *
 * @throws SignatureError `missing` (no signature or timestamp header), `malformed` (one that cannot be read),
 * `stale` (the timestamp outside the window), `mismatch` (not signed with this secret over these bytes and this
 * address), `too-large` (the body over `maxBytes`). Its message names the check and the header, never the
 * secret or a signature.
 * @throws ResponseValidationError when a correctly signed body is not a JSON array of events, or an event of a
 * documented type lacks one of its documented fields (`issues` names them).
 *
 * @example
 * ```ts
 * const events = await readWebhookEvents(request, { clientSecret: process.env.HUBSPOT_CLIENT_SECRET! });
 * for (const event of events) if (isKnownWebhookEvent(event) && event.subscriptionType === 'contact.creation') created(event.objectId);
 * ```
 */
export async function readWebhookEvents(request: DeliveryRequest, options: ReadWebhookEventsOptions): Promise<WebhookEvent[]> {
  const delivery = await readDelivery(request, {
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.url === undefined ? {} : { url: options.url }),
  });
  const signature = delivery.headers.get(SIGNATURE_HEADER);
  if (signature === null) throw new SignatureError('missing', `The delivery has no ${SIGNATURE_HEADER} header, so nothing shows the service sent it`, { header: SIGNATURE_HEADER });
  const timestamp = delivery.headers.get(TIMESTAMP_HEADER);
  if (timestamp === null) throw new SignatureError('missing', `The delivery has no ${TIMESTAMP_HEADER} header, which its signature covers`, { header: TIMESTAMP_HEADER });
  if (!/^\d{1,16}$/.test(timestamp)) {
    throw new SignatureError('malformed', `The delivery's ${TIMESTAMP_HEADER} header is not a time in epoch milliseconds`, { header: TIMESTAMP_HEADER });
  }
  // HMAC-SHA256 is 32 bytes: 44 characters of base64, the last one padding.
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) {
    throw new SignatureError('malformed', `The delivery's ${SIGNATURE_HEADER} header is not a base64 HMAC-SHA256`, { header: SIGNATURE_HEADER });
  }
  const toleranceMs = options.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  const now = (options.now ?? Date.now)();
  if (Math.abs(now - Number(timestamp)) > toleranceMs) {
    throw new SignatureError(
      'stale',
      `The delivery's ${TIMESTAMP_HEADER} (${new Date(Number(timestamp)).toISOString()}) is more than ${toleranceMs} ms from now (${new Date(now).toISOString()}): refused as a possible replay`,
      { header: TIMESTAMP_HEADER },
    );
  }
  const expected = await signatureV3(options.clientSecret, { method: delivery.method, url: delivery.url, body: delivery.body, timestamp });
  if (!constantTimeEqual(expected, signature)) {
    throw new SignatureError(
      'mismatch',
      `The delivery's ${SIGNATURE_HEADER} does not match its body, address and timestamp under the client secret given (another secret, a changed body, or an address other than the one the service sent to: see the url option)`,
      { header: SIGNATURE_HEADER },
    );
  }
  return parseEvents(delivery.body);
}

function parseEvents(body: Uint8Array): WebhookEvent[] {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new ResponseValidationError('The delivery is signed, but its body is not JSON', { issues: [{ path: 'body', message: 'must be JSON' }] });
  }
  if (!Array.isArray(data)) {
    throw new ResponseValidationError('The delivery is signed, but its body is not a JSON array of events', { issues: [{ path: 'body', message: 'must be an array' }] });
  }
  const issues: Issue[] = [];
  data.forEach((event: unknown, index) => {
    const type = typeof event === 'object' && event !== null ? (event as { subscriptionType?: unknown }).subscriptionType : undefined;
    const result = webhookEventSchema(type).safeParse(event, { error: issueMessage });
    if (!result.success) issues.push(...toIssues(result.error, `[${index}]`));
  });
  if (issues.length > 0) {
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    throw new ResponseValidationError(`The delivery is signed, but an event lacks a documented field: ${issues[0]!.path}: ${issues[0]!.message}${more}`, { issues });
  }
  // The events as sent: checked, not rebuilt, so every field stays as it came.
  return data as WebhookEvent[];
}
