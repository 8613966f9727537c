import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { EventType } from './event-type.js';
import { answerModel } from './field-error.js';
import { NotificationId } from './notification-id.js';

/** One message of the exchange with your endpoint during a test. Unknown fields are kept. */
export const ExchangeMessage = model({
  /** Code of the message, as your endpoint or the service gave it. */
  messageCode: z.optional(z.string()),
  /** What the message says, in words. */
  messageDescription: z.optional(z.string()),
});
/** One message of the exchange with your endpoint during a test. */
export type ExchangeMessage = z.infer<typeof ExchangeMessage>;

/**
 * The result of `configurations.test`, returned in full: what went well (`okMessages`), what failed
 * (`errorMessages`), and the messages exchanged with your endpoint (`exchangeMessages`).
 */
export const TestResult = answerModel({
  /** The configuration tested, as an exact decimal string. */
  notificationId: NotificationId,
  /** The event types tested. */
  eventTypes: z.optional(z.array(EventType)),
  /** Steps that succeeded. */
  okMessages: z.optional(z.array(z.string())),
  /** Steps that failed; empty or absent when the test passed. */
  errorMessages: z.optional(z.array(z.string())),
  /** The notification sent and what your endpoint answered. */
  exchangeMessages: z.optional(z.array(ExchangeMessage)),
});
/** The result of `configurations.test`. */
export type TestResult = z.infer<typeof TestResult>;
