/**
 * How the service refuses a credential. A wrong API key on `events.report` is not an authentication failure (401)
 * but a bad argument, 400 `INVALID_ARGUMENT` with reason `API_KEY_INVALID`, the answer reporting libraries
 * recognise; a missing or unknown token is answered as Google APIs answer it.
 */
import { canonicalError, googleAuthRefusal, type AuthRefusal, type FakeError } from '@org/http-core/testing';

/** The message the service answers a wrong API key with, word for word. */
export const API_KEY_INVALID_MESSAGE = 'API key not valid. Please pass a valid API key.';

const SERVICE = 'clouderrorreporting.googleapis.com';

const refuseToken = googleAuthRefusal({ service: SERVICE });

/** The fake's `refuse` answer: `API_KEY_INVALID` for a wrong key, the Google texts for a missing or unknown token. */
export function refuseCredential(refusal: AuthRefusal): FakeError {
  return refusal.kind === 'apiKey' ? apiKeyInvalid() : refuseToken(refusal);
}

function apiKeyInvalid(): FakeError {
  return canonicalError('INVALID_ARGUMENT', API_KEY_INVALID_MESSAGE, {
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: SERVICE },
      },
      { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: API_KEY_INVALID_MESSAGE },
    ],
  });
}
