/**
 * In a browser (and an edge runtime) the page's own network settings decide the way to the service: the `proxy`
 * option and the proxy variables are not read. Node gets `client-proxy.ts`.
 */
import type { ProxyOption } from './proxy.js';

/** `undefined`: no dispatcher. */
export function clientProxy(_packageName: string, _option: ProxyOption | undefined): Promise<object> | undefined {
  return undefined;
}
