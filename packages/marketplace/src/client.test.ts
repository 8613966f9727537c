import { inspect } from 'node:util';
import {
  AuthenticationError,
  isValidationError,
  NotFoundError,
  paramSpec,
  PermissionDeniedError,
  unknownEnumValue,
  type ApiError,
  type ValidationError,
} from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { createMarketplaceClient, DEFAULT_BASE_URL } from './client.js';
import { operations } from './service.js';
import { shareFake } from './test-support/shared-fake.js';

const { fake, client } = await shareFake();

async function failure(call: PromiseLike<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createMarketplaceClient', () => {
  it('sends to the public address by default', async () => {
    const urls: string[] = [];
    const offline = createMarketplaceClient({
      token: 't',
      hooks: {
        beforeRequest: (context) => {
          urls.push(context.url);
          throw new Error('stop before sending');
        },
      },
    });
    await expect(offline.proposals.get({ name: 'buyers/1/proposals/2' })).rejects.toThrow('stop before sending');
    expect(urls).toEqual([`${DEFAULT_BASE_URL}/v1/buyers/1/proposals/2`]);
  });

  it('sends names as path segments, with the verb after the last one', async () => {
    await client.finalizedDeals.resume({ name: fake.seeded.finalizedDeals.active });
    await client.proposals.get({ name: fake.seeded.proposals.finalized });
    expect(fake.requests.map((r) => `${r.method} ${r.path} -> ${r.operationId}`)).toEqual([
      'POST /v1/buyers/1001/finalizedDeals/5004:resume -> finalizedDeals.resume',
      'GET /v1/buyers/1001/proposals/4003 -> proposals.get',
    ]);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${fake.token}`);
  });
});

describe('bad input is refused before sending', () => {
  const named = operations.flatMap((operation) =>
    Object.entries(operation.spec.pathParams ?? {})
      .filter(([, param]) => paramSpec(param).multiSegment)
      .map(([key]) => ({ operation, key })),
  );

  it.each(named.map(({ operation, key }) => [`${operation.id} (${key})`, operation, key] as const))(
    '%s: a name of the wrong shape',
    async (_, operation, key) => {
      const [group, method] = operation.id.split('.') as [string, string];
      const call = (client as unknown as Record<string, Record<string, (input: unknown) => unknown>>)[group]![method]!;
      for (const bad of ['buyers/1001/widgets/1', 'buyers/1001/proposals/4001/deals', '/buyers/1001', 'buyers//proposals/1', 'buyers/1001/proposals/a%2Fb']) {
        const result = call({ [key]: bad, body: {} });
        const error = await failure(operation.spec.pagination ? (result as { toArray(): Promise<unknown> }).toArray() : (result as Promise<unknown>));
        expect(isValidationError(error), `${operation.id} ${bad}`).toBe(true);
        expect((error as ValidationError).field).toBe(key);
      }
      expect(fake.requestCount()).toBe(0);
    },
  );

  it('refuses bodies that break documented limits', async () => {
    const s = fake.seeded;
    const cases: Array<[PromiseLike<unknown>, string]> = [
      [client.proposals.addNote({ proposal: s.proposals.buyerReview, body: { note: { note: 'x'.repeat(1025) } } }), 'body.note.note'],
      [client.finalizedDeals.pause({ name: s.finalizedDeals.active, body: { reason: 'x'.repeat(1001) } }), 'body.reason'],
      [client.clientUsers.create({ parent: s.clients.acme, body: { email: 'not an address' } }), 'body.email'],
      [client.clients.create({ parent: s.buyer, body: { displayName: '', role: 'CLIENT_DEAL_VIEWER' } }), 'body.displayName'],
      [client.deals.patch({ name: s.deals.buyerReviewFirst, body: {} as never }), 'body.proposalRevision'],
      [client.proposals.accept({ name: s.proposals.awaitingAcceptance, body: { proposalRevision: '5.5' } }), 'body.proposalRevision'],
      [client.deals.patch({ name: s.deals.buyerReviewFirst, updateMask: 'flight end', body: { proposalRevision: 3 } }), 'updateMask'],
      [client.finalizedDeals.addCreative({ deal: s.finalizedDeals.active, body: { creative: 'creatives/1' } }), 'body.creative'],
      [client.auctionPackages.subscribeClients({ auctionPackage: s.auctionPackages.news, body: { clients: [] } }), 'body.clients'],
      [client.finalizedDeals.list({ parent: s.buyer, orderBy: 'deal.displayName sideways' }).toArray(), 'orderBy'],
      [
        client.proposals.sendRfp({
          buyer: s.buyer,
          body: { displayName: 'Late', publisherProfile: s.publisherProfiles[0]!, flightStartTime: '2024-07-01T00:00:00Z', flightEndTime: '2024-06-01T00:00:00Z' },
        }),
        'body.flightEndTime',
      ],
      [
        client.deals.batchUpdate({
          parent: s.proposals.buyerReview,
          body: { requests: [{ deal: { name: s.deals.buyerReviewFirst, proposalRevision: 3 } }, { deal: { name: s.deals.buyerReviewFirst, proposalRevision: 3 } }] },
        }),
        'body.requests',
      ],
    ];
    for (const [call, field] of cases) {
      const error = await failure(call);
      expect(isValidationError(error), field).toBe(true);
      expect((error as ValidationError).field).toBe(field);
    }
    expect(fake.requestCount()).toBe(0);
  });
});

describe('errors', () => {
  it('refuses a call without a credential before sending; the fake answers such a request with 401', async () => {
    const anonymous = createMarketplaceClient({ baseUrl: fake.url });
    const refused = await failure(anonymous.publisherProfiles.get({ name: fake.seeded.publisherProfiles[0]! }));
    expect(isValidationError(refused)).toBe(true);
    expect(fake.requestCount()).toBe(0);

    const response = await fetch(`${fake.url}/v1/${fake.seeded.publisherProfiles[0]}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
  });

  it('turns a 401 into an AuthenticationError', async () => {
    const expired = createMarketplaceClient({ baseUrl: fake.url, token: 'expired-token' });
    const error = await failure(expired.publisherProfiles.get({ name: fake.seeded.publisherProfiles[0]! }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('never shows the token, in the message, JSON or inspection', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const wrong = createMarketplaceClient({ baseUrl: fake.url, token: secret, retry: false });
    const error = (await failure(wrong.proposals.get({ name: fake.seeded.proposals.finalized }))) as ApiError;
    expect(error.status).toBe(401);
    for (const text of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) {
      expect(text).not.toContain(secret);
    }
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${secret}`);
  });

  it('reads the Google error body: status, code, message and request id', async () => {
    const missing = `${fake.seeded.buyer}/proposals/404404`;
    const error = (await failure(client.proposals.get({ name: missing }))) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.serviceMessage).toContain(missing);
    expect(error.requestId).toBe(fake.requests.at(-1)!.requestId);
    expect(error.operation).toBe('proposals.get');

    const denied = await failure(client.proposals.list({ parent: 'buyers/31337' }).toArray());
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect(denied).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });

    const invalid = await failure(client.proposals.list({ parent: fake.seeded.buyer, filter: 'budget > 5' }).toArray());
    expect(invalid).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    expect((invalid as ApiError).serviceMessage).toContain("'budget'");
  });

  it('answers a name of no known shape sent by hand as a URL of no method: the front end’s HTML 404', async () => {
    const response = await fetch(`${fake.url}/v1/buyers/1001/widgets/7`, { headers: { authorization: `Bearer ${fake.token}` } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<code>/v1/buyers/1001/widgets/7</code> was not found on this server.');
    // A missing resource of a known shape is the API's own NOT_FOUND.
    const missing = await fetch(`${fake.url}/v1/buyers/1001/proposals/999999`, { headers: { authorization: `Bearer ${fake.token}` } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });
});

describe('retries', () => {
  it('sends a create once under a 503, and an acceptance once', async () => {
    fake.faults.status([503, 503], { operation: 'clients.create', headers: { 'retry-after': '0' } });
    const create = await failure(client.clients.create({ parent: fake.seeded.buyer, body: { displayName: 'Once', role: 'CLIENT_DEAL_VIEWER' } }));
    expect(create).toMatchObject({ status: 503, code: 'UNAVAILABLE', attempts: 1 });
    expect(fake.requestCount('clients.create')).toBe(1);

    fake.faults.status([503], { operation: 'proposals.accept', headers: { 'retry-after': '0' } });
    const accept = await failure(client.proposals.accept({ name: fake.seeded.proposals.awaitingAcceptance, body: { proposalRevision: 5 } }));
    expect(accept).toMatchObject({ status: 503 });
    expect(fake.requestCount('proposals.accept')).toBe(1);
    expect(fake.state.proposal(fake.seeded.proposals.awaitingAcceptance)?.state).toBe('BUYER_ACCEPTANCE_REQUESTED');
  });

  it('retries reads, and the calls the service documents as safe to repeat', async () => {
    fake.faults.status([503, 503], { operation: 'proposals.get', headers: { 'retry-after': '0' } });
    const { data, response } = await client.proposals.get({ name: fake.seeded.proposals.finalized }).withResponse();
    expect(data.state).toBe('FINALIZED');
    expect(response.attempts).toBe(3);

    await client.finalizedDeals.pause({ name: fake.seeded.finalizedDeals.active });
    fake.faults.status([503], { operation: 'finalizedDeals.resume', headers: { 'retry-after': '0' } });
    const resumed = await client.finalizedDeals.resume({ name: fake.seeded.finalizedDeals.active }).withResponse();
    expect(resumed.data.dealServingStatus).toBe('ACTIVE');
    expect(resumed.response.attempts).toBe(2);
  });
});

describe('lenient reading', () => {
  it('keeps fields this SDK does not know, and enum values it does not know', async () => {
    fake.state.proposals.update(fake.seeded.proposals.finalized, (record) => ({
      ...record,
      proposal: { ...record.proposal, state: unknownEnumValue('ON_HOLD'), billingTerms: { net: 30 } },
    }));
    const proposal = await client.proposals.get({ name: fake.seeded.proposals.finalized });
    expect(proposal.state).toBe('ON_HOLD');
    expect(proposal).toMatchObject({ billingTerms: { net: 30 } });
  });
});
