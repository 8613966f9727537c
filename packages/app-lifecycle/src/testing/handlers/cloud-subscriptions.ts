/**
 * Cloud subscriptions linked to an app. Only subscriptions of the caller can be linked (404 otherwise),
 * each once (409); the first linked becomes the app's billing subscription. The fake's user holds the seeded
 * subscriptions (other users none); an organisation's are those linked to its apps.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import { appOf, tokenOf, type FakeContext } from '../context.js';
import { orgOf } from '../org-access.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

/** Handlers of `cloudSubscriptions.*`. */
export function cloudSubscriptionHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  return {
    'cloudSubscriptions.list': (req) => {
      const app = appOf(fake, req);
      return json(200, state.childrenOf(state.cloudLinks, app.id).map((link) => link.subscription));
    },
    'cloudSubscriptions.link': (req) => {
      const app = appOf(fake, req);
      const id = (req.body as { subscription_id: string }).subscription_id;
      const subscription = state.cloudCatalog.find((s) => s.subscription_id === id);
      if (!subscription) throw fakeError(404, undefined, `No cloud subscription ${id}`);
      const key = childKey(app.id, id);
      if (state.cloudLinks.has(key)) throw fakeError(409, undefined, `Cloud subscription ${id} is already linked to ${app.name}`);
      state.cloudLinks.set(key, { appId: app.id, subscription });
      if (!app.azure_subscription) state.apps.update(app.id, { azure_subscription: subscription });
      return empty(204);
    },
    'cloudSubscriptions.delete': (req) => {
      const app = appOf(fake, req);
      const id = req.params.cloud_subscription_id!;
      state.cloudLinks.remove(childKey(app.id, id), () => fakeError(404, undefined, `Cloud subscription ${id} is not linked to ${app.name}`));
      if (app.azure_subscription?.subscription_id === id) {
        const { azure_subscription: _gone, ...rest } = app;
        state.apps.set(app.id, rest);
      }
      return empty(204);
    },
    'cloudSubscriptions.listForUser': (req) => json(200, tokenOf(req).user === state.user.name ? state.cloudCatalog : []),
    'cloudSubscriptions.listForOrg': (req) => {
      const { org } = orgOf(fake, req);
      const linked = new Map<string, unknown>();
      for (const app of state.apps.list((a) => a.owner.type === 'org' && a.owner.id === org.id)) {
        for (const link of state.childrenOf(state.cloudLinks, app.id)) linked.set(link.subscription.subscription_id, link.subscription);
      }
      return json(200, [...linked.values()]);
    },
  };
}
