import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { CloudSubscription } from './cloud-subscription.js';

/** Operating systems an app can target. */
export const appOperatingSystems = ['Android', 'iOS', 'macOS', 'Tizen', 'tvOS', 'Windows', 'Linux', 'Custom'] as const;

/** Development platforms of an app (what it is written with). */
export const appPlatforms = [
  'Java',
  'Objective-C-Swift',
  'UWP',
  'Cordova',
  'React-Native',
  'Unity',
  'Electron',
  'Xamarin',
  'WPF',
  'WinForms',
  'Unknown',
  'Custom',
] as const;

/** Who owns an app: a user or an organisation. */
export const AppOwner = model({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  type: openEnum(['org', 'user']),
  avatar_url: z.optional(z.string()),
  email: z.optional(z.string()),
});
/** Who owns an app: a user or an organisation. */
export type AppOwner = z.infer<typeof AppOwner>;

/** The cloud subscription an app is billed to, as embedded in the app: one of its linked {@link CloudSubscription}s. */
export const AppCloudSubscription = CloudSubscription;
/** The cloud subscription an app is billed to, as embedded in the app. */
export type AppCloudSubscription = z.infer<typeof AppCloudSubscription>;

/**
 * An app of an owner. `name` is the slug used in paths (`/v0.1/apps/{owner_name}/{app_name}`);
 * `app_secret` identifies the app to the ingestion endpoint and is only shown to its members.
 */
export const App = model({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  os: openEnum(appOperatingSystems),
  owner: AppOwner,
  description: z.optional(z.string()),
  icon_source: z.optional(z.string()),
  icon_url: z.optional(z.string()),
  release_type: z.optional(z.string()),
  app_secret: z.optional(z.string()),
  azure_subscription: z.optional(AppCloudSubscription),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  member_permissions: z.optional(z.array(openEnum(['manager', 'developer', 'viewer', 'tester']))),
  origin: z.optional(openEnum(['appcenter', 'hockeyapp', 'codepush'])),
  platform: z.optional(openEnum(appPlatforms)),
});
/** An app of an owner. */
export type App = z.infer<typeof App>;

/** Body of `apps.create`. `name` defaults to a slug of `display_name`. */
export const NewApp = model({
  display_name: z.string().check(z.minLength(1)),
  os: openEnum(appOperatingSystems),
  platform: openEnum(appPlatforms),
  name: z.optional(z.string().check(z.minLength(1))),
  description: z.optional(z.string()),
  release_type: z.optional(z.string()),
});
/** Body of `apps.create`. */
export type NewApp = z.input<typeof NewApp>;

/** Body of `apps.update`: only the fields given change. */
export const AppPatch = model({
  display_name: z.optional(z.string()),
  name: z.optional(z.string().check(z.minLength(1))),
  description: z.optional(z.string()),
  icon_asset_id: z.optional(z.string()),
  icon_url: z.optional(z.string()),
  release_type: z.optional(z.string()),
});
/** Body of `apps.update`. */
export type AppPatch = z.input<typeof AppPatch>;

/** Body of `apps.setAvatar`: the image, sent as the multipart field `avatar`. */
export const AvatarUpload = z.object({
  avatar: z.union([z.instanceof(Blob), z.instanceof(Uint8Array)]),
});
/** Body of `apps.setAvatar`. Build it from a path or a stream with `avatarFile()`. */
export type AvatarUpload = z.input<typeof AvatarUpload>;
