import type { FakeRequest } from '@org/http-core/testing';
import type { WebhooksFakeState } from './state.js';

/** The app a request names in its path; throws the fake's 404 when the app does not exist. */
export function appOf(req: FakeRequest, state: WebhooksFakeState): number {
  const appId = Number(req.params.appId);
  state.requireApp(appId);
  return appId;
}
