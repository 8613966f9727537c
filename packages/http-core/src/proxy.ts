/**
 * Proxies: which calls of a client go through a forward proxy, from its `proxy` option or, on Node, from the
 * `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY` environment variables. Reads only the environment it is given.
 */
import { ValidationError } from './errors.js';
import { isLoopbackHost } from './loopback.js';

/** The client's `proxy` option: a proxy's URL (`http://user:password@proxy.example.com:8080`), or `false` for none. */
export type ProxyOption = string | URL | false;

/** The environment variables read, as `process.env` holds them. */
export type ProxyEnvironment = Readonly<Record<string, string | undefined>>;

/** One host (or suffix) of `NO_PROXY`; `*` for every host. */
interface NoProxyEntry {
  /** Lower-case host without brackets or a leading `.`/`*.`; `*` matches every host. */
  readonly host: string;
  /** The port it is limited to, if any. */
  readonly port: string | undefined;
}

/** Where a client's calls go: through a proxy for each scheme, except to the hosts `NO_PROXY` names. */
export interface ProxyRoutes {
  readonly http: URL | undefined;
  readonly https: URL | undefined;
  readonly noProxy: readonly NoProxyEntry[];
  /**
   * Whether calls to this machine (`localhost`, `127.0.0.0/8`, `[::1]`) go direct whatever `NO_PROXY` says: true
   * for proxies read from the environment, which cannot reach this machine's loopback addresses.
   */
  readonly loopbackDirect: boolean;
}

/**
 * The environment proxies are read from: Node's `process.env`; `undefined` elsewhere (browsers, edge runtimes,
 * and Deno and Bun, whose fetch has its own proxy settings and no `dispatcher`).
 */
export function nodeEnvironment(): ProxyEnvironment | undefined {
  const process = (globalThis as { process?: { env?: ProxyEnvironment; versions?: Record<string, string | undefined> } }).process;
  const versions = process?.versions;
  if (typeof versions?.node !== 'string' || versions['bun'] !== undefined || versions['deno'] !== undefined) return undefined;
  return process?.env ?? {};
}

/**
 * The routes of a client's calls on Node (`env` given): `option` when it is a URL (every call, except to the
 * hosts `NO_PROXY` names), none for `false`, else the environment's proxies. `undefined` when no call goes
 * through a proxy, and wherever `env` is `undefined` (not Node). A proxy URL that cannot be used is refused with a
 * {@link ValidationError} that never shows its credentials.
 */
export function proxyRoutes(packageName: string, option: ProxyOption | undefined, env: ProxyEnvironment | undefined): ProxyRoutes | undefined {
  if (option === false || env === undefined) return undefined;
  const noProxy = parseNoProxy(variable(env, 'no_proxy'));
  if (option !== undefined) {
    const proxy = checkedProxyUrl(packageName, 'proxy', option);
    return { http: proxy, https: proxy, noProxy, loopbackDirect: false };
  }
  const httpValue = variable(env, 'http_proxy');
  const httpsValue = variable(env, 'https_proxy');
  if (httpValue === undefined && httpsValue === undefined) return undefined;
  const http = httpValue === undefined ? undefined : checkedProxyUrl(packageName, 'HTTP_PROXY', httpValue);
  const https = httpsValue === undefined ? undefined : checkedProxyUrl(packageName, 'HTTPS_PROXY', httpsValue);
  return { http, https, noProxy, loopbackDirect: true };
}

/** The proxy a call to `target` goes through, or `undefined` when it goes direct. */
export function proxyFor(target: URL, routes: ProxyRoutes): URL | undefined {
  const proxy = target.protocol === 'https:' ? routes.https : target.protocol === 'http:' ? routes.http : undefined;
  if (proxy === undefined) return undefined;
  const host = bare(target.hostname);
  if (routes.loopbackDirect && isLoopbackHost(target.hostname)) return undefined;
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  return routes.noProxy.some((entry) => bypasses(entry, host, port)) ? undefined : proxy;
}

/** A proxy URL as it may be shown: its origin, without the user name and password. */
export function shownProxy(proxy: URL): string {
  return `${proxy.protocol}//${proxy.host}`;
}

/**
 * `NO_PROXY`'s entries, as curl reads them: separated by commas (or spaces); each a host name or IP address
 * (IPv6 in brackets or bare), optionally with a port; a name also covers its subdomains (`example.com` covers
 * `api.example.com`), an address only itself; a leading `.` or `*.` is the same as none; `*` alone covers every
 * host.
 */
function parseNoProxy(value: string | undefined): NoProxyEntry[] {
  const entries: NoProxyEntry[] = [];
  for (const raw of (value ?? '').split(/[\s,]+/)) {
    const item = raw.trim().toLowerCase();
    if (item === '') continue;
    if (item === '*') {
      entries.push({ host: '*', port: undefined });
      continue;
    }
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(item);
    const hostPort = /^([^:]+):(\d+)$/.exec(item);
    const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : hostPort ? [hostPort[1]!, hostPort[2]] : [item, undefined];
    entries.push({ host: host.replace(/^\*?\.+/, ''), port });
  }
  return entries.filter((entry) => entry.host !== '');
}

function bypasses(entry: NoProxyEntry, host: string, port: string): boolean {
  if (entry.port !== undefined && entry.port !== port) return false;
  if (entry.host === '*' || host === entry.host) return true;
  return !isIpAddress(host) && host.endsWith(`.${entry.host}`);
}

/** Whether a bare host is an IP address: one matches only itself. */
function isIpAddress(host: string): boolean {
  return host.includes(':') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
}

/** A hostname as `NO_PROXY` names it: lower case, IPv6 without brackets, no trailing dot. */
function bare(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** An environment variable, the lower-case name first (as curl and Node read them); empty counts as unset. */
function variable(env: ProxyEnvironment, lower: string): string | undefined {
  const value = env[lower] ?? env[lower.toUpperCase()];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * A proxy URL that can be used: `http://` with a host, nothing after the port. A value without a scheme
 * (`proxy.example.com:8080`) means `http://`, as curl reads it.
 */
function checkedProxyUrl(packageName: string, field: string, value: unknown): URL {
  let url: URL | undefined;
  if (value instanceof URL) url = new URL(value.href);
  else if (typeof value === 'string') url = parseProxy(value);
  const refuse = (what: string) => new ValidationError(`${packageName}: ${field} ${what}; set proxy: false to send calls direct`, { field: 'proxy' });
  if (url === undefined) throw refuse('is not a URL');
  if (url.protocol !== 'http:') throw refuse(`must be an http:// proxy (${url.protocol}// proxies are not supported)`);
  if (url.hostname === '' || (url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    throw refuse(`must be a proxy's address (${shownProxy(url)}), without a path, a query or a fragment`);
  }
  return url;
}

function parseProxy(value: string): URL | undefined {
  const text = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
