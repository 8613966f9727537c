import { fromBase64, readDelivery, type DeliveryRequest } from '@org/http-core/deliveries';
import { ValidationError } from '@org/http-core/errors';
import type { CloudEventMode, ExtensionValue, TriggerEvent } from './models/trigger-event.js';

/** Options of {@link readTriggerEvent}. */
export interface ReadTriggerEventOptions {
  /** Largest body accepted, in bytes; a larger one is a `SignatureError` `too-large`, refused before it is read whole. Default 1 MiB. */
  readonly maxBytes?: number;
  /** The address the service was configured with, when a proxy shows the receiver another. Not used by any check. */
  readonly url?: string | URL;
}

/** The CloudEvents specification version the service delivers. */
export const CLOUDEVENTS_SPEC_VERSION = '1.0';
/** The content type of a CloudEvent in structured mode. */
export const STRUCTURED_CONTENT_TYPE = 'application/cloudevents+json';

const required = ['id', 'source', 'specversion', 'type'] as const;
const optional = ['subject', 'time', 'datacontenttype', 'dataschema'] as const;
const contextNames: ReadonlySet<string> = new Set([...required, ...optional, 'data', 'data_base64']);
const attributeName = /^[a-z0-9]{1,20}$/;
// RFC 3339 date-time, as the specification requires of `time`.
const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * Reads a CloudEvent the service delivered to a trigger's destination: in binary mode (attributes in `ce-*`
 * headers, data as the body, as the service sends) or in structured mode (`application/cloudevents+json`).
 * Returns its attributes typed, extension attributes kept, and its data decoded per its content type.
 *
 * Authenticity is not checked here: the service signs nothing in the event. It calls the destination with an
 * OIDC identity token of the trigger's service account (`Authorization: Bearer ...`), which the destination
 * platform checks when the service requires authentication (Cloud Run without unauthenticated access). A
 * receiver elsewhere must verify that token itself (Google-signed, audience its URL, email the trigger's
 * service account) before trusting the event.
 *
 * @throws ValidationError when the request is not a valid CloudEvent 1.0 (a required attribute missing or
 *   empty, another `specversion`, a `time` that is not RFC 3339, JSON data that does not parse, a batch);
 *   `field` names the attribute (`id`, `time`, `data`, ...).
 * @throws SignatureError `too-large` when the body is over `maxBytes` (refused before it is read whole).
 */
export async function readTriggerEvent<Data = unknown>(request: DeliveryRequest, options: ReadTriggerEventOptions = {}): Promise<TriggerEvent<Data>> {
  const delivery = await readDelivery(request, { maxBytes: options.maxBytes, url: options.url });
  const contentType = delivery.headers.get('content-type') ?? undefined;
  const media = contentType?.split(';')[0]!.trim().toLowerCase();
  if (media === 'application/cloudevents-batch+json') throw invalid('A batch of CloudEvents is not one event; the service delivers one event per request', 'content-type');
  return (media === STRUCTURED_CONTENT_TYPE ? structured(delivery.body) : binary(delivery.headers, delivery.body, contentType)) as TriggerEvent<Data>;
}

function binary(headers: Headers, body: Uint8Array, contentType: string | undefined): TriggerEvent {
  const attributes: Record<string, string> = {};
  const extensions: Record<string, ExtensionValue> = {};
  headers.forEach((value, name) => {
    if (!name.startsWith('ce-')) return;
    const attribute = name.slice(3);
    const decoded = percentDecode(value, name);
    if ((required as readonly string[]).includes(attribute) || (optional as readonly string[]).includes(attribute)) attributes[attribute] = decoded;
    else extensions[attribute] = decoded;
  });
  if (attributes.datacontenttype !== undefined) throw invalid('In binary mode the data content type is the Content-Type header, not ce-datacontenttype', 'datacontenttype');
  if (contentType !== undefined) attributes.datacontenttype = contentType;
  return finish(attributes, extensions, body.length === 0 ? undefined : decodeData(body, contentType), 'binary');
}

function structured(body: Uint8Array): TriggerEvent {
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw invalid('The structured CloudEvent is not JSON', 'body');
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) throw invalid('The structured CloudEvent is not a JSON object', 'body');
  const record = document as Record<string, unknown>;
  const attributes: Record<string, string> = {};
  const extensions: Record<string, ExtensionValue> = {};
  for (const [name, value] of Object.entries(record)) {
    if (name === 'data' || name === 'data_base64') continue;
    if (contextNames.has(name)) {
      if (typeof value !== 'string') throw invalid(`The CloudEvent's ${name} must be a string`, name);
      attributes[name] = value;
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') extensions[name] = value;
    else if (value !== null) throw invalid(`The CloudEvent's extension ${name} must be a string, a number or a boolean`, name);
  }
  if ('data' in record && 'data_base64' in record) throw invalid('The CloudEvent has both data and data_base64', 'data');
  // JSON data is a JSON value, other text a string, and bytes come as data_base64.
  let data: unknown = record.data;
  if (record.data_base64 !== undefined) {
    data = typeof record.data_base64 === 'string' ? fromBase64(record.data_base64) : undefined;
    if (data === undefined) throw invalid("The CloudEvent's data_base64 is not base64", 'data_base64');
  }
  return finish(attributes, extensions, data, 'structured');
}

function finish(attributes: Record<string, string>, extensions: Record<string, ExtensionValue>, data: unknown, mode: CloudEventMode): TriggerEvent {
  for (const name of required) {
    if (attributes[name] === undefined || attributes[name] === '') {
      throw invalid(`The CloudEvent has no ${name}${mode === 'binary' ? ` (header ce-${name})` : ''}`, name);
    }
  }
  if (attributes.specversion !== CLOUDEVENTS_SPEC_VERSION) throw invalid(`The CloudEvent's specversion is not ${CLOUDEVENTS_SPEC_VERSION}`, 'specversion');
  if (attributes.time !== undefined && (!rfc3339.test(attributes.time) || Number.isNaN(Date.parse(attributes.time)))) {
    throw invalid("The CloudEvent's time is not an RFC 3339 date-time", 'time');
  }
  for (const name of Object.keys(extensions)) {
    if (!attributeName.test(name)) throw invalid(`The CloudEvent's attribute name ${JSON.stringify(name.slice(0, 40))} is not 1-20 lower-case letters or digits`, name);
  }
  const { id, source, specversion, type, ...rest } = attributes as Record<(typeof required)[number], string> & Partial<Record<(typeof optional)[number], string>>;
  return { id, source, specversion, type, ...rest, extensions, data, mode };
}

function decodeData(body: Uint8Array, contentType: string | undefined): unknown {
  if (contentType !== undefined && isJson(contentType)) {
    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      throw invalid(`The CloudEvent's data is not the JSON its content type says`, 'data');
    }
  }
  if (contentType !== undefined && /^text\//i.test(contentType)) return new TextDecoder().decode(body);
  return body;
}

function isJson(contentType: string): boolean {
  const media = contentType.split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || media === 'text/json' || media.endsWith('+json');
}

function percentDecode(value: string, header: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw invalid(`The header ${header} is not valid percent-encoded UTF-8`, header);
  }
}

function invalid(message: string, field: string): ValidationError {
  return new ValidationError(message, { field });
}
