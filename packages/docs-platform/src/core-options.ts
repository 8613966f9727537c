import { basic, type ClientOptions } from '@org/http-core';
import type { DocsPlatformClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: DocsPlatformClientOptions): ClientOptions {
  const { apiKey, auth, baseUrl, docsVersion, paramDefaults, ...rest } = options;
  return {
    ...rest,
    baseUrl: baseUrl ?? docsPlatformUrl,
    ...(auth ? { auth } : apiKey === undefined ? {} : { auth: basic(apiKey, '') }),
    paramDefaults: { ...paramDefaults, ...(docsVersion === undefined ? {} : { docsVersion }) },
  };
}

/** The public address of the service's API (version 1 in the path). */
export const docsPlatformUrl = 'https://dash.readme.com/api/v1';
