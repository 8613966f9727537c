import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

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
  /** The app's name. */
  name: z.optional(z.string()),
  /** The store the app is published in. */
  appStore: z.optional(AppStore),
  /** The app's id in its store. */
  externalAppId: z.optional(z.string()),
});
export type PublisherProfileMobileApplication = z.infer<typeof PublisherProfileMobileApplication>;

/** A publisher's profile: who it is, its inventory (domains and apps) and whom to contact. */
export const PublisherProfile = model({
  /** `buyers/{buyer}/publisherProfiles/{publisherProfile}`. */
  name: z.optional(z.string()),
  /** The publisher's name, as shown to buyers. */
  displayName: z.optional(z.string()),
  /** The seller's code, shared by its parent and child profiles. */
  publisherCode: z.optional(z.string()),
  /** Whether this is the seller's parent profile, covering all its inventory. */
  isParent: z.optional(z.boolean()),
  /** Domains of the publisher's web inventory. */
  domains: z.optional(z.array(z.string())),
  /** The publisher's apps. */
  mobileApps: z.optional(z.array(PublisherProfileMobileApplication)),
  /** What the publisher says about itself. */
  overview: z.optional(z.string()),
  /** Why a buyer should work with the publisher, in its words. */
  pitchStatement: z.optional(z.string()),
  /** Whom the publisher's inventory reaches. */
  audienceDescription: z.optional(z.string()),
  /** Whom to contact for direct deals. */
  directDealsContact: z.optional(z.string()),
  /** Whom to contact for programmatic deals. */
  programmaticDealsContact: z.optional(z.string()),
  /** URL of the publisher's logo. */
  logoUrl: z.optional(z.string()),
  /** URL of the publisher's media kit. */
  mediaKitUrl: z.optional(z.string()),
  /** URL of a page showing the publisher's inventory. */
  samplePageUrl: z.optional(z.string()),
  /** Recent news about the publisher. */
  topHeadlines: z.optional(z.array(z.string())),
});
export type PublisherProfile = z.infer<typeof PublisherProfile>;

/** A page of publisher profiles. */
export const ListPublisherProfilesResponse = model({
  /** The publisher profiles of the page. */
  publisherProfiles: z.optional(z.array(PublisherProfile)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListPublisherProfilesResponse = z.infer<typeof ListPublisherProfilesResponse>;
