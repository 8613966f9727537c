import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { App, AvatarUpload, NewApp } from '../models/app.js';
import { AdministeredOrganizations, NewOrganization, Organization, OrganizationPatch, OrganizationSummary } from '../models/organization.js';
import { orgName } from './params.js';

/** Lists the organisations where the caller is an admin. */
export const organizationsListAdministered = defineOperation({
  method: 'GET',
  path: '/v0.1/administeredOrgs',
  summary: 'Organisations where the requesting user is admin',
  response: AdministeredOrganizations,
});

/** Lists the organisations the caller belongs to, whatever their role. */
export const organizationsList = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs',
  summary: 'Organisations of the caller',
  response: z.array(OrganizationSummary),
});

/** Creates an organisation with the caller as its admin, and returns it. Never retried automatically. */
export const organizationsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs',
  summary: 'Create an organisation',
  body: jsonBody(NewOrganization),
  response: Organization,
});

/** Gets an organisation the caller belongs to. */
export const organizationsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}',
  summary: 'Get an organisation',
  pathParams: { orgName },
  response: Organization,
});

/** Renames an organisation (its display name, or the name used in URLs) and returns it. Admins only. */
export const organizationsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/orgs/{org_name}',
  summary: 'Update an organisation',
  pathParams: { orgName },
  body: jsonBody(OrganizationPatch),
  response: Organization,
});

/** Deletes an organisation with its apps, teams and invitations. Admins only. */
export const organizationsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}',
  summary: 'Delete an organisation',
  pathParams: { orgName },
});

/**
 * Uploads the organisation's avatar (multipart field `avatar`) and returns the organisation. Pass a `Blob`/`File`
 * or bytes; `avatarFile()` reads one from a path or a stream. Admins only.
 */
export const organizationsSetAvatar = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/avatar',
  summary: 'Set the organisation avatar',
  pathParams: { orgName },
  body: { schema: AvatarUpload, encoding: 'multipart' },
  response: Organization,
});

/** Deletes the organisation's uploaded avatar and returns the organisation. Admins only. */
export const organizationsDeleteAvatar = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/avatar',
  summary: 'Delete the organisation avatar',
  pathParams: { orgName },
  response: Organization,
});

/** Lists the organisation's apps that the caller can reach. */
export const organizationsListApps = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/apps',
  summary: 'Apps of the organisation',
  pathParams: { orgName },
  response: z.array(App),
});

/** Creates an app owned by the organisation and returns it (admins and collaborators). Never retried automatically. */
export const organizationsCreateApp = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/apps',
  summary: 'Create an app of the organisation',
  pathParams: { orgName },
  body: jsonBody(NewApp),
  response: App,
});

/** Organisations: those of the caller, their settings and avatar, and their apps. */
export const organizationsGroup = {
  listAdministered: organizationsListAdministered,
  list: organizationsList,
  create: organizationsCreate,
  get: organizationsGet,
  update: organizationsUpdate,
  delete: organizationsDelete,
  setAvatar: organizationsSetAvatar,
  deleteAvatar: organizationsDeleteAvatar,
  listApps: organizationsListApps,
  createApp: organizationsCreateApp,
};
