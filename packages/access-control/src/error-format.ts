import type { ErrorFormat } from '@org/http-core';
import { resourceManagerErrorParser } from '@org/http-core/azure';

/**
 * How the service's error answers are read (the resource manager's error bodies), loaded with the error path through
 * `accessControlServiceInfo.errorFormat`, so that a browser page downloads the parser only when a call fails.
 */
export const errorFormat: ErrorFormat = { errorParser: resourceManagerErrorParser };
