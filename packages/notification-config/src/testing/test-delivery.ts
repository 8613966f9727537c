import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { ExchangeMessage } from '../models/test-result.js';
import { notificationHeaders } from './notification-signature.js';
import type { NotificationState, StoredConfiguration } from './state.js';
import { configuredTypes, isLoopback } from './subscription.js';
import { exactBody, idFrom, wireId } from './wire.js';

/** What the endpoint must answer for a delivery to count as accepted. */
export const acceptedReply = '[accepted]';

/** The event types a test covers: those asked for, or every type the configuration includes. */
function typesToTest(stored: StoredConfiguration, asked: unknown): { types: string[]; problems: string[] } {
  const configured = configuredTypes(stored);
  if (!Array.isArray(asked) || asked.length === 0) return { types: configured, problems: [] };
  const problems: string[] = [];
  const types = asked.filter((type): type is string => {
    if (typeof type === 'string' && configured.includes(type)) return true;
    problems.push(`Event type ${String(type)} is not part of configuration ${stored.notificationId}`);
    return false;
  });
  return { types, problems };
}

/** Sends one sample notification; never throws. */
async function deliver(stored: StoredConfiguration, eventType: string, reference: string, fakeKey: string | undefined) {
  const body = JSON.stringify({ eventType, live: 'false', pspReference: reference, eventDate: new Date(0).toISOString(), content: {} });
  const headers = await notificationHeaders(stored, body, fakeKey);
  const url = new URL(stored.notifyURL);
  if (!isLoopback(stored.notifyURL)) {
    return { body, status: undefined, reply: '', failure: `the fake delivers to loopback addresses only, not to ${url.host}` };
  }
  try {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    return { body, status: response.status, reply: (await response.text()).slice(0, 500), failure: undefined };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { body, status: undefined, reply: '', failure: `could not deliver (${code})` };
  }
}

/**
 * Answers `configurations.test`: sends a sample notification per event type to the configured URL (a real
 * POST, with Basic credentials and an `HmacSignature` when configured) and reports the outcome in full. A
 * delivery counts as accepted when your endpoint answers 2xx with `[accepted]` in the body.
 */
export function testHandler(state: NotificationState, fakeKey: string | undefined): FakeHandler {
  return async (_req, ctx) => {
    const body = exactBody(ctx);
    const id = idFrom(body.notificationId);
    if (id === undefined) throw fakeError(422, undefined, 'notificationId is required and must be a 64-bit integer');
    const stored = state.configurations.get(id);
    if (!stored) throw fakeError(422, undefined, `No notification configuration with id ${id}`);

    const { types, problems } = typesToTest(stored, body.eventTypes);
    const okMessages: string[] = [];
    const errorMessages: string[] = [...problems];
    const exchangeMessages: ExchangeMessage[] = [];
    const reference = state.nextReference();
    if (stored.active === false) errorMessages.push(`Configuration ${id} is not active; notifications would not be sent`);
    for (const eventType of types) {
      const result = await deliver(stored, eventType, reference, fakeKey);
      const accepted = result.status !== undefined && result.status >= 200 && result.status < 300 && result.reply.includes(acceptedReply);
      state.deliveries.push({ notificationId: id, eventType, url: stored.notifyURL, status: result.status, ok: accepted });
      exchangeMessages.push({ messageCode: 'EventType', messageDescription: eventType }, { messageCode: 'Request', messageDescription: result.body });
      if (result.status !== undefined) {
        exchangeMessages.push({ messageCode: 'ResponseCode', messageDescription: String(result.status) }, { messageCode: 'Response', messageDescription: result.reply });
      }
      if (accepted) okMessages.push(`${eventType}: delivered to ${stored.notifyURL}, HTTP ${result.status}, ${acceptedReply} received`);
      else if (result.failure) errorMessages.push(`${eventType}: ${result.failure}`);
      else if (result.status! < 200 || result.status! >= 300) errorMessages.push(`${eventType}: the endpoint answered HTTP ${result.status}`);
      else errorMessages.push(`${eventType}: the endpoint's answer does not contain ${acceptedReply}`);
    }
    return json(200, {
      notificationId: wireId(id),
      eventTypes: types,
      okMessages,
      errorMessages,
      exchangeMessages,
      pspReference: reference,
    });
  };
}
