/**
 * What every client keeps besides its methods, under a symbol key: the engine its calls run on and its service,
 * for `request(client, …)` (`client-request.ts`), which a page imports only when it calls it.
 */
import type { Engine } from './engine.js';

/** @internal The key a client keeps its {@link ClientCore} under. */
export const clientCore: unique symbol = Symbol.for('@org/http-core.clientCore');

/** @internal What `request(client, …)` needs of a client; `P` is its service's envelope key, for the result's type. */
export interface ClientCore<P extends string = never> {
  readonly engine: Engine;
  readonly service: { readonly name: string; readonly defaultAuth: readonly string[] };
  /** Never set: carries `P` in the type only. */
  readonly envelope?: P;
}

/**
 * What every client of `createClient` and `createClientFor` carries for `request(client, …)`, exported so that a
 * program's declarations can name a client's inferred type. Optional in the type, so that a client type written
 * out method by method (a package's generated `<Name>Methods`) is one too.
 */
export interface WithClientCore<P extends string = never> {
  /** The engine and service the client's calls run with. */
  readonly [clientCore]?: ClientCore<P>;
}

/** Keeps `engine` and `service` on `client`, out of sight of `Object.keys` and `JSON.stringify`. */
export function keepClientCore<C extends object>(client: C, engine: Engine, service: ClientCore['service']): C {
  return Object.defineProperty(client, clientCore, { value: { engine, service } });
}
