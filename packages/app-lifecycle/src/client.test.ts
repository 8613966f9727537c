import { inspect } from 'node:util';
import {
  apiKeyHeader,
  AuthenticationError,
  ConflictError,
  isApiError,
  isConflictError,
  isValidationError,
  PermissionDeniedError,
  unknownFields,
  ValidationError,
} from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { appLifecycleApiKey, createAppLifecycleClient } from './client.js';
import { App } from './models/app.js';
import { BranchConfiguration } from './models/branch-config.js';
import { operations } from './service.js';
import { useSetup, type Setup } from './test-support/setup.js';

const DAY = 86_400_000;

describe('createAppLifecycleClient', () => {
  const s = useSetup();

  describe('credentials', () => {
    it('sends the API key in the X-API-Key header and nowhere else', async () => {
      await s.client.apps.get(s.app);
      const [request] = s.fake.requests;
      expect(request!.headers['x-api-key']).toBe(s.fake.apiKey);
      expect(request!.headers.authorization).toBeUndefined();
      expect(request!.path + request!.query.toString()).not.toContain(s.fake.apiKey);
    });

    it('is refused with a typed 401 without a key, in the operation error shape, with code, message and request id', async () => {
      const elsewhere = apiKeyHeader(s.fake.apiKey, { header: 'x-api-token', kind: 'userApiToken' });
      const anonymous = createAppLifecycleClient({ baseUrl: s.fake.url, auth: elsewhere, retry: false, logger: s.log.logger });
      const error = await anonymous.apps.get(s.app).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error).toMatchObject({ status: 401, code: 'Unauthorized', requestId: s.fake.requests[0]!.requestId });
      expect((error as AuthenticationError).serviceMessage).toMatch(/^Unauthorized\. Correlation ID: /);
      expect((error as AuthenticationError).body).toEqual({ error: { code: 'Unauthorized', message: expect.any(String) } });
    });

    it('refuses a wrong key with 401 and never shows the key', async () => {
      const secret = 'not-a-real-key-0123456789';
      const wrong = s.clientWith({ apiKey: secret });
      const error = await wrong.deployments.list(s.app).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error).toMatchObject({ code: 'Unauthorized', serviceMessage: expect.stringMatching(/^Unauthorized\. Correlation ID: /) });
      expect(JSON.stringify(error)).not.toContain(secret);
      expect(inspect(error, { depth: 10 })).not.toContain(secret);
      expect(String(error)).not.toContain(secret);
    });

    it('never logs the key, even at debug level', async () => {
      const chatty = s.clientWith({ logLevel: 'debug' });
      await chatty.apps.get(s.app);
      await chatty.apps.get({ ...s.app, appName: 'missing' }).catch(() => undefined);
      expect(s.log.lines.filter((l) => l.level === 'debug').length).toBeGreaterThan(0);
      expect(s.log.text()).not.toContain(s.fake.apiKey);
    });

    it('takes a per-call credential: a read-only app token reads but may not write', async () => {
      const viewer = { auth: appLifecycleApiKey(s.fake.ids.viewerKey) };
      expect((await s.client.deployments.list(s.app, viewer)).length).toBe(2);
      const error = await s.client.deployments.create({ ...s.app, body: { name: 'Canary' } }, viewer).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PermissionDeniedError);
      expect(error).toMatchObject({ status: 403, code: 'Forbidden', serviceMessage: expect.stringContaining('read only') });
      expect(s.fake.requests.at(-1)!.headers['x-api-key']).toBe(s.fake.ids.viewerKey);
    });

    it('refuses to send without any credential: every operation but the public ones needs the API key', async () => {
      const bare = createAppLifecycleClient({ baseUrl: s.fake.url });
      const error = await bare.apps.list().catch((e: unknown) => e);
      expect(isValidationError(error) && error.field).toBe('auth');
      expect(s.fake.requestCount()).toBe(0);
      const isPublic = (op: (typeof operations)[number]) => op.path.startsWith('/v0.1/public/');
      const kinds = new Set(operations.filter((op) => !isPublic(op)).map((op) => op.auth.join()));
      expect([...kinds].sort()).toEqual(['userApiToken', 'userApiToken,appApiToken']);
      expect(operations.filter(isPublic).map((op) => [op.id, op.auth])).toEqual(operations.filter(isPublic).map((op) => [op.id, []]));
      expect((await bare.acquisition.getStatus()).code).toBe('Healthy');
    });

    it('takes credentials from `auth` as well as `apiKey`', async () => {
      const viaAuth = createAppLifecycleClient({ baseUrl: s.fake.url, auth: appLifecycleApiKey(s.fake.apiKey), retry: false });
      expect((await viaAuth.apps.get(s.app)).name).toBe(s.app.appName);
    });

    it('requires a base URL', () => {
      expect(() => createAppLifecycleClient({ baseUrl: '', apiKey: 'k' })).toThrow(ValidationError);
    });
  });

  describe('refusals before anything is sent', () => {
    const refusals: Array<[string, (s: Setup) => Promise<unknown>, string]> = [
      // @ts-expect-error `start` is required
      ['a missing required start', (x) => x.client.analytics.sessionCounts({ ...x.app }), 'start'],
      ['a start that is not a date-time', (x) => x.client.analytics.models({ ...x.app, start: 'last tuesday' }), 'start'],
      ['a version holding the list separator', (x) => x.client.analytics.versions({ ...x.app, start: new Date(), versions: ['1.0|2.0'] }), 'versions'],
      ['an empty version list', (x) => x.client.events.list({ ...x.app, start: new Date(), versions: [] }).firstPage(), 'versions'],
      ['a build id that is not a positive integer', (x) => x.client.builds.get({ ...x.app, buildId: 1.5 }), 'buildId'],
      ['a zero build id', (x) => x.client.builds.getLog({ ...x.app, buildId: 0 }), 'buildId'],
      ['a branch with a slash', (x) => x.client.branches.getConfig({ ...x.app, branch: 'feature/login' }), 'branch'],
      // Checks of path segments name the parameter by its wire name.
      ['a dot-dot app name', (x) => x.client.apps.get({ ...x.app, appName: '..' }), 'appName'],
      ['an empty owner', (x) => x.client.apps.get({ ...x.app, ownerName: '' }), 'ownerName'],
      ['no commit hashes', (x) => x.client.commits.listBatch({ ...x.app, hashes: [] }), 'hashes'],
      // @ts-expect-error `os` and `platform` are required
      ['an app without os and platform', (x) => x.client.apps.create({ body: { display_name: 'X' } }), 'body'],
      // @ts-expect-error only `cancelling` is accepted
      ['a build change other than cancelling', (x) => x.client.builds.cancel({ ...x.app, buildId: 1, body: { status: 'completed' } }), 'body.status'],
      ['an avatar that is not a file', (x) => x.client.apps.setAvatar({ ...x.app, body: { avatar: 'icon.png' as unknown as Blob } }), 'body.avatar'],
      ['a release count request without releases', (x) => x.client.analytics.releaseCounts({ ...x.app, body: { releases: [] } }), 'body.releases'],
      ['a crash group total request without groups', (x) => x.client.crashAnalytics.groupTotals({ ...x.app, body: { crash_groups: [] } }), 'body.crash_groups'],
      ['a negative $skip', (x) => x.client.events.list({ ...x.app, start: new Date(), skip: -1 }).firstPage(), 'skip'],
      ['a deployment without a name', (x) => x.client.deployments.create({ ...x.app, body: { name: '' } }), 'body.name'],
    ];
    for (const [what, call, field] of refusals) {
      it(`refuses ${what}`, async () => {
        const error = await call(s).catch((e: unknown) => e);
        expect(isValidationError(error), String(error)).toBe(true);
        expect((error as ValidationError).field).toContain(field);
        expect(s.fake.requestCount()).toBe(0);
      });
    }
  });

  describe('parameters on the wire', () => {
    it('sends a Date and an ISO string alike, as ISO 8601', async () => {
      const start = new Date(s.fake.now() - 2 * DAY);
      await s.client.analytics.sessionCounts({ ...s.app, start, end: start.toISOString() });
      const query = s.fake.requests[0]!.query;
      expect(query.get('start')).toBe(start.toISOString());
      expect(query.get('end')).toBe(start.toISOString());
    });

    it('sends version lists `|`-separated, hashes comma-separated, and `$` names unescaped', async () => {
      await s.client.events.list({ ...s.app, start: new Date(s.fake.now() - DAY), versions: ['1.1.0', '2.0.0'], top: 5, orderBy: 'count desc' }).firstPage();
      await s.client.commits.listBatch({ ...s.app, hashes: ['a1', 'b2'] });
      const [events, commits] = s.fake.requests;
      expect(events!.query.get('versions')).toBe('1.1.0|2.0.0');
      expect(events!.query.get('$top')).toBe('5');
      expect(events!.query.get('$orderby')).toBe('count desc');
      expect(commits!.query.get('hashes')).toBe('a1,b2');
    });

    it('encodes names in paths', async () => {
      await s.client.deployments.create({ ...s.app, body: { name: 'Beta Testers' } });
      await s.client.deployments.get({ ...s.app, deploymentName: 'Beta Testers' });
      expect(s.fake.requests.at(-1)!.path).toBe(`/v0.1/apps/test-owner/test-app/deployments/Beta%20Testers`);
    });
  });

  describe('retries', () => {
    it('sends a create (POST) once under a 503, and reports it', async () => {
      const retrying = s.clientWith({ retry: { limit: 3, baseDelayMs: 1 } });
      s.fake.faults.status([503, 503], { operation: 'builds.create', headers: { 'retry-after': '0' } });
      const error = await retrying.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch }).catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(503);
      expect(s.fake.requestCount('builds.create')).toBe(1);
    });

    it('sends a cancel (PATCH) once under a 503', async () => {
      const retrying = s.clientWith({ retry: { limit: 3, baseDelayMs: 1 } });
      s.fake.faults.status([503], { operation: 'builds.cancel' });
      await expect(retrying.builds.cancel({ ...s.app, buildId: 1, body: { status: 'cancelling' } })).rejects.toMatchObject({ status: 503 });
      expect(s.fake.requestCount('builds.cancel')).toBe(1);
    });

    it('retries a read under a 503 and succeeds', async () => {
      const retrying = s.clientWith({ retry: { limit: 3, baseDelayMs: 1 } });
      s.fake.faults.status([503, 503], { operation: 'apps.get', headers: { 'retry-after': '0' } });
      const { data, response } = await retrying.apps.get(s.app).withResponse();
      expect(data.name).toBe(s.app.appName);
      expect(response.attempts).toBe(3);
    });
  });

  describe('errors', () => {
    it('types a conflict, with status, code, message and request id', async () => {
      const error = await s.client.apps.create({ body: { display_name: 'Test App', name: s.app.appName, os: 'Android', platform: 'Java' } }).catch((e: unknown) => e);
      expect(isConflictError(error)).toBe(true);
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ status: 409, code: 'Conflict', serviceMessage: expect.stringContaining('already has an app'), requestId: 'req-1' });
      expect(JSON.parse(JSON.stringify(error))).toMatchObject({ status: 409, code: 'Conflict', requestId: 'req-1' });
    });

    it('runs the caller\'s beforeError once, on the error with its code and message filled in', async () => {
      const seen: unknown[] = [];
      const hooked = s.clientWith({ hooks: { beforeError: (error) => void seen.push(error) } });
      const thrown = await hooked.deployments.get({ ...s.app, deploymentName: 'nope' }).catch((e: unknown) => e);
      expect(seen).toEqual([expect.objectContaining({ status: 404, code: 'NotFound', serviceMessage: 'No deployment nope' })]);
      expect(thrown).toBe(seen[0]);

      seen.length = 0;
      await hooked.audiences.delete({ ...s.app, audienceName: 'never-made' }).catch(() => undefined);
      expect(seen).toEqual([expect.objectContaining({ status: 404, code: 'NotFound', serviceMessage: 'The service answered 404 (NotFound) without a message' })]);
    });

    it('lets the caller replace errors in beforeError', async () => {
      const replacement = new ValidationError('replaced');
      const hooked = s.clientWith({ hooks: { beforeError: () => replacement } });
      await expect(hooked.deployments.get({ ...s.app, deploymentName: 'nope' })).rejects.toBe(replacement);
    });
  });

  describe('unknown fields', () => {
    it('keeps fields the SDK does not know through a read-modify-write of a branch configuration', async () => {
      const appId = s.seeded.appId;
      const key = `${appId}/${s.fake.ids.configuredBranch}`;
      s.fake.state.configs.update(key, (c) => ({ ...c, config: { ...c.config, futureSetting: { level: 3 } } }));
      const config = await s.client.branches.getConfig({ ...s.app, branch: s.fake.ids.configuredBranch });
      expect(unknownFields(BranchConfiguration, config)).toEqual({ futureSetting: { level: 3 } });
      const { id: _id, ...body } = config;
      await s.client.branches.reconfigure({ ...s.app, branch: s.fake.ids.configuredBranch, body: { ...body, trigger: 'manual' } });
      expect(s.fake.state.configs.get(key)!.config).toMatchObject({ futureSetting: { level: 3 }, trigger: 'manual' });
    });

    it('keeps unknown fields and enum values of an app', async () => {
      s.fake.state.apps.update(s.seeded.appId, { os: 'VisionOS', beta_channel: 'nightly' } as never);
      const app = await s.client.apps.get(s.app);
      expect(app.os).toBe('VisionOS');
      expect(unknownFields(App, app)).toEqual({ beta_channel: 'nightly' });
    });
  });

  describe('deprecated operations', () => {
    it('marks 28 operations deprecated in the table', () => {
      expect(operations.filter((op) => op.deprecated)).toHaveLength(28);
    });

    it('warns once per operation and client, naming it', async () => {
      const warnings = () => s.log.lines.filter((l) => l.level === 'warn' && l.message.includes('deprecated'));
      await s.client.crashInfo.get(s.app);
      await s.client.crashInfo.get(s.app);
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]!.message).toContain('crashInfo.get');
      await s.client.vendorStore.listTestGroups({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });
      expect(warnings()).toHaveLength(2);
      await s.client.apps.get(s.app);
      expect(warnings()).toHaveLength(2);
    });
  });
});
