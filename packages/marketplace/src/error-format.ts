import type { ConflictError, ErrorFormat } from '@org/http-core';
import { googleErrorParser } from '@org/http-core/google';
import { revisionCheckedWith } from './revision-checks.js';

/**
 * How the service's error answers are read (Google's error bodies), and the error a stale revision of a revised
 * operation becomes (`RevisionConflictError`), loaded with the error path through `marketplaceServiceInfo.errorFormat`,
 * so that a browser page downloads them only when a call fails. It imports nothing a page has: the page's
 * `ConflictError`, which `RevisionConflictError` extends, is handed to it.
 */
export function errorFormatWith(Conflict: typeof ConflictError): ErrorFormat {
  return { errorParser: googleErrorParser, callError: revisionCheckedWith(Conflict) };
}
