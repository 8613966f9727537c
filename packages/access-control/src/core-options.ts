import { bearer, type ClientOptions } from '@org/http-core';
import { DEFAULT_PROVIDER_NAMESPACE } from './api-version.js';
import type { AccessControlClientOptions } from './client-options.js';

/** The core's client options for this service's options, shared by both client factories. */
export function coreOptions(options: AccessControlClientOptions): ClientOptions {
  const { token, auth, providerNamespace, apiVersion, paramDefaults, ...rest } = options;
  const credential = auth ?? (token === undefined ? undefined : bearer(token));
  const namespace = providerNamespace ?? DEFAULT_PROVIDER_NAMESPACE;
  return {
    ...rest,
    ...(credential ? { auth: credential } : {}),
    paramDefaults: { ...paramDefaults, ...(apiVersion === undefined ? {} : { apiVersion }) },
    pathAliases: namespace === DEFAULT_PROVIDER_NAMESPACE ? {} : { [DEFAULT_PROVIDER_NAMESPACE]: namespace },
  };
}
