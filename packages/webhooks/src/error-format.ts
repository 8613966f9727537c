import type { ErrorFormat } from '@org/http-core';
import { categoryErrorParser } from '@org/http-core/hubspot';

/**
 * How the service's error answers are read (the platform's error bodies), loaded with the error path through
 * `webhooksServiceInfo.errorFormat`, so that a browser page downloads the parser only when a call fails.
 */
export const errorFormat: ErrorFormat = { errorParser: categoryErrorParser };
