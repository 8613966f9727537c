/** The caller's account: test account export and administered organisations. */
import { json } from '@org/http-core/testing';
import { requireUserToken, type FakeContext } from '../context.js';
import type { Handlers } from './types.js';

/** Handlers of `accountExport.*` and `organizations.*`. */
export function accountHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  return {
    'accountExport.listEndpoints': (req) => {
      requireUserToken(req);
      return json(200, {
        resources: [
          { rel: 'accounts', path: '/v0.1/account/test/export/accounts' },
          { rel: 'featureFlags', path: '/v0.1/account/test/export/featureFlags' },
        ],
      });
    },
    'accountExport.getAccount': (req) => {
      requireUserToken(req);
      return json(200, { id: state.user.id });
    },
    'accountExport.getFeatureFlags': (req) => {
      requireUserToken(req);
      return json(200, { name: 'build-insights', target_id: state.user.id });
    },
    'organizations.listAdministered': (req) => {
      const me = requireUserToken(req);
      return json(200, { organizations: state.people.organizations.list((org) => state.people.roleOf(org.id, me.user) === 'admin') });
    },
  };
}
