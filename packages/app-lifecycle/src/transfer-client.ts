/**
 * @internal The client of the transfer calls ({@link transferOperations}) that goes with each client of the
 * service: made on first use from the same options (so `externalOrigins`, `fetch`, time limits, hooks and logger
 * hold for transfers too), and kept beside it, so that a helper given the service's client reaches it.
 */
import { createClientFor, ValidationError, type ClientOptions, type ServiceClient } from '@org/http-core';
import { appLifecycleServiceInfo } from './service-info.js';
import { transferOperations } from './transfer-operations.js';

/** The transfer calls of a client. */
export type TransferClient = ServiceClient<typeof transferOperations>;

const transferClients = new WeakMap<object, () => TransferClient>();

/** Keeps, beside `client`, the maker of its transfer client (made once, on first use). */
export function attachTransfers<C extends object>(client: C, options: ClientOptions): C {
  let made: TransferClient | undefined;
  transferClients.set(client, () => (made ??= createClientFor(appLifecycleServiceInfo, transferOperations, options)));
  return client;
}

/** The transfer client of `client`; refused for an object no client factory of this package made. */
export function transfersOf(client: object, operation: string): TransferClient {
  const make = transferClients.get(client);
  if (!make) {
    throw new ValidationError(`${operation}: client must be made by createAppLifecycleClient or createAppLifecycleClientFor`, { operation, field: 'client' });
  }
  return make();
}
