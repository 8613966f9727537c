import { appLifecycleServiceInfo } from '@org/app-lifecycle';
import { distributionIds, fakeIds, startAppLifecycleFake, type AppLifecycleFake } from '@org/app-lifecycle/testing';
import { defineFake } from './define-fake.js';
import { positiveInteger } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = {
  readsPerBuildStep: positiveInteger('reads of a build before it moves on a step (default here 1)', '3'),
  pageSize: positiveInteger('items per page of the paged lists (default 20)', '2'),
};

/** Bytes per chunk the file service asks for here: small, so that a tour's or a suite's file goes in several. */
export const tourUploadChunkSize = 64 * 1024;

/** The app lifecycle fake; builds move on every read unless told otherwise. */
export const appLifecycleFake: FakeEntry<AppLifecycleFake> = defineFake({
  service: appLifecycleServiceInfo.name,
  options,
  defaults: { readsPerBuildStep: 1, uploadChunkSize: tourUploadChunkSize },
  start: startAppLifecycleFake,
  show: (fake) => ({
    settings: {
      apiKey: fake.apiKey,
      ownerName: fakeIds.owner,
      appName: fakeIds.appName,
      branch: fakeIds.configuredBranch,
      groupName: distributionIds.betaGroup,
      deploymentName: fakeIds.deployments[0],
      externalOrigins: `${fake.fileService.url},${fake.blobs.url}`,
    },
    sample: { method: 'GET', path: `/v0.1/apps/${fakeIds.owner}/${fakeIds.appName}`, headers: { 'X-API-Key': fake.apiKey } },
  }),
});
