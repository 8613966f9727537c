import { describe, expect, it } from 'vitest';
import { isAllowedTargetUrl, isLoopbackHost } from './target-url.js';

describe('isAllowedTargetUrl', () => {
  it.each([
    'https://hooks.example.com/events',
    'https://hooks.example.com:8443/a/b?tenant=1',
    'http://127.0.0.1:8080/hook',
    'http://127.10.0.3/hook',
    'http://localhost:3000/hook',
    'http://api.localhost/hook',
    'http://[::1]:9000/hook',
  ])('accepts %s', (url) => {
    expect(isAllowedTargetUrl(url)).toBe(true);
  });

  it.each([
    'http://hooks.example.com/events',
    'http://10.0.0.5/hook',
    'http://127.0.0.1.example.com/hook',
    'http://localhost.example.com/hook',
    'ftp://hooks.example.com/events',
    'ws://127.0.0.1/hook',
    '/events',
    'hooks.example.com/events',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedTargetUrl(url)).toBe(false);
  });
});

describe('isLoopbackHost', () => {
  it('knows the loopback names and addresses only', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '127.255.255.254', '[::1]'].map(isLoopbackHost)).toEqual([true, true, true, true, true]);
    expect(['example.com', '128.0.0.1', '::1', '0.0.0.0'].map(isLoopbackHost)).toEqual([false, false, false, false]);
  });
});
