import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The store an app is published in. */
export const AppStore = openEnum([
  'APP_STORE_TYPE_UNSPECIFIED',
  'APPLE_ITUNES',
  'GOOGLE_PLAY',
  'ROKU',
  'AMAZON_FIRE_TV',
  'PLAYSTATION',
  'XBOX',
  'SAMSUNG_TV',
  'AMAZON',
  'OPPO',
  'SAMSUNG',
  'VIVO',
  'XIAOMI',
  'LG_TV',
]);
export type AppStore = z.infer<typeof AppStore>;

/** An app of a publisher. */
export const PublisherProfileMobileApplication = model({
  name: z.optional(z.string()),
  appStore: z.optional(AppStore),
  /** The app's id in its store. */
  externalAppId: z.optional(z.string()),
});
export type PublisherProfileMobileApplication = z.infer<typeof PublisherProfileMobileApplication>;

/** A publisher's profile: who it is, its inventory (domains and apps) and whom to contact. */
export const PublisherProfile = model({
  /** `buyers/{buyer}/publisherProfiles/{publisherProfile}`. */
  name: z.optional(z.string()),
  displayName: z.optional(z.string()),
  /** The seller's code, shared by its parent and child profiles. */
  publisherCode: z.optional(z.string()),
  /** Whether this is the seller's parent profile, covering all its inventory. */
  isParent: z.optional(z.boolean()),
  domains: z.optional(z.array(z.string())),
  mobileApps: z.optional(z.array(PublisherProfileMobileApplication)),
  overview: z.optional(z.string()),
  pitchStatement: z.optional(z.string()),
  audienceDescription: z.optional(z.string()),
  directDealsContact: z.optional(z.string()),
  programmaticDealsContact: z.optional(z.string()),
  logoUrl: z.optional(z.string()),
  mediaKitUrl: z.optional(z.string()),
  samplePageUrl: z.optional(z.string()),
  topHeadlines: z.optional(z.array(z.string())),
});
export type PublisherProfile = z.infer<typeof PublisherProfile>;

/** A page of publisher profiles. */
export const ListPublisherProfilesResponse = model({
  publisherProfiles: z.optional(z.array(PublisherProfile)),
  nextPageToken: z.optional(z.string()),
});
export type ListPublisherProfilesResponse = z.infer<typeof ListPublisherProfilesResponse>;
