import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

const text = z.optional(z.string());
const flag = z.optional(z.boolean());

/** Android build settings. Key and keystore passwords are secrets: never log a configuration. */
export const AndroidToolset = model({
  module: text,
  buildVariant: text,
  gradleWrapperPath: text,
  isRoot: flag,
  runTests: flag,
  runLint: flag,
  automaticSigning: flag,
  keystoreFilename: text,
  keystoreEncoded: text,
  keystorePassword: text,
  keyAlias: text,
  keyPassword: text,
});

/** JavaScript (React Native) build settings. */
export const JavascriptToolset = model({
  packageJsonPath: text,
  reactNativeVersion: text,
  runTests: flag,
});

/** Xamarin build settings. */
export const XamarinToolset = model({
  slnPath: text,
  configuration: text,
  args: text,
  isSimBuild: flag,
  monoVersion: text,
  sdkBundle: text,
  symlink: text,
  p12File: text,
  p12Pwd: text,
  provProfile: text,
});

/** Xcode build settings. */
export const XcodeToolset = model({
  projectOrWorkspacePath: text,
  scheme: text,
  xcodeVersion: text,
  archiveConfiguration: text,
  targetToArchive: text,
  podfilePath: text,
  cartfilePath: text,
  teamId: text,
  automaticSigning: flag,
  forceLegacyBuildSystem: flag,
  xcodeProjectSha: text,
  certificateEncoded: text,
  certificateFileId: text,
  certificateFilename: text,
  certificatePassword: text,
  certificateUploadId: text,
  provisioningProfileEncoded: text,
  provisioningProfileFileId: text,
  provisioningProfileFilename: text,
  provisioningProfileUploadId: text,
  appExtensionProvisioningProfileFiles: z.optional(
    z.array(model({ fileId: text, fileName: text, targetBundleIdentifier: text, uploadId: text })),
  ),
});

/** Build settings per toolset. */
export const Toolsets = model({
  android: z.optional(AndroidToolset),
  javascript: z.optional(JavascriptToolset),
  xamarin: z.optional(XamarinToolset),
  xcode: z.optional(XcodeToolset),
});
/** Build settings per toolset. */
export type Toolsets = z.infer<typeof Toolsets>;

/** When builds start: on every push (`continuous`; the service also knows the spelling `continous`) or by hand. */
export const BuildTrigger = openEnum(['continuous', 'continous', 'manual']);

const settings = {
  trigger: z.optional(BuildTrigger),
  testsEnabled: flag,
  badgeIsEnabled: flag,
  signed: flag,
  cloneFromBranch: text,
  artifactVersioning: z.optional(model({ buildNumberFormat: z.optional(openEnum(['buildId', 'timestamp'])) })),
  toolsets: z.optional(Toolsets),
};

/** A branch's build configuration. */
export const BranchConfiguration = model({ id: z.number(), ...settings });
/** A branch's build configuration. */
export type BranchConfiguration = z.infer<typeof BranchConfiguration>;

/**
 * Body of `branches.configure` and `branches.reconfigure`. A configuration read with `branches.getConfig`
 * can be sent back as is: fields the SDK does not know are kept.
 */
export const BranchConfigurationInput = model({ ...settings });
/** Body of `branches.configure` and `branches.reconfigure`. */
export type BranchConfigurationInput = z.input<typeof BranchConfigurationInput>;

/** What deleting a branch configuration answers. */
export const BranchConfigurationDeleted = model({ message: z.string() });
/** What deleting a branch configuration answers. */
export type BranchConfigurationDeleted = z.infer<typeof BranchConfigurationDeleted>;

/** A branch's build configuration exported as pipeline YAML (or JSON when asked for). */
export const ExportedBuildConfiguration = model({ yaml: text });
/** A branch's build configuration exported as pipeline YAML. */
export type ExportedBuildConfiguration = z.infer<typeof ExportedBuildConfiguration>;
