/**
 * What a fake refuses in a request body before anything reads it, as services do: a body larger than the
 * service takes (413, before it is read) and a body whose content type the operation does not take (415, or
 * 400 where the service answers that).
 */
import type { BodyEncoding } from '../operation.js';

/**
 * Largest request body a fake reads, in bytes, unless its {@link RequestBodyRules.maxBytes} says otherwise.
 *
 * @default 10 MiB
 */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Status of a body whose content type the operation does not take, unless {@link RequestBodyRules.wrongContentType}
 * says otherwise.
 *
 * @default 415
 */
export const DEFAULT_WRONG_CONTENT_TYPE_STATUS = 415;

/** How a fake judges request bodies before its handlers see them; every fake applies them. */
export interface RequestBodyRules {
  /**
   * Largest body read, in bytes. A larger one is answered 413 as soon as its `content-length` (or, chunked, its
   * bytes so far) passes this, without reading or keeping the rest. Default {@link DEFAULT_MAX_BODY_BYTES}.
   */
  readonly maxBytes?: number;
  /**
   * Status of a non-empty body whose content type the operation does not take (a JSON body labelled
   * `text/plain`, or one without a content type): 415, or 400 for services that answer that.
   * Default {@link DEFAULT_WRONG_CONTENT_TYPE_STATUS}.
   */
  readonly wrongContentType?: 400 | 415;
}

/** The content types a body of `encoding` may arrive as (lower-case, parameters ignored). */
const takes: Readonly<Record<BodyEncoding, (mediaType: string) => boolean>> = {
  json: (type) => /^application\/([\w.-]+\+)?json$/.test(type),
  multipart: (type) => type === 'multipart/form-data',
  form: (type) => type === 'application/x-www-form-urlencoded',
  text: (type) => type.startsWith('text/'),
  binary: () => true,
};

/** Why a body of `encoding` cannot be read with `contentType`, or `undefined` when it can. */
export function contentTypeProblem(encoding: BodyEncoding, contentType: string | undefined): string | undefined {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (takes[encoding](mediaType)) return undefined;
  const wanted = { json: 'application/json', multipart: 'multipart/form-data', form: 'application/x-www-form-urlencoded', text: 'text/plain', binary: '' }[encoding];
  return mediaType === '' ? `The request body has no content type; send it as ${wanted}` : `Content type ${mediaType} is not supported here; send the body as ${wanted}`;
}
