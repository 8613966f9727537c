import type { ErrorFormat } from '@org/http-core';
import { paymentErrorParser } from '@org/http-core/payments';

/**
 * How the service's error answers are read (the payment platform's error bodies), loaded with the error path through
 * `notificationConfigServiceInfo.errorFormat`, so that a browser page downloads the parser only when a call fails.
 */
export const errorFormat: ErrorFormat = { errorParser: paymentErrorParser };
