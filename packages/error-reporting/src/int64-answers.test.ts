/**
 * 64-bit integers (an error group's `count` and `affectedUsersCount`) arrive exact whatever content type the
 * answer carries, also when the service sends them as JSON numbers rather than strings, through paging too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorReportingClient } from './client.js';

const BIG = '9007199254740993'; // 2^53 + 1: a double reads it as ...992
let server: Server;
let url = '';
let answer: { type: string | undefined; text: string } = { type: undefined, text: '{}' };
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, answer.type === undefined ? {} : { 'content-type': answer.type });
    response.end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(['application/json', 'text/plain', 'text/json', undefined])('an answer with content type %s', (type) => {
  it('keeps int64 numbers exact', async () => {
    answer = { type, text: `{"errorGroupStats":[{"count":${BIG},"affectedUsersCount":${BIG},"group":{"groupId":"g1"}}]}` };
    const client = createErrorReportingClient({ baseUrl: url, token: 'test-token', retry: false, logLevel: 'silent' });
    const stats = await client.groupStats.list({ projectName: 'projects/p1' }).toArray();
    expect(stats).toHaveLength(1);
    expect(stats[0]?.count).toBe(BIG);
    expect(stats[0]?.affectedUsersCount).toBe(BIG);
  });
});
