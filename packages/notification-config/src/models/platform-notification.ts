import type { eventTypes } from './event-type.js';
import type { FieldError } from './field-error.js';

/** Why the request a notification reports on failed; absent when it succeeded. Unknown fields are kept. */
export interface NotificationError {
  /** The service's code for the error. */
  readonly errorCode?: string;
  /** What went wrong. */
  readonly message?: string;
  readonly [field: string]: unknown;
}

/**
 * The details of a notification: they depend on its event type (an account holder's code, an account's code,
 * amounts, statuses, ...). Kept whole, as received; integers beyond 2^53 arrive as exact decimal strings.
 */
export interface NotificationContent {
  /** The account holder the event concerns, when it concerns one. */
  readonly accountHolderCode?: string;
  /** The account the event concerns, when it concerns one. */
  readonly accountCode?: string;
  /** Fields of the originating request that did not pass validation. */
  readonly invalidFields?: readonly FieldError[];
  readonly [field: string]: unknown;
}

/** An amount in minor units of a currency. Unknown fields are kept. */
export interface NotificationAmount {
  /** The three-letter ISO 4217 code. */
  readonly currency?: string;
  /** In minor units (cents). */
  readonly value?: number;
  readonly [field: string]: unknown;
}

/** An account holder's status in a status-change notification. Unknown fields are kept. */
export interface NotificationAccountHolderStatus {
  /** `Active`, `Inactive`, `Suspended` or `Closed` (open to new values). */
  readonly status?: 'Active' | 'Inactive' | 'Suspended' | 'Closed' | (string & {});
  readonly statusReason?: string;
  readonly [field: string]: unknown;
}

/** The details of an `ACCOUNT_HOLDER_PAYOUT` notification. */
export interface PayoutContent extends NotificationContent {
  /** The payout amounts, per currency. */
  readonly amounts?: readonly NotificationAmount[];
  readonly description?: string;
  readonly merchantReference?: string;
  /** The reference of the original payout. */
  readonly originalPspReference?: string;
  /** The payout transaction id: a 64-bit integer, as an exact decimal string when past 2^53. */
  readonly payoutReference?: number | string;
  /** `INSTANT`, `SAME_DAY` or `STANDARD` (open to new values). */
  readonly payoutSpeed?: 'INSTANT' | 'SAME_DAY' | 'STANDARD' | (string & {});
}

/** The details of an `ACCOUNT_HOLDER_STATUS_CHANGE` notification. */
export interface StatusChangeContent extends NotificationContent {
  readonly oldStatus?: NotificationAccountHolderStatus;
  readonly newStatus?: NotificationAccountHolderStatus;
  /** Why the status changed. */
  readonly reason?: string;
}

/** The details of a `TRANSFER_FUNDS` notification. */
export interface TransferFundsContent extends NotificationContent {
  readonly amount?: NotificationAmount;
  /** The account debited. */
  readonly sourceAccountCode?: string;
  /** The account credited. */
  readonly destinationAccountCode?: string;
  readonly merchantReference?: string;
  readonly transferCode?: string;
}

/** The type of `content` per event type, where this SDK types more than the common fields. */
export interface ContentOf {
  readonly ACCOUNT_HOLDER_PAYOUT: PayoutContent;
  readonly ACCOUNT_HOLDER_STATUS_CHANGE: StatusChangeContent;
  readonly TRANSFER_FUNDS: TransferFundsContent;
}

/** The fields every platform notification carries, whatever its event type. Unknown fields are kept. */
export interface NotificationFields {
  /** When the event completed (ISO 8601 date-time). */
  readonly eventDate?: string;
  /** The user or process that caused the notification. */
  readonly executingUserKey?: string;
  /** Whether it comes from the live environment (`true`) or the test one. */
  readonly live?: boolean | 'true' | 'false';
  /** The reference of the request the notification originates from. */
  readonly pspReference?: string;
  /** The details of the event. */
  readonly content?: NotificationContent;
  /** Why the originating request failed; absent when it succeeded. */
  readonly error?: NotificationError;
  readonly [field: string]: unknown;
}

/** A notification of one of the event types this SDK knows ({@link eventTypes}); `known` is `true`. */
export type KnownNotification = {
  [T in (typeof eventTypes)[number]]: NotificationFields & {
    /** The event type: narrows the union. */
    readonly eventType: T;
    /** The details of the event, typed further for some event types. */
    readonly content?: T extends keyof ContentOf ? ContentOf[T] : NotificationContent;
    /** Set by `readNotification`: the event type is one of {@link eventTypes}. */
    readonly known: true;
  };
}[(typeof eventTypes)[number]];

/**
 * A notification whose event type this SDK does not know yet (the service added one), or that carries none:
 * kept whole as data; `known` is `false`.
 */
export interface UnknownNotification extends NotificationFields {
  /** The event type as received, when there is one. */
  readonly eventType?: string;
  /** Set by `readNotification`: the event type is none of {@link eventTypes}. */
  readonly known: false;
}

/**
 * A platform notification as `readNotification` returns it: its verified body, every field kept, plus
 * `known`. Test `known` first, then switch on `eventType`.
 */
export type PlatformNotification = KnownNotification | UnknownNotification;
