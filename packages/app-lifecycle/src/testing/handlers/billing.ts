/**
 * Aggregated billing of the app's owner: a free build plan and test plan, and build usage in minutes
 * computed from the finished builds of the owner's apps in the billing period (a calendar month;
 * `period` picks the previous, current or next one).
 */
import { json } from '@org/http-core/testing';
import { appOf, type FakeContext } from '../context.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `billing.*`. */
export function billingHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  return {
    'billing.getAggregated': (req) => {
      const app = appOf(fake, req);
      const now = new Date(fake.now());
      const shift = { Previous: -1, Current: 0, Next: 1 }[req.query.get('period') ?? 'Current'] ?? 0;
      const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1);
      const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift + 1, 1);
      const ownerApps = state.apps.list().filter((a) => a.owner.name === app.owner.name);
      const byApp: Record<string, Record<string, number>> = {};
      let minutes = 0;
      for (const ownerApp of ownerApps) {
        let appMinutes = 0;
        for (const { build } of state.childrenOf(state.builds, ownerApp.id)) {
          if (!build.startTime || !build.finishTime) continue;
          const finished = Date.parse(build.finishTime);
          if (finished < start || finished >= end) continue;
          appMinutes += Math.ceil((finished - Date.parse(build.startTime)) / 60_000);
        }
        if (appMinutes > 0) byApp[ownerApp.id] = { buildMinutes: appMinutes };
        minutes += appMinutes;
      }
      const period = { startTime: iso(start), endTime: iso(end) };
      const plan = (service: 'Build' | 'Test', id: string) => ({
        canSelectTrialPlan: false,
        currentBillingPeriod: { ...period, byAccount: { count: 1, plan: { id, version: '1', price: 0, service, paymentSource: 'None', limits: { concurrentBuilds: 1 } } } },
      });
      const subscription = app.azure_subscription;
      const wanted = req.query.get('service');
      const pick = <T>(build: T, test: T) => ({ ...(wanted !== 'Test' ? { buildService: build } : {}), ...(wanted !== 'Build' ? { testService: test } : {}) });
      return json(200, {
        id: app.owner.id,
        version: '1',
        timestamp: iso(fake.now()),
        azureSubscriptionState: subscription ? 'Enabled' : 'NotSet',
        ...(subscription ? { azureSubscriptionId: subscription.subscription_id } : {}),
        billingPlans: pick(plan('Build', 'free-build'), plan('Test', 'free-test')),
        usage: pick(
          { currentUsagePeriod: { ...period, byAccount: { buildMinutes: minutes }, byApp } },
          { currentUsagePeriod: { ...period, byAccount: { testDeviceMinutes: 0 }, byApp: {} } },
        ),
      });
    },
  };
}
