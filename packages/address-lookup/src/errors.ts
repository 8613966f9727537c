import { ApiError, isApiError, type ApiErrorInit } from '@org/http-core';
import { ApiCode } from './api-codes.js';

/**
 * Every error answer of the address lookup service, and every 200 whose `code` is not 2000: an
 * {@link ApiError} (so `isApiError`, `isNotFoundError`, `isRateLimitError` and the other guards of
 * `@org/http-core` apply, by status) with the service's numeric code (`apiCode`) and what it means
 * (`meaning`). `status`, `serviceMessage`, `requestId` and `retryAfterMs` come from the answer; nothing
 * secret is kept. The service's error format (`error-format.ts`, loaded with the error path) declares it as its
 * `errorClass`, so the engine builds it directly.
 */
export class AddressLookupError extends ApiError {
  override name = 'AddressLookupError';
  // Declared, not class fields: the constructor sets both, and a bundler writes a class field's name once more.
  /** The body's numeric `code` (see {@link ApiCode}), when it had one. */
  declare readonly apiCode: number | undefined;
  /** What `apiCode` means, when this package knows the code (read with the answer; see `apiCodeMeaning`). */
  declare readonly meaning: string | undefined;

  constructor(init: ApiErrorInit & { readonly meaning?: string }) {
    super(init);
    this.apiCode = typeof init.code === 'number' ? init.code : undefined;
    this.meaning = init.meaning;
  }

  protected override jsonFields(): Record<string, unknown> {
    return { ...super.jsonFields(), apiCode: this.apiCode, meaning: this.meaning };
  }
}

/** Whether `value` is an {@link AddressLookupError}. */
export function isAddressLookupError(value: unknown): value is AddressLookupError {
  return isApiError(value) && 'apiCode' in value && 'meaning' in value;
}

/** Postcodes close to the one asked for when `error` is a 4040 "postcode not found"; otherwise `undefined`. */
export function postcodeSuggestions(error: unknown): readonly string[] | undefined {
  if (!isAddressLookupError(error) || error.apiCode !== ApiCode.PostcodeNotFound) return undefined;
  const found = (error.details as { suggestions?: unknown } | undefined)?.suggestions;
  return Array.isArray(found) ? found.filter((item): item is string => typeof item === 'string') : [];
}
