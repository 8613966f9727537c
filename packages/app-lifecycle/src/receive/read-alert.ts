import { constantTimeEqual, readDelivery, type DeliveryRequest } from '@org/http-core/deliveries';
import { SignatureError, ValidationError } from '@org/http-core/errors';
import { BuildAlertPayload, CrashGroupAlertPayload, ReleaseAlertPayload, type Alert } from '../models/alert.js';

/** The query parameter {@link readAlert} reads the URL token from: `token`. */
export const DEFAULT_URL_TOKEN_PARAM = 'token';

/** Options of {@link readAlert}. */
export interface ReadAlertOptions {
  /**
   * A secret the receiver put in the webhook's URL when configuring it (the service signs nothing, so this is
   * what shows a delivery came from whoever knows the URL). When set, the request's token (see
   * {@link ReadAlertOptions.urlTokenOf}) must equal it, compared in constant time; otherwise a `SignatureError`
   * (`missing` or `mismatch`), whose message never shows either token.
   */
  readonly urlToken?: string;
  /**
   * Reads the token from the request's address. For a token in the path, e.g.
   * `(url) => url.pathname.split('/').at(-1)`.
   * @default the query parameter {@link DEFAULT_URL_TOKEN_PARAM} (`token`)
   */
  readonly urlTokenOf?: (url: URL) => string | null | undefined;
  /** Largest body accepted, in bytes; a larger one is a `SignatureError` `too-large`, refused before it is read whole. Default 1 MiB. */
  readonly maxBytes?: number;
  /** The address the webhook was configured with, when a proxy shows the receiver another: the token is read from it. */
  readonly url?: string | URL;
}

/**
 * Reads an alert the service posted to an app's alert webhook (a new crash group, a new release distributed
 * to a group, a build finished) and returns it typed by kind; a JSON object of no documented shape is returned
 * as `unknown` with its body kept whole. Fields the service adds are kept in every kind.
 *
 * Authenticity is not provided by the service: it signs nothing and sends no secret header, so anyone who
 * learns the webhook's URL can post to it. To tell its own deliveries apart, put a long random secret in the
 * URL you configure (`https://example.com/alerts?token=...`) and pass it as `urlToken`: it is compared in
 * constant time and never shown in an error. Treat an alert as a hint: read what it names through the API
 * before acting on it.
 *
 * @throws SignatureError `missing` or `mismatch` when `urlToken` is set and the request's token is absent or
 *   another (`header` names where it was read: `url`).
 * @throws SignatureError `too-large` when the body is over `maxBytes` (refused before it is read whole).
 * @throws ValidationError when the body is not a JSON object or its content type is not JSON (`field`: `body`
 *   or `content-type`).
 */
export async function readAlert(request: DeliveryRequest, options: ReadAlertOptions = {}): Promise<Alert> {
  const delivery = await readDelivery(request, { maxBytes: options.maxBytes, url: options.url });
  if (options.urlToken !== undefined) checkToken(new URL(delivery.url), options);
  const contentType = delivery.headers.get('content-type');
  const media = contentType?.split(';')[0]!.trim().toLowerCase();
  if (media !== undefined && media !== 'application/json' && !media.endsWith('+json')) {
    throw new ValidationError('The alert is not JSON: its content type is not application/json', { field: 'content-type' });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(delivery.body));
  } catch {
    throw new ValidationError('The alert body is not JSON', { field: 'body' });
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new ValidationError('The alert body is not a JSON object', { field: 'body' });
  return classify(payload as Record<string, unknown>);
}

function checkToken(url: URL, options: ReadAlertOptions): void {
  const received = options.urlTokenOf ? options.urlTokenOf(url) : url.searchParams.get(DEFAULT_URL_TOKEN_PARAM);
  if (received === undefined || received === null || received === '') {
    throw new SignatureError('missing', "The alert's address carries no token", { header: 'url' });
  }
  if (!constantTimeEqual(received, options.urlToken!)) throw new SignatureError('mismatch', "The alert's address carries another token than the one expected", { header: 'url' });
}

/** Which documented alert a body is: by the fields only that alert carries. */
function classify(body: Record<string, unknown>): Alert {
  if ('build_id' in body && 'build_status' in body) {
    const parsed = BuildAlertPayload.safeParse(body);
    if (parsed.success) return { kind: 'buildCompleted', payload: parsed.data };
  } else if ('release_id' in body && 'install_link' in body) {
    const parsed = ReleaseAlertPayload.safeParse(body);
    if (parsed.success) return { kind: 'newAppReleased', payload: parsed.data };
  } else if ('stack_trace' in body && 'reason' in body) {
    const parsed = CrashGroupAlertPayload.safeParse(body);
    if (parsed.success) return { kind: 'newCrashGroupCreated', payload: parsed.data };
  }
  return { kind: 'unknown', payload: body };
}
