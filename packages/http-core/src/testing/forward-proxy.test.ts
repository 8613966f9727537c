import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { closedPortUrl } from '../test-support/loopback-server.js';
import { startForwardProxy } from './forward-proxy.js';

/** Sends `method target` to the proxy; resolves to the status it answers (for CONNECT, the tunnel's). */
function ask(port: number, method: string, target: string, authorization?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path: target, agent: false, headers: authorization ? { 'proxy-authorization': authorization } : {} });
    sent.once('connect', (answer: IncomingMessage, socket) => {
      socket.destroy();
      resolve(answer.statusCode ?? 0);
    });
    sent.once('response', (answer: IncomingMessage) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    sent.once('error', reject);
    sent.end();
  });
}

describe('startForwardProxy', () => {
  it('answers 407 to a call without the Proxy-Authorization it wants, and records every call', async () => {
    await using proxy = await startForwardProxy({ authorization: 'Basic dTpw' });
    expect(await ask(proxy.port, 'GET', 'http://api.example.test/v1/things')).toBe(407);
    expect(await ask(proxy.port, 'CONNECT', 'api.example.test:443', 'Basic other')).toBe(407);
    expect(proxy.calls).toEqual([
      { kind: 'forward', method: 'GET', target: 'http://api.example.test/v1/things', authorization: undefined, allowed: false },
      { kind: 'tunnel', method: 'CONNECT', target: 'api.example.test:443', authorization: 'Basic other', allowed: false },
    ]);
  });

  it('answers 502 when the target does not answer, and 400 to a request not in absolute form', async () => {
    await using proxy = await startForwardProxy({ hosts: { 'gone.example.test': '127.0.0.1' } });
    const { port } = new URL(await closedPortUrl());
    expect(await ask(proxy.port, 'CONNECT', `gone.example.test:${port}`)).toBe(502);
    expect(await ask(proxy.port, 'GET', `http://gone.example.test:${port}/`)).toBe(502);
    expect(await ask(proxy.port, 'GET', '/relative')).toBe(400);
    expect(proxy.calls.map((call) => call.allowed)).toEqual([true, true, true]);
  });
});
