import type { ErrorFormat } from '@org/http-core';
import { appLifecycleErrorParser } from './error-parser.js';
import { withStatusCode } from './status-code.js';
import { completeWith } from './status-completion.js';

/**
 * How the service's error answers are read, loaded with the error path through `appLifecycleServiceInfo.errorFormat`,
 * so that a browser page downloads the parser and the service's names of statuses only when a call fails. Loading it
 * also completes a client's own `errorParser` from the status, as the service's parser is (`status-completion.ts`).
 */
export function loadedErrorFormat(): ErrorFormat {
  completeWith(withStatusCode);
  return { errorParser: appLifecycleErrorParser };
}
