/**
 * In a browser (and an edge runtime) the page's own network settings decide the way to the service: the SDK has
 * no dispatcher to give. Node gets `proxy-dispatcher.ts`.
 */
import type { ProxyRoutes } from './proxy.js';

/** Never made in a browser. */
export class ProxyDispatcher {
  constructor(_routes: ProxyRoutes) {
    throw new Error('Proxies are set by the browser, not by the SDK');
  }
}
