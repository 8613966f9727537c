import * as z from '@org/http-core/light';
import { model, openEnum } from '@org/http-core/light';
import { TargetUrl } from '../target-url.js';
import { positiveInt32 } from './ids.js';

/** Time scale of throttling: `SECONDLY` (per second) or `ROLLING_MINUTE` (per rolling minute). */
export const ThrottlingPeriod = openEnum(['SECONDLY', 'ROLLING_MINUTE']);
/** Time scale of throttling. */
export type ThrottlingPeriod = z.infer<typeof ThrottlingPeriod>;

/** How many delivery requests the service may make to the target URL per period. */
export const Throttling = model({
  /** Most delivery requests in one `period`; a positive 32-bit integer. */
  maxConcurrentRequests: positiveInt32,
  /** The period `maxConcurrentRequests` applies to. */
  period: ThrottlingPeriod,
});
/** How many delivery requests the service may make to the target URL per period. */
export type Throttling = z.infer<typeof Throttling>;

/**
 * An app's webhook settings: the one target URL its events are delivered to, and throttling.
 * Unknown fields are kept, so settings read and sent back lose nothing.
 */
export const Settings = model({
  /** Where event payloads are delivered. */
  targetUrl: z.string(),
  /** How many delivery requests the service may make per period. */
  throttling: Throttling,
  /** When the settings were first configured (ISO 8601). */
  createdAt: z.string(),
  /** When the settings last changed (ISO 8601). */
  updatedAt: z.optional(z.string()),
});
/** An app's webhook settings. */
export type Settings = z.infer<typeof Settings>;

/**
 * New or replacing settings for an app. The target URL must be absolute and HTTPS; plain HTTP is accepted
 * only to a loopback address, for local testing (see `isAllowedTargetUrl`). Settings read with
 * `settings.get` can be passed back with changes: the read-only and unknown fields they carry are sent as they are.
 */
export const SettingsInput = model({
  /** Where event payloads are delivered: an absolute HTTPS URL (HTTP only to a loopback address). */
  targetUrl: TargetUrl,
  /** How many delivery requests the service may make per period. */
  throttling: Throttling,
});
/** New or replacing settings for an app. */
export type SettingsInput = z.input<typeof SettingsInput>;
