import { defineOperation } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { AvailableToolsets, XamarinSdkBundle, XcodeVersion } from '../models/toolset.js';
import { appParams } from './params.js';

/** Lists the toolsets the app can build with (Xamarin SDKs, Xcode, Node.js), or those of one tool. */
export const toolsetsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/toolsets',
  summary: 'Toolsets available to the app',
  pathParams: appParams,
  query: { tools: { schema: z.optional(openEnum(['xamarin', 'xcode', 'node'])), description: 'Only this tool.' } },
  response: AvailableToolsets,
});

/**
 * Lists the Xamarin SDK bundles available to the app.
 * @deprecated The service deprecates this operation; use `toolsets.list` with `tools: 'xamarin'`.
 */
export const toolsetsListXamarinSdkBundles = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/xamarin_sdk_bundles',
  summary: 'Xamarin SDK bundles available to the app',
  deprecated: true,
  pathParams: appParams,
  response: z.array(XamarinSdkBundle),
});

/**
 * Lists the Xcode versions available to the app.
 * @deprecated The service deprecates this operation; use `toolsets.list` with `tools: 'xcode'`.
 */
export const toolsetsListXcodeVersions = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/xcode_versions',
  summary: 'Xcode versions available to the app',
  deprecated: true,
  pathParams: appParams,
  response: z.array(XcodeVersion),
});

/** The build tools an app can use. */
export const toolsetsGroup = {
  list: toolsetsList,
  listXamarinSdkBundles: toolsetsListXamarinSdkBundles,
  listXcodeVersions: toolsetsListXcodeVersions,
};
