import type { ErrorFormat } from '@org/http-core';
import { googleErrorParser } from '@org/http-core/google';

/**
 * How the service's error answers are read (Google's error bodies), loaded with the error path through
 * `marketplaceServiceInfo.errorFormat`, so that a browser page downloads the parser only when a call fails.
 */
export const errorFormat: ErrorFormat = { errorParser: googleErrorParser };
