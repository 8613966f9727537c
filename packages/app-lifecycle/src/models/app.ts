import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
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
  /** The owner's id (a UUID). */
  id: z.string(),
  /** The owner's unique name, used in paths as `owner_name`. */
  name: z.string(),
  /** The owner's display name. */
  display_name: z.string(),
  /** Whether the owner is an organisation (`org`) or a user. */
  type: openEnum(['org', 'user']),
  /** URL of the owner's avatar, when set. */
  avatar_url: z.optional(z.string()),
  /** The owner's email address (users only). */
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
  /** The app's id (a UUID). */
  id: z.string(),
  /** The app's name as used in paths (`app_name`). */
  name: z.string(),
  /** The app's display name. */
  display_name: z.string(),
  /** The operating system the app runs on. */
  os: openEnum(appOperatingSystems),
  /** The user or organisation that owns the app. */
  owner: AppOwner,
  /** What the app is, in a sentence. */
  description: z.optional(z.string()),
  /** Where the icon comes from (e.g. uploaded or taken from a release). */
  icon_source: z.optional(z.string()),
  /** URL of the app's icon. */
  icon_url: z.optional(z.string()),
  /** The app's release stage, one capitalised word (e.g. `Beta`, `Production`). */
  release_type: z.optional(z.string()),
  /** The app secret: identifies the app to the SDKs that send crashes and analytics; shown to members only. */
  app_secret: z.optional(z.string()),
  /** The cloud subscription the app is billed to, when one is linked. */
  azure_subscription: z.optional(AppCloudSubscription),
  /** When the app was created (ISO 8601). */
  created_at: z.optional(z.string()),
  /** When the app was last changed (ISO 8601). */
  updated_at: z.optional(z.string()),
  /** The caller's permissions on the app. */
  member_permissions: z.optional(z.array(openEnum(['manager', 'developer', 'viewer', 'tester']))),
  /** Which product the app was created in. */
  origin: z.optional(openEnum(['appcenter', 'hockeyapp', 'codepush'])),
  /** What the app is written with. */
  platform: z.optional(openEnum(appPlatforms)),
});
/** An app of an owner. */
export type App = z.infer<typeof App>;

/** Body of `apps.create`. `name` defaults to a slug of `display_name`. */
export const NewApp = model({
  /** The name shown to people; any characters. */
  display_name: z.string().check(z.minLength(1)),
  /** The operating system the app runs on. */
  os: openEnum(appOperatingSystems),
  /** What the app is written with. */
  platform: openEnum(appPlatforms),
  /** The name used in paths; derived from `display_name` when omitted. */
  name: z.optional(z.string().check(z.minLength(1))),
  /** What the app is, in a sentence. */
  description: z.optional(z.string()),
  /** The app's release stage, one capitalised word (e.g. `Beta`, `Production`). */
  release_type: z.optional(z.string()),
});
/** Body of `apps.create`. */
export type NewApp = z.input<typeof NewApp>;

/** Body of `apps.update`: only the fields given change. */
export const AppPatch = model({
  /** The new display name. */
  display_name: z.optional(z.string()),
  /** The new name used in paths; links with the old name stop working. */
  name: z.optional(z.string().check(z.minLength(1))),
  /** What the app is, in a sentence. */
  description: z.optional(z.string()),
  /** Id (a UUID) of an uploaded image to use as the icon. */
  icon_asset_id: z.optional(z.string()),
  /** URL of an image to use as the icon. */
  icon_url: z.optional(z.string()),
  /** The app's release stage, one capitalised word (e.g. `Beta`, `Production`). */
  release_type: z.optional(z.string()),
});
/** Body of `apps.update`. */
export type AppPatch = z.input<typeof AppPatch>;

/** The fields of an avatar upload, declared so that their TSDoc reaches the published declarations. */
export type AvatarUploadFields = {
  /** The image bytes, as a `Blob`/`File` or a `Uint8Array`/`Buffer`. */
  avatar: Blob | Uint8Array<ArrayBuffer>;
};

/** Body of `apps.setAvatar`: the image, sent as the multipart field `avatar`. */
export const AvatarUpload: z.LightType<AvatarUploadFields> = z.object({
  /** The image bytes, as a `Blob`/`File` or a `Uint8Array`/`Buffer`. */
  avatar: z.custom<Blob | Uint8Array<ArrayBuffer>>((value) => value instanceof Blob || value instanceof Uint8Array, 'must be Blob or Uint8Array'),
});
/** Body of `apps.setAvatar`. Build it from a path or a stream with `avatarFile()`. */
export type AvatarUpload = z.input<typeof AvatarUpload>;
