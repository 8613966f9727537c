/**
 * User and app API tokens. A token's secret is shown once, when it is created, and works as an
 * `X-API-Key` from then on; deleting a token revokes it.
 */
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { ApiToken, CreatedApiToken } from '../../index.js';
import { appOf, requireUserToken, type FakeContext } from '../context.js';
import type { StoredToken } from '../records.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

function listed(token: StoredToken): ApiToken {
  return { id: token.id, created_at: token.created_at, scope: token.scope, ...(token.description === undefined ? {} : { description: token.description }) };
}

function created(token: StoredToken): CreatedApiToken {
  return { ...listed(token), api_token: token.secret };
}

function newToken(fake: FakeContext, req: FakeRequest, user: string, appId?: string): StoredToken {
  const body = (req.body ?? {}) as { description?: string; scope?: string[] };
  const id = fake.state.tokens.peekId();
  const token: StoredToken = {
    id,
    created_at: iso(fake.now()),
    scope: (body.scope as StoredToken['scope'] | undefined) ?? ['all'],
    secret: `fake-secret-${id}-${Math.floor(fake.now()).toString(36)}`,
    user,
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(appId === undefined ? {} : { appId }),
  };
  return fake.state.tokens.create(token, id);
}

/** Handlers of `userTokens.*` and `appTokens.*`. */
export function tokenHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  return {
    'userTokens.list': (req) => {
      const me = requireUserToken(req);
      return json(200, state.tokens.list((t) => t.appId === undefined && t.user === me.user).map(listed));
    },
    'userTokens.create': (req) => {
      const me = requireUserToken(req);
      return json(201, created(newToken(fake, req, me.user)));
    },
    'userTokens.delete': (req) => {
      const me = requireUserToken(req);
      const token = state.tokens.get(req.params.api_token_id!);
      if (!token || token.appId !== undefined || token.user !== me.user) throw fakeError(404, undefined, `No API token ${req.params.api_token_id}`);
      state.tokens.delete(token.id);
      return empty(204);
    },
    'appTokens.list': (req) => {
      const app = appOf(fake, req);
      return json(200, state.tokens.list((t) => t.appId === app.id).map(listed));
    },
    'appTokens.create': (req) => {
      const app = appOf(fake, req);
      return json(201, created(newToken(fake, req, app.owner.name, app.id)));
    },
    'appTokens.delete': (req) => {
      const app = appOf(fake, req);
      const token = state.tokens.get(req.params.api_token_id!);
      if (!token || token.appId !== app.id) throw fakeError(404, undefined, `No API token ${req.params.api_token_id} of this app`);
      state.tokens.delete(token.id);
      return empty(204);
    },
  };
}
