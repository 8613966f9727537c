import { unknownEnumValue, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorReportingClient, type ErrorReportingClient } from '../client.js';
import { failure } from '../test-support/failure.js';
import { startErrorReportingFake, type ErrorReportingFake } from '../testing/index.js';

let fake: ErrorReportingFake;
let client: ErrorReportingClient;
let name: string;

beforeAll(async () => {
  fake = await startErrorReportingFake();
  client = createErrorReportingClient({ baseUrl: fake.url, token: fake.token, logLevel: 'error' });
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  await client.events.report({ projectName: fake.projectName, body: { message: 'Error: boom\n    at main (/app/index.js:1:1)', serviceContext: { service: 'checkout' } } });
  name = fake.state.groups.list()[0]!.name!;
});

describe('groups.get', () => {
  it('gets a group created by a report', async () => {
    const group = await client.groups.get({ groupName: name });
    expect(group).toEqual({ name, groupId: name.split('/').pop(), resolutionStatus: 'OPEN' });
  });

  it('fails with NotFoundError for an unknown group', async () => {
    const error = (await failure(client.groups.get({ groupName: `${fake.projectName}/groups/unknown` }))) as ApiError;
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, code: 'NOT_FOUND' });
    expect(error.serviceMessage).toContain('unknown');
  });
});

describe('groups.update', () => {
  it('replaces the data of the group: fields left out are cleared', async () => {
    const issues = [{ url: 'https://github.com/acme/shop/issues/4' }];
    const tracked = await client.groups.update({ name, body: { resolutionStatus: 'ACKNOWLEDGED', trackingIssues: issues } });
    expect(tracked).toMatchObject({ name, resolutionStatus: 'ACKNOWLEDGED', trackingIssues: issues });
    const replaced = await client.groups.update({ name, body: { resolutionStatus: 'RESOLVED' } });
    expect(replaced.trackingIssues).toBeUndefined();
    expect(await client.groups.get({ groupName: name })).toEqual(replaced);
  });

  it('keeps what a read-modify-write sends back, including fields this SDK does not know', async () => {
    fake.state.groups.update(name, (group) => ({ ...group, errorKind: 'TIMEOUT' }));
    const read = await client.groups.get({ groupName: name });
    const written = await client.groups.update({ name, body: { ...read, resolutionStatus: 'MUTED' } });
    expect(written).toMatchObject({ errorKind: 'TIMEOUT', resolutionStatus: 'MUTED', groupId: read.groupId });
  });

  it('fails when the group does not exist', async () => {
    const error = (await failure(client.groups.update({ name: `${fake.projectName}/groups/unknown`, body: { resolutionStatus: 'RESOLVED' } }))) as ApiError;
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, code: 'NOT_FOUND' });
    expect(fake.state.groups.size).toBe(1);
  });

  it('passes a resolution status it does not know to the service, which refuses it', async () => {
    const error = (await failure(client.groups.update({ name, body: { resolutionStatus: unknownEnumValue('SNOOZED') } }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    expect(fake.requestCount('groups.update')).toBe(1);
  });

  it('refuses a body naming another group', async () => {
    const error = (await failure(client.groups.update({ name, body: { name: `${fake.projectName}/groups/other` } }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });
});
