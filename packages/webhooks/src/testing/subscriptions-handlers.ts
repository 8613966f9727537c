import { empty, fakeError, json, type FakeHandlers } from '@org/http-core/testing';
import type { webhooksService } from '../service.js';
import { appOf } from './app.js';
import { batchUpdate } from './batch-update.js';
import type { NewSubscription, WebhooksFakeState } from './state.js';

type Handlers = FakeHandlers<typeof webhooksService.groups>;
type BatchBody = Parameters<typeof batchUpdate>[1];

/**
 * Subscriptions: created inactive unless `active` is given (the request check refuses an event type the package
 * does not list, 400 `VALIDATION_ERROR` with `context.eventType`); archived subscriptions leave `list` and `get`, and archiving or changing one again
 * answers 404, as does a subscription of another app.
 */
export function subscriptionsHandlers(state: WebhooksFakeState): Handlers {
  const notFound = (appId: number, id: string | undefined) => fakeError(404, 'OBJECT_NOT_FOUND', `No subscription ${id} in app ${appId}`);
  return {
    'subscriptions.list': (req) => json(200, { results: state.subscriptions(appOf(req, state)) }),
    'subscriptions.create': (req) => {
      const appId = appOf(req, state);
      const input = req.body as NewSubscription;
      return json(201, state.addSubscription(appId, input));
    },
    'subscriptions.get': (req) => {
      const appId = appOf(req, state);
      const found = state.subscription(appId, req.params.subscriptionId!);
      if (!found) throw notFound(appId, req.params.subscriptionId);
      return json(200, found);
    },
    'subscriptions.update': (req) => {
      const appId = appOf(req, state);
      const id = req.params.subscriptionId!;
      const current = state.subscription(appId, id);
      if (!current) throw notFound(appId, id);
      const { active } = req.body as { active?: boolean };
      return json(200, active === undefined ? current : state.setActive(appId, id, active));
    },
    'subscriptions.archive': (req) => {
      const appId = appOf(req, state);
      if (!state.archiveSubscription(appId, req.params.subscriptionId!)) throw notFound(appId, req.params.subscriptionId);
      return empty(204);
    },
    'subscriptions.batchUpdate': (req) => batchUpdate(appOf(req, state), req.body as BatchBody, state),
  };
}

