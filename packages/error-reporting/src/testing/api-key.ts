/**
 * The API key of `events.report`, as the service judges it: a wrong key is not an authentication failure (401)
 * but a bad argument, 400 `INVALID_ARGUMENT` with reason `API_KEY_INVALID`, the answer reporting libraries
 * recognise.
 */
import { canonicalError, type FakeError } from '@org/http-core/testing';

/** The message the service answers a wrong API key with, word for word. */
export const API_KEY_INVALID_MESSAGE = 'API key not valid. Please pass a valid API key.';

/** The principal of a request that carried an API key: whether it is the fake's key. */
export interface ApiKeyPrincipal {
  readonly kind: 'apiKey';
  readonly valid: boolean;
}

/**
 * The kit's check for the `key` query parameter. Every key passes it, so that the operation answers a wrong one
 * as the service does (the kit would answer 401); {@link checkApiKey} then refuses it.
 */
export function apiKeyPrincipal(expected: string): (given: string) => ApiKeyPrincipal {
  return (given) => ({ kind: 'apiKey', valid: given === expected });
}

/** Refuses a request whose API key is not the fake's, as the service does; a token or a valid key passes. */
export function checkApiKey(principal: unknown): void {
  const key = principal as Partial<ApiKeyPrincipal> | undefined;
  if (key?.kind === 'apiKey' && !key.valid) throw apiKeyInvalid();
}

function apiKeyInvalid(): FakeError {
  return canonicalError('INVALID_ARGUMENT', API_KEY_INVALID_MESSAGE, {
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'clouderrorreporting.googleapis.com' },
      },
      { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: API_KEY_INVALID_MESSAGE },
    ],
  });
}
