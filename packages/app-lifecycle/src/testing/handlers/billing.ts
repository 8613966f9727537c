/**
 * Aggregated billing: a free build plan and test plan, and build usage in minutes computed from the finished builds
 * of the accounts' apps in the billing period (a calendar month; `period` picks the previous, current or next one).
 * Of the app's owner; of an organisation, for its administrators (anyone else: 403); of every account of the
 * caller (their own and the organisations they administer) taken together, in one aggregate. The last two need a
 * user token (an app token answers 403).
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import type { CloudSubscription } from '../../index.js';
import { appOf, requireUserToken, type FakeContext } from '../context.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `billing.*`. */
export function billingHandlers(fake: FakeContext): Handlers {
  const { state } = fake;

  /** The aggregate of the apps owned by `owners`, as the request's filters ask. */
  const aggregate = (req: FakeRequest, id: string, owners: ReadonlySet<string>, subscription: CloudSubscription | undefined) => {
    const now = new Date(fake.now());
    const shift = { Previous: -1, Current: 0, Next: 1 }[req.query.get('period') ?? 'Current'] ?? 0;
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift + 1, 1);
    const ownerApps = state.apps.list().filter((a) => owners.has(a.owner.name));
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
    const plan = (service: 'Build' | 'Test', planId: string) => ({
      canSelectTrialPlan: false,
      currentBillingPeriod: { ...period, byAccount: { count: 1, plan: { id: planId, version: '1', price: 0, service, paymentSource: 'None', limits: { concurrentBuilds: 1 } } } },
    });
    const wanted = req.query.get('service');
    const pick = <T>(build: T, test: T) => ({ ...(wanted !== 'Test' ? { buildService: build } : {}), ...(wanted !== 'Build' ? { testService: test } : {}) });
    return {
      id,
      version: '1',
      timestamp: iso(fake.now()),
      azureSubscriptionState: subscription ? 'Enabled' : 'NotSet',
      ...(subscription ? { azureSubscriptionId: subscription.subscription_id } : {}),
      billingPlans: pick(plan('Build', 'free-build'), plan('Test', 'free-test')),
      usage: pick(
        { currentUsagePeriod: { ...period, byAccount: { buildMinutes: minutes }, byApp } },
        { currentUsagePeriod: { ...period, byAccount: { testDeviceMinutes: 0 }, byApp: {} } },
      ),
    };
  };
  /** The organisations a user administers. */
  const administered = (user: string) => state.organizations.filter((org) => state.people.roleOf(org.id, user) === 'admin').map((org) => org.name);

  return {
    'billing.getAggregated': (req) => {
      const app = appOf(fake, req);
      return json(200, aggregate(req, app.owner.id, new Set([app.owner.name]), app.azure_subscription));
    },
    'billing.getAllAccountsAggregated': (req) => {
      const me = requireUserToken(req);
      const user = state.users.find((u) => u.name === me.user)!;
      return json(200, { aggregatedBillings: aggregate(req, user.id, new Set([me.user, ...administered(me.user)]), undefined) });
    },
    'billing.getOrgAggregated': (req) => {
      const me = requireUserToken(req);
      const org = state.organizations.find((o) => o.name === req.params.orgName);
      if (!org) throw fakeError(404, undefined, `No organisation ${req.params.orgName}`);
      if (!administered(me.user).includes(org.name)) throw fakeError(403, undefined, `Only an administrator of ${org.name} can read its billing`);
      return json(200, aggregate(req, org.id, new Set([org.name]), undefined));
    },
  };
}
