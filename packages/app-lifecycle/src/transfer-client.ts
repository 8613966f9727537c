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

/** The options each client was made with: only these, so that a page without transfers carries none of their table. */
const clientOptions = new WeakMap<object, ClientOptions>();
const transferClients = new WeakMap<object, TransferClient>();

/** Keeps, beside `client`, the options its transfer client is made from (on first use). */
export function attachTransfers<C extends object>(client: C, options: ClientOptions): C {
  clientOptions.set(client, options);
  return client;
}

/** The transfer client of `client`; refused for an object no client factory of this package made. */
export function transfersOf(client: object, operation: string): TransferClient {
  const made = transferClients.get(client);
  if (made) return made;
  const options = clientOptions.get(client);
  if (!options) {
    throw new ValidationError(`${operation}: client must be made by createAppLifecycleClient or createAppLifecycleClientFor`, { operation, field: 'client' });
  }
  const transfers = createClientFor(appLifecycleServiceInfo, transferOperations, options);
  transferClients.set(client, transfers);
  return transfers;
}
