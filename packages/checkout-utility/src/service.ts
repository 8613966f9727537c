import { defineService } from '@org/http-core';
import { checkoutUtilityServiceInfo } from './service-info.js';
import { originKeysGroup } from './operations/origin-keys.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type CheckoutUtilityGroups = {
  readonly originKeys: typeof originKeysGroup;
};

/**
 * The checkout utility service as data: its one operation, its credential (an API key in `X-API-Key`)
 * and its error body (`{ status, errorCode, message, errorType, pspReference }`).
 */
export const checkoutUtilityService = defineService<CheckoutUtilityGroups>({
  ...checkoutUtilityServiceInfo,
  groups: {
    originKeys: originKeysGroup,
  },
});

/**
 * Every operation of the checkout utility service, flat, in declaration order.
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = checkoutUtilityService.operations;
