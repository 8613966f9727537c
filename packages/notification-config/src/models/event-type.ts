import { openEnum } from '@org/http-core/light';
import type * as z from '@org/http-core/light';

/** The platform events a notification subscription can cover. */
export const eventTypes = [
  'ACCOUNT_CLOSED',
  'ACCOUNT_CREATED',
  'ACCOUNT_FUNDS_BELOW_THRESHOLD',
  'ACCOUNT_HOLDER_CREATED',
  'ACCOUNT_HOLDER_LIMIT_REACHED',
  'ACCOUNT_HOLDER_MIGRATED',
  'ACCOUNT_HOLDER_PAYOUT',
  'ACCOUNT_HOLDER_STATUS_CHANGE',
  'ACCOUNT_HOLDER_STORE_STATUS_CHANGE',
  'ACCOUNT_HOLDER_UPCOMING_DEADLINE',
  'ACCOUNT_HOLDER_UPDATED',
  'ACCOUNT_HOLDER_VERIFICATION',
  'ACCOUNT_UPDATED',
  'BENEFICIARY_SETUP',
  'COMPENSATE_NEGATIVE_BALANCE',
  'DIRECT_DEBIT_INITIATED',
  'FUNDS_MIGRATED',
  'PAYMENT_FAILURE',
  'PENDING_CREDIT',
  'REFUND_FUNDS_TRANSFER',
  'REPORT_AVAILABLE',
  'SCHEDULED_REFUNDS',
  'SCORE_SIGNAL_TRIGGERED',
  'TRANSFER_FUNDS',
  'TRANSFER_NOT_PAIDOUT_TRANSFERS',
] as const;

/**
 * A platform event type. An open union: the known values autocomplete, and a value the service adds later
 * is accepted and returned as is.
 */
export const EventType = openEnum(eventTypes);
/** A platform event type; see {@link eventTypes}. */
export type EventType = z.infer<typeof EventType>;

/**
 * How an event configuration applies its event type: `INCLUDE` sends that event type; `EXCLUDE` sends every
 * event type except it (and except other excluded ones).
 */
export const IncludeMode = openEnum(['INCLUDE', 'EXCLUDE'] as const);
/** `INCLUDE` or `EXCLUDE`; open to new values. */
export type IncludeMode = z.infer<typeof IncludeMode>;
