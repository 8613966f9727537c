import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { NewVendorMapping, VendorMapping, VendorTestGroup } from '../models/vendor-store.js';
import { appParams } from './params.js';

/** Gets the mapping of the app to an existing app in a vendor store. */
export const vendorStoreGetMapping = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/vendor_mapping',
  summary: 'Get mapping of the app to an existing app in a vendor store',
  pathParams: appParams,
  response: VendorMapping,
});

/** Maps the app to an existing app in a vendor store. */
export const vendorStoreCreateMapping = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/vendor_mapping',
  summary: 'Create that mapping',
  pathParams: appParams,
  body: jsonBody(NewVendorMapping),
  response: VendorMapping,
});

/** Deletes the mapping. */
export const vendorStoreDeleteMapping = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/vendor_mapping',
  summary: 'Delete that mapping',
  pathParams: appParams,
});

/**
 * Lists the tester groups of the mapped store app.
 * @deprecated The service deprecates this operation.
 */
export const vendorStoreListTestGroups = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/vendor_test_groups',
  summary: 'Fetch all vendor test groups',
  deprecated: true,
  pathParams: appParams,
  response: z.array(VendorTestGroup),
});

/** The app's link to its counterpart in a vendor's app store, and that store's tester groups. */
export const vendorStoreGroup = {
  getMapping: vendorStoreGetMapping,
  createMapping: vendorStoreCreateMapping,
  deleteMapping: vendorStoreDeleteMapping,
  listTestGroups: vendorStoreListTestGroups,
};
