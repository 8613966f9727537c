import type { ErrorFormat } from '@org/http-core';
import { docsErrorParser } from './error-parser.js';

/**
 * How the service's error answers are read, loaded with the error path through `docsPlatformServiceInfo.errorFormat`,
 * so that a browser page downloads the parser only when a call fails.
 */
export const errorFormat: ErrorFormat = { errorParser: docsErrorParser };
