import { defineService } from '@org/http-core';
import { appLifecycleServiceInfo } from './service-info.js';
import { accountExportOperations } from './operations/account-export.js';
import { analyticsOperations } from './operations/analytics.js';
import { appTokensOperations } from './operations/app-tokens.js';
import { appsOperations } from './operations/apps.js';
import { audiencesOperations } from './operations/audiences.js';
import { billingOperations } from './operations/billing.js';
import { branchesOperations } from './operations/branches.js';
import { bugTrackerOperations } from './operations/bug-tracker.js';
import { buildsOperations } from './operations/builds.js';
import { cloudSubscriptionsOperations } from './operations/cloud-subscriptions.js';
import { commitsOperations } from './operations/commits.js';
import { crashAnalyticsOperations } from './operations/crash-analytics.js';
import { crashGroupsOperations } from './operations/crash-groups.js';
import { crashInfoOperations } from './operations/crash-info.js';
import { crashesOperations } from './operations/crashes.js';
import { deploymentsOperations } from './operations/deployments.js';
import { eventsOperations } from './operations/events.js';
import { organizationsOperations } from './operations/organizations.js';
import { userTokensOperations } from './operations/user-tokens.js';
import { vendorStoreOperations } from './operations/vendor-store.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type AppLifecycleGroups = {
  readonly accountExport: typeof accountExportOperations;
  readonly organizations: typeof organizationsOperations;
  readonly userTokens: typeof userTokensOperations;
  readonly apps: typeof appsOperations;
  readonly appTokens: typeof appTokensOperations;
  readonly audiences: typeof audiencesOperations;
  readonly crashAnalytics: typeof crashAnalyticsOperations;
  readonly analytics: typeof analyticsOperations;
  readonly events: typeof eventsOperations;
  readonly vendorStore: typeof vendorStoreOperations;
  readonly cloudSubscriptions: typeof cloudSubscriptionsOperations;
  readonly billing: typeof billingOperations;
  readonly branches: typeof branchesOperations;
  readonly builds: typeof buildsOperations;
  readonly commits: typeof commitsOperations;
  readonly bugTracker: typeof bugTrackerOperations;
  readonly crashGroups: typeof crashGroupsOperations;
  readonly crashes: typeof crashesOperations;
  readonly crashInfo: typeof crashInfoOperations;
  readonly deployments: typeof deploymentsOperations;
};

/**
 * The app lifecycle service as data: every operation, grouped as a user thinks of them. The client, the
 * fake (`@org/app-lifecycle/testing`), `OPERATIONS.md` and the spec coverage check all derive from it.
 * Every operation authenticates with an API key in the `X-API-Key` header.
 */
export const appLifecycleService = defineService<AppLifecycleGroups>({
  ...appLifecycleServiceInfo,
  groups: {
    accountExport: accountExportOperations,
    organizations: organizationsOperations,
    userTokens: userTokensOperations,
    apps: appsOperations,
    appTokens: appTokensOperations,
    audiences: audiencesOperations,
    crashAnalytics: crashAnalyticsOperations,
    analytics: analyticsOperations,
    events: eventsOperations,
    vendorStore: vendorStoreOperations,
    cloudSubscriptions: cloudSubscriptionsOperations,
    billing: billingOperations,
    branches: branchesOperations,
    builds: buildsOperations,
    commits: commitsOperations,
    bugTracker: bugTrackerOperations,
    crashGroups: crashGroupsOperations,
    crashes: crashesOperations,
    crashInfo: crashInfoOperations,
    deployments: deploymentsOperations,
  },
});

/** Every operation of the service, flat and in declaration order, with its id (`group.method`). */
export const operations = appLifecycleService.operations;
