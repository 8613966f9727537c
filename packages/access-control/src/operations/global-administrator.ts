import { defineOperation } from '@org/http-core';
import { classicApiVersion as apiVersion } from './api-versions.js';

/**
 * Grants the calling Global Administrator the User Access Administrator role at the root scope `/`, so it can
 * manage access everywhere. Not retried automatically (a POST).
 */
export const globalAdministratorElevateAccess = defineOperation({
  method: 'POST',
  path: '/providers/Vendor.Authorization/elevateAccess',
  summary: 'Elevate access for a Global Administrator',
  query: { apiVersion },
  successStatus: [200],
});

/** Actions of a Global Administrator of the directory. */
export const globalAdministratorGroup = {
  elevateAccess: globalAdministratorElevateAccess,
};
