/**
 * A probe's fake and a loopback answer server (to proxy it, or to answer in its place) for the tests of one
 * `describe` block: started before them, both reset before each, closed after them.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Probe } from '../probe.js';
import { startAnswerServer, type AnswerServer } from './answer-server.js';
import { startSession, type FakeSession } from './fake-session.js';

export interface SessionWithProxy<C> {
  readonly session: FakeSession<C>;
  readonly proxy: AnswerServer;
}

export function sessionWithProxy<C>(probe: Probe<C>): SessionWithProxy<C> {
  const running = {} as { session: FakeSession<C>; proxy: AnswerServer };
  beforeAll(async () => {
    running.session = await startSession(probe);
    running.proxy = await startAnswerServer();
  });
  afterAll(async () => {
    await running.session.close();
    await running.proxy.close();
  });
  beforeEach(() => {
    running.session.fake.reset();
    running.proxy.reset();
  });
  return running;
}
