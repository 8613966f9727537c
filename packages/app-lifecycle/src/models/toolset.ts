import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** An Xcode version the build machines have; `current` marks the latest stable one. */
export const XcodeVersion = model({
  /** The Xcode version, e.g. `14.2`. */
  name: z.optional(z.string()),
  /** Whether builds use this version when none is set. */
  current: z.optional(z.boolean()),
});
/** An Xcode version the build machines have. */
export type XcodeVersion = z.infer<typeof XcodeVersion>;

/** A Xamarin SDK bundle: its Mono version and, for iOS, the Xcode versions it supports. */
export const XamarinSdkBundle = model({
  /** Version of the Xamarin SDK bundle. */
  sdkBundle: z.optional(z.string()),
  /** Version of Mono in the bundle. */
  monoVersion: z.optional(z.string()),
  /** Whether this is the latest stable bundle (the default). */
  current: z.optional(z.boolean()),
  /** Whether the bundle is a stable one. */
  stable: z.optional(z.boolean()),
  /** Xcode versions the bundle works with (iOS bundles only). */
  xcodeVersions: z.optional(z.array(z.string())),
});
/** A Xamarin SDK bundle. */
export type XamarinSdkBundle = z.infer<typeof XamarinSdkBundle>;

/** A Node.js version the build machines have; `current` marks the default. */
export const NodeVersion = model({
  /** The Node.js version, e.g. `18.x`. */
  name: z.optional(z.string()),
  /** Whether builds use this version when none is set. */
  current: z.optional(z.boolean()),
});
/** A Node.js version the build machines have. */
export type NodeVersion = z.infer<typeof NodeVersion>;

/** The toolsets an app can build with, per tool. */
export const AvailableToolsets = model({
  /** Xamarin SDK bundles available. */
  xamarin: z.optional(z.array(XamarinSdkBundle)),
  /** Xcode versions available. */
  xcode: z.optional(z.array(XcodeVersion)),
  /** Node.js versions available. */
  node: z.optional(z.array(NodeVersion)),
});
/** The toolsets an app can build with. */
export type AvailableToolsets = z.infer<typeof AvailableToolsets>;
