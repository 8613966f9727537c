import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isValidationError } from './errors.js';
import { proxyFor, proxyRoutes, type ProxyEnvironment, type ProxyOption } from './proxy.js';

/** The proxy a call to `url` goes through (its href), or `direct`. */
function route(url: string, env: ProxyEnvironment, option?: ProxyOption): string {
  const routes = proxyRoutes('@org/test', option, env);
  const proxy = routes && proxyFor(new URL(url), routes);
  return proxy?.href ?? 'direct';
}

describe('proxyRoutes from the environment', () => {
  it('sends https calls to HTTPS_PROXY and http calls to HTTP_PROXY; with neither, every call goes direct', () => {
    const env = { HTTPS_PROXY: 'http://secure-proxy:8443', HTTP_PROXY: 'http://plain-proxy:8080' };
    expect(route('https://api.example.com/v1', env)).toBe('http://secure-proxy:8443/');
    expect(route('http://api.example.com/v1', env)).toBe('http://plain-proxy:8080/');
    expect(route('http://api.example.com/v1', { HTTPS_PROXY: 'http://secure-proxy:8443' })).toBe('direct');
    expect(route('https://api.example.com/v1', { HTTP_PROXY: 'http://plain-proxy:8080' })).toBe('direct');
    expect(proxyRoutes('@org/test', undefined, {})).toBeUndefined();
    expect(proxyRoutes('@org/test', undefined, { HTTPS_PROXY: '  ', NO_PROXY: 'example.com' })).toBeUndefined();
  });

  it('reads the lower-case names first, and a value without a scheme as http://', () => {
    expect(route('https://api.example.com', { https_proxy: 'http://lower:1', HTTPS_PROXY: 'http://upper:2' })).toBe('http://lower:1/');
    expect(route('https://api.example.com', { HTTPS_PROXY: 'proxy.corp:3128' })).toBe('http://proxy.corp:3128/');
    expect(route('https://api.example.com', { HTTPS_PROXY: 'http://p:1', no_proxy: 'example.com', NO_PROXY: '' })).toBe('direct');
  });

  it('sends calls to this machine direct', () => {
    const env = { HTTPS_PROXY: 'http://proxy:1', HTTP_PROXY: 'http://proxy:1' };
    for (const url of ['http://127.0.0.1:8080/', 'http://localhost:3000/', 'https://api.localhost/', 'http://[::1]:80/', 'http://127.1.2.3/']) {
      expect(route(url, env), url).toBe('direct');
    }
    expect(route('http://128.0.0.1/', env)).toBe('http://proxy:1/');
  });

  it('reads NO_PROXY as curl does: commas or spaces, names with their subdomains, leading dots, ports, addresses, *', () => {
    const env = (noProxy: string) => ({ HTTPS_PROXY: 'http://proxy:1', HTTP_PROXY: 'http://proxy:1', NO_PROXY: noProxy });
    const list = env(' example.com, .internal.corp  *.svc.local,10.0.0.7,[2001:db8::1]:8443,api.other.org:8443 ');
    const direct = [
      'https://example.com/',
      'https://api.example.com/',
      'https://EXAMPLE.COM./',
      'https://a.internal.corp/',
      'https://internal.corp/',
      'https://x.svc.local/',
      'http://10.0.0.7:9000/',
      'https://[2001:db8::1]:8443/',
      'https://api.other.org:8443/',
    ];
    for (const url of direct) expect(route(url, list), url).toBe('direct');
    const proxied = [
      'https://notexample.com/',
      'https://example.com.evil.net/',
      'http://110.0.0.7/',
      'http://0.0.7/',
      'https://[2001:db8::1]/',
      'https://api.other.org/',
    ];
    for (const url of proxied) expect(route(url, list), url).toBe('http://proxy:1/');
    expect(route('https://anything.example.net/', env('*'))).toBe('direct');
    expect(route('http://api.example.com:80/', env('api.example.com:80'))).toBe('direct');
    expect(route('https://api.example.com/', env('api.example.com:443'))).toBe('direct');
    expect(route('https://api.example.com/', env(',,  ,'))).toBe('http://proxy:1/');
  });
});

describe('proxyRoutes with the proxy option', () => {
  it('sends every call through an explicit proxy (calls to this machine too), except to NO_PROXY hosts; it wins over the variables', () => {
    const env = { HTTPS_PROXY: 'http://from-env:1', NO_PROXY: 'example.com,127.0.0.1:4000' };
    expect(route('https://api.other.org/', env, 'http://explicit:3128')).toBe('http://explicit:3128/');
    expect(route('http://127.0.0.1:5000/', env, new URL('http://explicit:3128'))).toBe('http://explicit:3128/');
    expect(route('http://127.0.0.1:4000/', env, 'http://explicit:3128')).toBe('direct');
    expect(route('https://api.example.com/', env, 'http://explicit:3128')).toBe('direct');
  });

  it('false sends every call direct whatever the environment says', () => {
    expect(proxyRoutes('@org/test', false, { HTTPS_PROXY: 'http://proxy:1', HTTP_PROXY: 'http://proxy:1' })).toBeUndefined();
    expect(proxyRoutes('@org/test', false, { HTTPS_PROXY: 'not a url at all' })).toBeUndefined();
  });

  it('is not read where there is no Node environment (browsers, edge runtimes)', () => {
    expect(proxyRoutes('@org/test', 'http://proxy:1', undefined)).toBeUndefined();
  });

  it('refuses a proxy it cannot use, before anything is sent, without showing its credentials', () => {
    const refusal = (option: ProxyOption | undefined, env: ProxyEnvironment = {}) => {
      try {
        proxyRoutes('@org/test', option, env);
      } catch (error) {
        expect(isValidationError(error)).toBe(true);
        return error as Error;
      }
      throw new Error('not refused');
    };
    const cases: [ProxyOption | undefined, ProxyEnvironment, RegExp][] = [
      ['https://user:hunter2-secret@proxy:443', {}, /^@org\/test: proxy must be an http:\/\/ proxy \(https:\/\/ proxies are not supported\); set proxy: false/],
      ['socks5://user:hunter2-secret@proxy:1080', {}, /socks5:\/\/ proxies are not supported/],
      ['http://user:hunter2-secret@proxy:8080/some/path', {}, /^@org\/test: proxy must be a proxy's address \(http:\/\/proxy:8080\), without a path/],
      ['http://user:hunter2-secret@proxy:8080/?q=1', {}, /without a path, a query or a fragment/],
      ['http://user:hunter2-secret@[proxy', {}, /^@org\/test: proxy is not a URL; set proxy: false to send calls direct$/],
      [undefined, { HTTPS_PROXY: 'https://user:hunter2-secret@proxy' }, /^@org\/test: HTTPS_PROXY must be an http:\/\/ proxy/],
      [undefined, { http_proxy: 'http://user:hunter2-secret@proxy:1:2' }, /^@org\/test: HTTP_PROXY is not a URL/],
    ];
    for (const [option, env, message] of cases) {
      const error = refusal(option, env);
      expect(error.message).toMatch(message);
      const shown = [error.message, String(error), JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join('\n');
      expect(shown).not.toContain('hunter2');
    }
  });
});
