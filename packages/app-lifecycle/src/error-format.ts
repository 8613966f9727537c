import type { ErrorFormat } from '@org/http-core';
import { errorParserWith } from './error-body.js';
import type { withStatusCode } from './status-code.js';

/**
 * How the service's error answers are read, loaded with the error path through `appLifecycleServiceInfo.errorFormat`,
 * so that a browser page downloads the parser only when a call fails. The function that completes a body's code and
 * message from the status is the page's (`complete`), which a client's own `errorParser` uses too.
 */
export function errorFormatWith(complete: typeof withStatusCode): ErrorFormat {
  return { errorParser: errorParserWith(complete) };
}
