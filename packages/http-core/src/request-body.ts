/**
 * A call's body, checked against its schema and encoded for the wire: JSON (with the checks of `json-body.ts`),
 * text, a form, multipart parts or bytes. Loaded on demand (`bodyEncoder` in `engine.ts`), with the first call
 * that sends a body: a page whose calls send none never downloads it. It imports nothing the page has: the
 * error class, the input check and the text of a parameter are the page's tools, given to {@link bodyEncoderWith}.
 */
import type { RequestSummary } from './errors.js';
import type { ExtraFields } from './extra-fields.js';
import { jsonBodyWith, type JsonBodyTools } from './json-body.js';
import type { BodySpec } from './operation.js';
import type * as paramText from './param-text.js';
import type * as protoKey from './proto-key.js';
import type { BodyEncoder, CompiledOperation, EncodedBody, ExtraFieldRules, RequestBody } from './request-builder.js';
import type * as validation from './validation.js';

/** @internal What the encoder of request bodies takes from the page. */
export type RequestBodyTools = JsonBodyTools & Pick<typeof protoKey, 'protoKeysShown'> & Pick<typeof paramText, 'scalar'> & Pick<typeof validation, 'checkInput'>;

/** @internal The encoder of request bodies, built with the page's tools. */
export function bodyEncoderWith(tools: RequestBodyTools): BodyEncoder {
  const { ValidationError, protoKeysShown, scalar, checkInput } = tools;
  const { encodeJson, jsonInput } = jsonBodyWith(tools);

  /**
   * The body of a call of `compiled` with `values` as its input: the declared body (or its default) checked and
   * encoded, with the call's extra body fields when it has some; `undefined` when the call sends none. Throws a
   * {@link ValidationError} naming the field for anything that cannot go.
   */
  function encodeRequestBody(
    compiled: CompiledOperation,
    values: Readonly<Record<string, unknown>>,
    summary: RequestSummary,
    extra: ExtraFields & { readonly rules?: ExtraFieldRules },
  ): EncodedBody | undefined {
    const { rules } = extra;
    const spec = compiled.body;
    const given = spec ? (values.body ?? spec.default) : undefined;
    if (spec && !(given === undefined && spec.optional)) {
      const json = (spec.encoding ?? 'json') === 'json' ? jsonInput(given, 'body', summary) : undefined;
      const checked = json ? checkInput('body', spec.schema, json.value, summary, false, protoKeysShown) : checkInput('body', spec.schema, given, summary);
      const parsed = extra.extraBody === undefined || !rules ? checked : rules.withExtraBody(extra.extraBody, spec, checked, compiled.operation.method, summary, encodeJson);
      return encodeBody(spec, parsed, summary, json?.doubtful);
    }
    if (extra.extraBody === undefined || !rules) return undefined;
    // No body declared, or none given: the extra fields are the body.
    const fields = rules.withExtraBody(extra.extraBody, spec, undefined, compiled.operation.method, summary, encodeJson);
    return { body: encodeJson(fields, 'body', summary, false), contentType: 'application/json', replayable: true };
  }

  function encodeBody(spec: BodySpec, value: unknown, summary: RequestSummary, doubtful?: boolean): EncodedBody {
    switch (spec.encoding ?? 'json') {
      case 'json':
        return { body: encodeJson(value, 'body', summary, doubtful), contentType: 'application/json', replayable: true };
      case 'text':
        return { body: String(value), contentType: 'text/plain; charset=utf-8', replayable: true };
      case 'form': {
        const form = new URLSearchParams();
        for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
          if (item !== undefined) form.append(key, scalar(item));
        }
        return { body: form, replayable: true };
      }
      case 'multipart': {
        const form = new FormData();
        for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
          if (item === undefined) continue;
          if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : key);
          else if (item instanceof Uint8Array) form.append(key, new Blob([item as Uint8Array<ArrayBuffer>]), key);
          else if (item instanceof ArrayBuffer) form.append(key, new Blob([item]), key);
          else if (isStream(item)) {
            // A form part needs its length up front; a stream would otherwise be sent as '{}'.
            throw new ValidationError(`body.${key} is a stream; give a multipart part as a Blob, File, Uint8Array or ArrayBuffer`, { ...summary, field: `body.${key}` });
          } else if (typeof item === 'object' && item !== null) form.append(key, JSON.stringify(item));
          else form.append(key, scalar(item));
        }
        return { body: form, replayable: true };
      }
      case 'binary': {
        const replayable = !(value instanceof ReadableStream);
        return { body: value as RequestBody, contentType: 'application/octet-stream', replayable };
      }
    }
  }

  return encodeRequestBody;
}

function isStream(value: unknown): boolean {
  return (
    value instanceof ReadableStream ||
    (typeof value === 'object' && value !== null && (Symbol.asyncIterator in value || typeof (value as { pipe?: unknown }).pipe === 'function'))
  );
}
