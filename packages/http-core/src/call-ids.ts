import type { CallOptions } from './call-options.js';
import { callId } from './client-request-id.js';
import { refusal } from './deferred-error.js';
import type { Operation } from './operation.js';
import type { BuiltRequest } from './request-builder.js';

/** The ids of one call, the same on every attempt. */
export interface CallIds {
  /** Identifies the call: sent in the service's client request id header, when it has one, and shown on results and errors. */
  readonly clientRequestId: string;
  /** The call's idempotency key, for an operation that takes one. */
  readonly idempotencyKey: string | undefined;
}

/** What a client adds to its calls' ids. */
export interface CallIdSettings {
  /** The header of the service's client request id (lower case); `undefined` when the id is not sent. */
  readonly clientRequestIdHeader: string | undefined;
  /** Makes an id the caller did not give. */
  readonly generateId: () => string;
}

/**
 * The ids of a call and its request with the headers that carry them. Each id is the caller's (the call
 * option, else the header given with the call's `headers`), else a new one. An idempotency key for an
 * operation that takes none is refused; a request to a URL the service handed back carries no client request id.
 */
export function withCallIds(operation: Operation, built: BuiltRequest, options: CallOptions, settings: CallIdSettings): { readonly built: BuiltRequest; readonly ids: CallIds } {
  const { summary } = built;
  const keySpec = operation.spec.idempotencyKey;
  if (options.idempotencyKey !== undefined && keySpec === undefined) {
    throw refusal('noIdempotencyKey', { ...summary, field: 'idempotencyKey' }, operation.id);
  }
  const idHeader = operation.spec.external ? undefined : settings.clientRequestIdHeader;
  const clientRequestId = callId('clientRequestId', options.clientRequestId ?? (idHeader === undefined ? undefined : built.headers[idHeader]), settings.generateId, summary);
  const keyHeader = keySpec?.header.toLowerCase();
  const idempotencyKey =
    keyHeader === undefined ? undefined : callId('idempotencyKey', options.idempotencyKey ?? built.headers[keyHeader], settings.generateId, summary, keySpec!.maxLength);
  if (idHeader === undefined && keyHeader === undefined) return { built, ids: { clientRequestId, idempotencyKey } };
  const headers = { ...built.headers };
  if (idHeader !== undefined) headers[idHeader] = clientRequestId;
  if (keyHeader !== undefined) headers[keyHeader] = idempotencyKey!;
  return { built: { ...built, headers }, ids: { clientRequestId, idempotencyKey } };
}
