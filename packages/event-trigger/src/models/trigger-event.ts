/** How an event arrived: attributes in `ce-*` headers and the data as the body (`binary`), or all in one JSON document (`structured`). */
export type CloudEventMode = 'binary' | 'structured';

/** An extension attribute's value: a string in binary mode; in structured mode whatever JSON scalar was sent. */
export type ExtensionValue = string | number | boolean;

/**
 * A CloudEvent (specification 1.0) as the service delivers it to a trigger's destination, read by
 * `readTriggerEvent`. The context attributes are typed; extension attributes (`extensions`) are kept as
 * received; `data` is decoded per `datacontenttype`.
 */
export interface TriggerEvent<Data = unknown> {
  /** Identifies the event; with `source`, unique per distinct event: a redelivery carries the same pair. */
  readonly id: string;
  /** Where the event happened, a URI reference, e.g. `//storage.googleapis.com/projects/_/buckets/my-bucket`. */
  readonly source: string;
  /** The CloudEvents specification version: `1.0`. */
  readonly specversion: string;
  /** The kind of event, e.g. `google.cloud.pubsub.topic.v1.messagePublished`: what triggers match on. */
  readonly type: string;
  /** What the event is about within its source, e.g. `objects/photo.jpg`. */
  readonly subject?: string;
  /** When it happened (RFC 3339). */
  readonly time?: string;
  /** The media type of `data`, e.g. `application/json`. */
  readonly datacontenttype?: string;
  /** The schema `data` follows (URI). */
  readonly dataschema?: string;
  /** Every other attribute, by lower-case name (e.g. the service's `methodname`, `resourcename`, `servicename`). */
  readonly extensions: Readonly<Record<string, ExtensionValue>>;
  /**
   * The event's data: parsed JSON when `datacontenttype` is JSON (`application/json`, `text/json`, `+json`) or
   * absent in structured mode; text for other `text/*`; otherwise the bytes. `undefined` when there is none.
   */
  readonly data: Data;
  /** How the event arrived. */
  readonly mode: CloudEventMode;
}
