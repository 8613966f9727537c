import type { ApiError, ApiErrorInit, ErrorBodyParser, ErrorFormat } from '@org/http-core';
import { apiCodeMeaning } from './api-code-meanings.js';
import { addressLookupErrorParser } from './error-parser.js';

/** An error body read with the meaning of its code, which `AddressLookupError` keeps. */
const parseWithMeaning: ErrorBodyParser = (body, answer) => {
  const info = addressLookupErrorParser(body, answer);
  if (info === undefined) return undefined;
  const read = { ...info, meaning: apiCodeMeaning(info.code) };
  return read;
};

/**
 * How the service's error answers are read, loaded with the error path through `addressLookupServiceInfo.errorFormat`
 * (so that a browser page downloads the parser and the meanings of codes only when a call fails). It imports nothing
 * a page has: the error class, which users import and test with `instanceof`, is handed to it.
 */
export function errorFormatWith(errorClass: new (init: ApiErrorInit) => ApiError): ErrorFormat {
  return { errorParser: parseWithMeaning, errorClass };
}
