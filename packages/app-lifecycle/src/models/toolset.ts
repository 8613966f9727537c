import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** An Xcode version the build machines have; `current` marks the latest stable one. */
export const XcodeVersion = model({
  name: z.optional(z.string()),
  current: z.optional(z.boolean()),
});
/** An Xcode version the build machines have. */
export type XcodeVersion = z.infer<typeof XcodeVersion>;

/** A Xamarin SDK bundle: its Mono version and, for iOS, the Xcode versions it supports. */
export const XamarinSdkBundle = model({
  sdkBundle: z.optional(z.string()),
  monoVersion: z.optional(z.string()),
  current: z.optional(z.boolean()),
  stable: z.optional(z.boolean()),
  xcodeVersions: z.optional(z.array(z.string())),
});
/** A Xamarin SDK bundle. */
export type XamarinSdkBundle = z.infer<typeof XamarinSdkBundle>;

/** A Node.js version the build machines have; `current` marks the default. */
export const NodeVersion = model({
  name: z.optional(z.string()),
  current: z.optional(z.boolean()),
});
/** A Node.js version the build machines have. */
export type NodeVersion = z.infer<typeof NodeVersion>;

/** The toolsets an app can build with, per tool. */
export const AvailableToolsets = model({
  xamarin: z.optional(z.array(XamarinSdkBundle)),
  xcode: z.optional(z.array(XcodeVersion)),
  node: z.optional(z.array(NodeVersion)),
});
/** The toolsets an app can build with. */
export type AvailableToolsets = z.infer<typeof AvailableToolsets>;
