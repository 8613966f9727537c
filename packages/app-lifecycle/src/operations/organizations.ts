import { defineOperation } from '@org/http-core';
import { AdministeredOrganizations } from '../models/organization.js';

/** Lists the organisations where the caller is an admin. */
export const organizationsListAdministered = defineOperation({
  method: 'GET',
  path: '/v0.1/administeredOrgs',
  summary: 'Organisations where the requesting user is admin',
  response: AdministeredOrganizations,
});

/** Organisations of the caller. */
export const organizationsGroup = {
  listAdministered: organizationsListAdministered,
};
