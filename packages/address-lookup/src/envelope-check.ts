import { ApiPromise, scrubText, type Operation, type ResponseInfo, type SdkError } from '@org/http-core';
import { AddressLookupError } from './errors.js';
import { SUCCESS_CODE } from './models/envelope.js';

/** What the envelope check needs from the client. */
export interface EnvelopeContext {
  /** Credential values to keep out of messages. */
  readonly secrets: () => readonly string[];
  /** The client's `beforeError` handling, applied to errors raised here. */
  readonly finish: (error: SdkError) => Promise<SdkError>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `result` of a 200 answer whose `code` is 2000. A 200 carrying any other code is an error answer
 * all the same: it becomes an {@link AddressLookupError} with status 200 and that code.
 */
export async function resultOf(data: unknown, response: ResponseInfo, operation: Operation, context: EnvelopeContext): Promise<unknown> {
  if (!isObject(data)) return data;
  const code = data.code;
  if (typeof code === 'number' && code !== SUCCESS_CODE) {
    const secrets = context.secrets();
    const message = typeof data.message === 'string' ? scrubText(data.message, secrets) : undefined;
    throw await context.finish(
      new AddressLookupError({
        operation: operation.id,
        method: operation.method,
        url: response.url,
        attempts: response.attempts,
        status: response.status,
        code,
        message,
        requestId: response.requestId,
        body: { code, message },
      }),
    );
  }
  return 'result' in data ? data.result : data;
}

/** A call that resolves to the envelope's `result` (see {@link resultOf}). */
export function unwrapped<T>(call: ApiPromise<unknown>, operation: Operation, context: EnvelopeContext): ApiPromise<T> {
  return new ApiPromise(
    call.withResponse().then(async ({ data, response }) => ({ data: (await resultOf(data, response, operation, context)) as T, response })),
  );
}
