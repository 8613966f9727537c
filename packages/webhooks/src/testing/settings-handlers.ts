import { empty, fakeError, json, type FakeHandlers } from '@org/http-core/testing';
import type { webhooksService } from '../service.js';
import { appOf } from './app.js';
import type { WebhooksFakeState } from './state.js';

type Handlers = FakeHandlers<typeof webhooksService.groups>;

/**
 * Settings: `get` answers 404 while none are configured; `configure` replaces the one target URL;
 * `clear` removes it and answers 204 whether or not there was one, so a repeated clear is harmless.
 */
export function settingsHandlers(state: WebhooksFakeState): Handlers {
  return {
    'settings.get': (req) => {
      const appId = appOf(req, state);
      const settings = state.settings(appId);
      if (!settings) throw fakeError(404, 'OBJECT_NOT_FOUND', `App ${appId} has no webhook settings`);
      return json(200, settings);
    },
    'settings.configure': (req) => {
      const appId = appOf(req, state);
      return json(200, state.configureSettings(appId, req.body as Record<string, unknown>));
    },
    'settings.clear': (req) => {
      state.clearSettings(appOf(req, state));
      return empty(204);
    },
  };
}
