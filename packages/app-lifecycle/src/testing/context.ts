/**
 * What every handler of the fake shares: the state, the clock, and the access rules of API tokens.
 *
 * - A user token acts for its user on the user's own apps and on the apps of organisations as the user's
 *   role there allows (admins and collaborators: every app; members: the apps given to their teams); an app
 *   token acts on its app only.
 * - A `viewer` token may only read (`GET`); anything else answers 403. So may a user who reaches an
 *   organisation's app only through teams with the `viewer` permission on it.
 * - An app the token cannot reach answers 404, as an unknown one does (its existence is not revealed).
 * - A user token also reaches the apps its user collaborates on (an app invitation they accepted).
 */
import { fakeError, type FakeRequest } from '@org/http-core/testing';
import type { App } from '../index.js';
import type { AlertOutbox } from './alert-outbox.js';
import type { StoredToken } from './records.js';
import { childKey } from './child-key.js';
import type { FakeState } from './state.js';

/** Shared by all handlers. */
export interface FakeContext {
  readonly state: FakeState;
  /** The fake's clock, in epoch ms: starts at the seed's `now` and runs forward. */
  readonly now: () => number;
  /** The alert outbox: handlers report alert events to it. */
  readonly outbox?: AlertOutbox;
}

/** The token a request authenticated with. */
export function tokenOf(req: FakeRequest): StoredToken {
  const token = req.principal as StoredToken | undefined;
  if (!token) throw fakeError(401, undefined, 'An API token is required in X-API-Key');
  return token;
}

/** POST operations that only read (queries with a body). */
const readingPosts = new Set(['analytics.releaseCounts', 'crashAnalytics.groupTotals', 'audiences.testDefinition']);

/** Whether a request only reads (`GET` and `HEAD`, and the POST operations that query). */
function onlyReads(req: FakeRequest): boolean {
  return req.operation.method === 'GET' || req.operation.method === 'HEAD' || readingPosts.has(req.operation.id);
}

/** Refuses writes with a read-only token. */
export function checkWrite(req: FakeRequest): void {
  const token = tokenOf(req);
  if (!onlyReads(req) && !token.scope.includes('all')) {
    throw fakeError(403, undefined, 'This API token is read only (scope viewer)');
  }
}

/** Refuses app tokens where only a user token will do (user tokens, organisations, account export). */
export function requireUserToken(req: FakeRequest): StoredToken {
  const token = tokenOf(req);
  if (token.appId !== undefined) throw fakeError(403, undefined, 'An app API token cannot do this; use a user API token');
  checkWrite(req);
  return token;
}

/** Whether a token can reach an app. */
export function canReach(fake: FakeContext, token: StoredToken, app: App): boolean {
  if (token.appId !== undefined) return token.appId === app.id;
  if (app.owner.type === 'user' && app.owner.name === token.user) return true;
  if (collaborates(fake, token, app)) return true;
  // An organisation's app: by the caller's role in the organisation, or through a team of theirs given the app.
  if (fake.state.people.permissionsOn(token.user, app) !== undefined) return true;
  return false;
}

/** Whether the token's user collaborates on the app (an app invitation they accepted). */
export function collaborates(fake: FakeContext, token: StoredToken, app: App): boolean {
  const user = fake.state.users.find((u) => u.name === token.user);
  return user !== undefined && fake.state.members.collaborators.has(childKey(app.id, user.id));
}

/** The app named by the request's `owner_name` and `app_name`, checked against the token. */
export function appOf(fake: FakeContext, req: FakeRequest): App {
  const owner = req.params.owner_name!;
  const name = req.params.app_name!;
  const app = fake.state.findApp(owner, name);
  if (!app || !canReach(fake, tokenOf(req), app)) throw fakeError(404, undefined, `No app ${owner}/${name}`);
  checkWrite(req);
  checkViewer(fake, req, app);
  return app;
}

/**
 * Refuses writes to an app by a user who reaches it only with `viewer` permission: through teams of its
 * organisation, or as a collaborator invited as a viewer.
 */
function checkViewer(fake: FakeContext, req: FakeRequest, app: App): void {
  const token = tokenOf(req);
  if (token.appId !== undefined || onlyReads(req)) return;
  if (app.owner.type === 'user' && app.owner.name === token.user) return;
  const user = fake.state.users.find((u) => u.name === token.user);
  const collaborator = user === undefined ? undefined : fake.state.members.collaborators.get(childKey(app.id, user.id))?.permissions;
  const permissions = [...(fake.state.people.permissionsOn(token.user, app) ?? []), ...(collaborator ?? [])];
  if (permissions.length > 0 && permissions.every((p) => p === 'viewer')) {
    throw fakeError(403, undefined, `${token.user} may only view ${app.name}`);
  }
}

/** A query flag (`true`/`false`); absent is `fallback`. */
export function flag(query: URLSearchParams, name: string, fallback = false): boolean {
  const value = query.get(name);
  return value === null ? fallback : value === 'true';
}

/** A positive integer query value, or `undefined` when absent. */
export function positive(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw fakeError(400, undefined, `${name} must be a non-negative integer`);
  return number;
}

/** The `|`-separated list of a query value, or `undefined` when absent. */
export function pipeList(query: URLSearchParams, name: string): Set<string> | undefined {
  const value = query.get(name);
  return value === null ? undefined : new Set(value.split('|').filter((item) => item !== ''));
}

/** The path of the app's resources, for links in answers. */
export function appPath(app: App): string {
  return `/v0.1/apps/${encodeURIComponent(app.owner.name)}/${encodeURIComponent(app.name)}`;
}
