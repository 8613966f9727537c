import { defineOperation, defineListOperation } from '@org/http-core';
import { ListPublisherProfilesResponse, PublisherProfile } from '../models/publisher-profile.js';
import { PUBLISHER_PROFILE_NAME } from '../names.js';
import { buyer, filter, nameParam, pageSize, pageToken, listPaging } from './params.js';

const publisherProfile = nameParam(PUBLISHER_PROFILE_NAME, 'The publisher profile');

/** Gets a publisher profile by name (`buyers/{buyer}/publisherProfiles/{publisherProfile}`). */
export const publisherProfilesGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get a publisher profile',
  pathParams: { name: publisherProfile },
  response: PublisherProfile,
});

/**
 * Lists the publisher profiles a buyer can see, optionally filtered (`publisherProfileFilter(...)`). The
 * order is not defined and may change between calls: sort or key the results yourself.
 */
export const publisherProfilesList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/publisherProfiles',
  summary: 'List publisher profiles; no defined order, order may change between calls',
  pathParams: { parent: buyer },
  query: { filter, pageSize, pageToken },
  response: ListPublisherProfilesResponse,
  pagination: listPaging('publisherProfiles'),
});

/** Publisher profiles: the sellers a buyer can send requests for proposal to. */
export const publisherProfilesGroup = {
  get: publisherProfilesGet,
  list: publisherProfilesList,
};
