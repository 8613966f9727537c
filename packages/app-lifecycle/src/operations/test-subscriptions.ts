import { defineOperation } from '@org/http-core';
import { TestSubscription } from '../models/test-subscription.js';
import { appParams } from './params.js';

/** Gets the device test subscription of the app's owner; `active` is false when there is none. */
export const testSubscriptionsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/subscriptions',
  summary: 'Get the test subscription',
  pathParams: appParams,
  response: TestSubscription,
});

/** Accepts a free trial of device testing for the app's owner; answers the subscription. Never retried automatically. */
export const testSubscriptionsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/subscriptions',
  summary: 'Accept a free trial',
  pathParams: appParams,
  response: TestSubscription,
});

/** The device test subscription of an app's owner. */
export const testSubscriptionsGroup = {
  get: testSubscriptionsGet,
  create: testSubscriptionsCreate,
};
