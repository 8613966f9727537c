/**
 * A client's proxy on Node: its routes, read from the `proxy` option and the environment when the client is
 * made, and the dispatcher that follows them, loaded only when some call goes through a proxy. Browsers get
 * `client-proxy.browser.ts` instead.
 */
import { nodeEnvironment, proxyRoutes, type ProxyOption } from './proxy.js';

/**
 * The `dispatcher` for the client's fetch when a proxy is set, else `undefined`. A proxy URL that cannot be used
 * throws (a `ValidationError`) here, before the client exists.
 */
export function clientProxy(packageName: string, option: ProxyOption | undefined): Promise<object> | undefined {
  const routes = proxyRoutes(packageName, option, nodeEnvironment());
  if (routes === undefined) return undefined;
  return import('./proxy-dispatcher.js').then(({ ProxyDispatcher }) => new ProxyDispatcher(routes));
}
