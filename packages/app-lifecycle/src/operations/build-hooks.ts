import { defineOperation, jsonBody } from '@org/http-core';
import { inputRecordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * Sends an event to the build service's public webhook (a source host's push notification, for example). Any
 * JSON object is accepted. Public: no credential is sent. Never retried automatically.
 */
export const buildHooksSend = defineOperation({
  method: 'POST',
  path: '/v0.1/public/hooks',
  summary: 'Public build webhook',
  auth: [],
  // Any JSON object: the event's fields are the source host's, none of them declared here.
  body: jsonBody(inputRecordOf(z.unknown())),
});

/** The build service's public webhook. */
export const buildHooksGroup = {
  send: buildHooksSend,
};
