/**
 * Alerting: the app's alert webhooks and the caller's alert e-mail settings, as arranged in `fake.state` (see
 * `seed-alerting.ts`). E-mail settings belong to a user: read with a user token (an app token answers 403). A user
 * with no defaults stored gets e-mails enabled with every event at its default frequency (`Individual`); an app with
 * no settings of its own shows each event as `Default`.
 */
import { json } from '@org/http-core/testing';
import type { EmailEventSetting } from '../../index.js';
import { appOf, requireUserToken, type FakeContext } from '../context.js';
import type { StoredEmailSettings } from '../records.js';
import { childKey } from '../state.js';
import type { Handlers } from './types.js';

const defaultFrequency = 'Individual';
const events: readonly EmailEventSetting['event_type'][] = ['crash_newCrashGroupCreated'];

/** Handlers of `alerting.*`. */
export function alertingHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const userId = (name: string) => state.users.find((u) => u.name === name)?.id;
  const defaultsOf = (user: string): StoredEmailSettings =>
    state.emailSettings.get(user) ?? { user, enabled: true, settings: events.map((event_type) => ({ event_type, value: defaultFrequency })) };
  const shown = (settings: readonly EmailEventSetting[]) => settings.map((s) => ({ ...s, default_value: defaultFrequency }));
  return {
    'alerting.listWebhooks': (req) => {
      const app = appOf(fake, req);
      return json(200, { values: state.childrenOf(state.alertWebhooks, app.id).map((w) => w.webhook) });
    },
    'alerting.getUserEmailSettings': (req, ctx) => {
      const me = requireUserToken(req);
      const defaults = defaultsOf(me.user);
      return json(200, { request_id: ctx.requestId, userId: userId(me.user), enabled: defaults.enabled, settings: shown(defaults.settings) });
    },
    'alerting.getAppEmailSettings': (req, ctx) => {
      const me = requireUserToken(req);
      const app = appOf(fake, req);
      const defaults = defaultsOf(me.user);
      const own = state.emailSettings.get(childKey(app.id, me.user));
      const settings = own?.settings ?? events.map((event_type) => ({ event_type, value: 'Default' as const }));
      return json(200, {
        request_id: ctx.requestId,
        userId: userId(me.user),
        appId: app.id,
        enabled: own?.enabled ?? true,
        user_enabled: defaults.enabled,
        settings: shown(settings),
      });
    },
  };
}
