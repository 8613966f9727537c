import { defineOperation } from '@org/http-core';
import { AlertWebhookList, AppEmailSettings, EmailSettings } from '../models/alerting.js';
import { appParams } from './params.js';

/** Lists the app's alert webhooks: the addresses the service calls on new crash groups and new releases. */
export const alertingListWebhooks = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/webhooks',
  summary: 'List alert webhooks of an app',
  pathParams: appParams,
  response: AlertWebhookList,
});

/** Gets the caller's default alert e-mail settings, which apply to every app without settings of its own. */
export const alertingGetUserEmailSettings = defineOperation({
  method: 'GET',
  path: '/v0.1/user/notifications/emailSettings',
  summary: 'Default alert e-mail settings of the user',
  response: EmailSettings,
});

/**
 * Gets the caller's alert e-mail settings for one app. Needs a user API token: a client holding only an app token
 * refuses before sending.
 */
export const alertingGetAppEmailSettings = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/notifications/emailSettings',
  summary: 'Alert e-mail settings of the user for an app',
  pathParams: appParams,
  auth: ['userApiToken'],
  response: AppEmailSettings,
});

/** Alerting: the app's webhooks and the user's alert e-mail settings. */
export const alertingGroup = {
  listWebhooks: alertingListWebhooks,
  getUserEmailSettings: alertingGetUserEmailSettings,
  getAppEmailSettings: alertingGetAppEmailSettings,
};
