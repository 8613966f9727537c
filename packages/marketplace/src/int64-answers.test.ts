/**
 * 64-bit integers (a deal's `proposalRevision`, the deal's counts) arrive exact whatever content type the answer
 * carries, also when the service sends them as JSON numbers rather than strings, in successes and error bodies.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isApiError, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplaceClient } from './client.js';

const BIG = '9007199254740993'; // 2^53 + 1: a double reads it as ...992
let server: Server;
let url = '';
let answer: { status: number; type: string | undefined; text: string } = { status: 200, type: undefined, text: '{}' };
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, answer.type === undefined ? {} : { 'content-type': answer.type });
    response.end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createMarketplaceClient({ baseUrl: url, token: 'test-token', retry: false, logLevel: 'silent' });

describe.each(['application/json', 'text/plain', 'text/json', undefined])('an answer with content type %s', (type) => {
  it('keeps int64 numbers of a success exact', async () => {
    answer = { status: 200, type, text: `{"name":"buyers/1/finalizedDeals/2","deal":{"proposalRevision":${BIG}},"rtbMetrics":{"bids7Days":${BIG}}}` };
    const deal = await client().finalizedDeals.get({ name: 'buyers/1/finalizedDeals/2' });
    expect(deal.deal?.proposalRevision).toBe(BIG);
    expect(deal.rtbMetrics?.bids7Days).toBe(BIG);
  });

  it('keeps int64 numbers of an error body exact', async () => {
    answer = { status: 400, type, text: `{"error":{"code":400,"status":"INVALID_ARGUMENT","message":"stale","details":[{"proposalRevision":${BIG}}]}}` };
    const error = (await client().finalizedDeals.get({ name: 'buyers/1/finalizedDeals/2' }).catch((e: unknown) => e)) as ApiError;
    expect(isApiError(error)).toBe(true);
    expect(error.details).toEqual([{ proposalRevision: BIG }]);
  });
});
