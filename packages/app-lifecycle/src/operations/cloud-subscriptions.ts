import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { CloudSubscription, CloudSubscriptionLink } from '../models/cloud-subscription.js';
import { appName, appParams, orgName, ownerName } from './params.js';

/** Lists the cloud subscriptions linked to the app. */
export const cloudSubscriptionsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/cloud_subscriptions',
  summary: 'List cloud subscriptions of the app',
  pathParams: appParams,
  response: z.array(CloudSubscription),
});

/** Links one of the caller's cloud subscriptions to the app. */
export const cloudSubscriptionsLink = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/cloud_subscriptions',
  summary: 'Link a cloud subscription to the app',
  pathParams: appParams,
  body: jsonBody(CloudSubscriptionLink),
});

/** Unlinks a cloud subscription from the app. */
export const cloudSubscriptionsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/cloud_subscriptions/{cloud_subscription_id}',
  summary: 'Delete a cloud subscription of the app',
  pathParams: {
    ownerName,
    appName,
    cloudSubscriptionId: { schema: z.string().check(z.minLength(1)), name: 'cloud_subscription_id', description: 'Id of the cloud subscription.' },
  },
});

/** Lists the cloud subscriptions the caller may link to apps. */
export const cloudSubscriptionsListForUser = defineOperation({
  method: 'GET',
  path: '/v0.1/cloud_subscriptions',
  summary: 'Cloud subscriptions of the caller',
  response: z.array(CloudSubscription),
});

/** Lists the cloud subscriptions linked to the organisation's apps, each once. */
export const cloudSubscriptionsListForOrg = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/cloud_subscriptions',
  summary: 'Cloud subscriptions of the organisation',
  pathParams: { orgName },
  response: z.array(CloudSubscription),
});

/** Cloud subscriptions: those linked to an app, and those of the caller or an organisation. */
export const cloudSubscriptionsGroup = {
  list: cloudSubscriptionsList,
  link: cloudSubscriptionsLink,
  delete: cloudSubscriptionsDelete,
  listForUser: cloudSubscriptionsListForUser,
  listForOrg: cloudSubscriptionsListForOrg,
};
