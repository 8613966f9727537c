/**
 * Uploads to a second origin the service hands back, for every package that has one: a fault mid-upload is
 * resumed without sending an acknowledged chunk again; a chunk that meets a 503 is sent again on its own; a
 * redirect of the receiver is never followed; a receiver on an origin the client does not allow gets nothing;
 * the package's credential never reaches the receiver.
 */
import { isNetworkError, isValidationError, UploadState } from '@org/http-core';
import type { FakeServer } from '@org/http-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { startOtherOrigin, type OtherOrigin } from '../harness/other-origin.js';
import { settle } from '../harness/settle.js';
import type { ProbeTransfer } from '../probe.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const withTransfer = probes.filter((probe) => probe.transfer !== undefined);

describe.each(withTransfer)('$service', (probe) => {
  const transfer = probe.transfer as ProbeTransfer<unknown>;
  const session = useSession(probe);
  let other: OtherOrigin;
  beforeAll(async () => {
    other = await startOtherOrigin();
  });
  afterAll(() => other.close());

  const receiver = (): FakeServer => transfer.receiver(session.fake);
  /** Three and a half chunks, each byte telling its chunk. */
  const file = () => {
    const bytes = new Uint8Array(Math.floor(transfer.chunkSize * 3.5));
    for (let chunk = 0; chunk < 4; chunk++) bytes.fill(chunk + 1, chunk * transfer.chunkSize, (chunk + 1) * transfer.chunkSize);
    return bytes;
  };
  /** Numbers of the chunks the receiver stored (answered 2xx), in order of arrival. */
  const stored = () =>
    receiver()
      .requests.filter((r) => r.operationId === transfer.chunkOperation && r.status !== undefined && r.status < 300)
      .map((r) => Number(r.query.get(transfer.chunkNumberParam)));
  const upload = (state: UploadState<never>, options: Record<string, unknown> = {}) =>
    settle(transfer.upload(session.clientWith({ retry: false, ...options }), session.target, file(), state), 30_000);

  it(`${transfer.name}: a fault mid-upload is resumed from the last acknowledged chunk`, async (context) => {
    const entry = record(context, 'fault', probe.service, `${transfer.name}: resume after a failed chunk`);
    let seen = 0;
    receiver().faults.status(500, { operation: transfer.chunkOperation, path: () => ++seen === 3, times: 1 });
    const state = new UploadState<never>();
    const failed = await upload(state);
    expect(failed.ok).toBe(false);
    expect(stored()).toEqual([1, 2]);
    const resumed = await upload(state);
    expect(resumed.ok, resumed.ok ? '' : String(resumed.error)).toBe(true);
    const chunks = stored();
    entry.mistakenRequests = chunks.length - new Set(chunks).size;
    expect(chunks).toEqual([1, 2, 3, 4]);
  });

  it(`${transfer.name}: a chunk that meets a 503 is sent again on its own`, async (context) => {
    const entry = record(context, 'fault', probe.service, `${transfer.name}: one chunk retried`);
    let seen = 0;
    receiver().faults.status(503, { operation: transfer.chunkOperation, path: () => ++seen === 2, times: 1 });
    const outcome = await upload(new UploadState<never>(), { retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 5 } });
    expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
    const chunks = stored();
    entry.mistakenRequests = chunks.length - new Set(chunks).size;
    expect(chunks).toEqual([1, 2, 3, 4]);
    expect(receiver().requestCount(transfer.chunkOperation)).toBe(5);
  });

  it(`${transfer.name}: a redirect of the receiver is never followed`, async (context) => {
    const entry = record(context, 'fault', probe.service, `${transfer.name}: redirect refused`);
    receiver().faults.redirect(`${other.url}/stolen`, 307, { times: 'always' });
    const before = other.received.length;
    const outcome = await upload(new UploadState<never>());
    entry.mistakenRequests = other.received.length - before;
    expect(outcome.ok).toBe(false);
    expect(isNetworkError(outcome.ok ? undefined : outcome.error)).toBe(true);
    expect(other.received.length).toBe(before);
  });

  it(`${transfer.name}: a receiver on an origin the client does not allow gets nothing`, async (context) => {
    const entry = record(context, 'fault', probe.service, `${transfer.name}: other origin refused`);
    const outcome = await settle(transfer.upload(transfer.confined(session.target, { retry: false, logLevel: 'silent' }), session.target, file(), new UploadState<never>()));
    entry.mistakenRequests = receiver().requests.length;
    expect(outcome.ok).toBe(false);
    expect(isValidationError(outcome.ok ? undefined : outcome.error)).toBe(true);
    expect(receiver().requests).toHaveLength(0);
  });

  it(`${transfer.name}: the credential never reaches the receiver`, async (context) => {
    const entry = record(context, 'secret', probe.service, `${transfer.name}: no credential at the receiver`);
    const outcome = await upload(new UploadState<never>());
    expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
    const carrying = receiver().requests.filter((r) => r.headers[transfer.credentialHeader] !== undefined || r.headers.authorization !== undefined);
    entry.mistakenRequests = carrying.length;
    expect(receiver().requests.length).toBeGreaterThan(0);
    expect(carrying).toHaveLength(0);
  });
});
