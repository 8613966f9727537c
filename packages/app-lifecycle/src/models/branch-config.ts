import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const text = z.optional(z.string());
const flag = z.optional(z.boolean());

/** Android build settings. Key and keystore passwords are secrets: never log a configuration. */
export const AndroidToolset = model({
  /** The Gradle module to build. */
  module: text,
  /** The build variant to build (e.g. `release`). */
  buildVariant: text,
  /** Path of the Gradle wrapper script in the repository. */
  gradleWrapperPath: text,
  /** Whether the module is the repository's root project. */
  isRoot: flag,
  /** Whether unit tests run during the build; true by default. */
  runTests: flag,
  /** Whether lint runs during the build; true by default. */
  runLint: flag,
  /** Whether the build is signed automatically, with the signing settings of the Gradle file. */
  automaticSigning: flag,
  /** File name of the keystore. */
  keystoreFilename: text,
  /** The keystore, Base64-encoded. Secret. */
  keystoreEncoded: text,
  /** The keystore's password. Secret. */
  keystorePassword: text,
  /** The alias of the signing key in the keystore. */
  keyAlias: text,
  /** The signing key's password. Secret. */
  keyPassword: text,
});

/** JavaScript (React Native) build settings. */
export const JavascriptToolset = model({
  /** Path of the main project's `package.json`, e.g. `package.json` or `myapp/package.json`. */
  packageJsonPath: text,
  /** React Native version, as found in `package.json`. */
  reactNativeVersion: text,
  /** Whether Jest unit tests (`npm test`) run during the build. */
  runTests: flag,
});

/** Xamarin build settings. */
export const XamarinToolset = model({
  /** Path of the solution (`.sln`) to build. */
  slnPath: text,
  /** The solution configuration to build (e.g. `Release`). */
  configuration: text,
  /** Extra arguments for the build tool. */
  args: text,
  /** Whether to build for the simulator instead of devices. */
  isSimBuild: flag,
  /** Mono version to build with. */
  monoVersion: text,
  /** Xamarin SDK bundle to build with. */
  sdkBundle: text,
  /** A Mono and Xamarin SDK pair to build with; when given, it wins over `monoVersion` and `sdkBundle`. */
  symlink: text,
  /** The signing certificate (`.p12`), Base64-encoded. Secret. */
  p12File: text,
  /** The certificate's password. Secret. */
  p12Pwd: text,
  /** The provisioning profile, Base64-encoded. */
  provProfile: text,
});

/** Xcode build settings. */
export const XcodeToolset = model({
  /** Path of the Xcode project or workspace in the repository. */
  projectOrWorkspacePath: text,
  /** The shared scheme to build. */
  scheme: text,
  /** Xcode version to build with (see `toolsets.list`); omitted, the latest stable one when the configuration is saved. */
  xcodeVersion: text,
  /** The build configuration of the archived target (e.g. `Release`). */
  archiveConfiguration: text,
  /** Id of the scheme's target to archive. */
  targetToArchive: text,
  /** Path of the CocoaPods `Podfile`, when the project uses one. */
  podfilePath: text,
  /** Path of the Carthage `Cartfile`, when the project uses one. */
  cartfilePath: text,
  /** The Apple developer team id used to sign. */
  teamId: text,
  /** Whether Xcode manages signing itself. */
  automaticSigning: flag,
  /** Whether to use Xcode's legacy build system instead of what the workspace says. */
  forceLegacyBuildSystem: flag,
  /** Hash of the selected Xcode project file in the repository. */
  xcodeProjectSha: text,
  /** The signing certificate (`.p12`), Base64-encoded. Secret. */
  certificateEncoded: text,
  /** Id of the uploaded signing certificate file. */
  certificateFileId: text,
  /** File name of the signing certificate. */
  certificateFilename: text,
  /** The certificate's password. Secret. */
  certificatePassword: text,
  /** Upload id of the signing certificate. */
  certificateUploadId: text,
  /** The provisioning profile, Base64-encoded. */
  provisioningProfileEncoded: text,
  /** Id of the uploaded provisioning profile file. */
  provisioningProfileFileId: text,
  /** File name of the provisioning profile. */
  provisioningProfileFilename: text,
  /** Upload id of the provisioning profile. */
  provisioningProfileUploadId: text,
  /** Provisioning profiles of the app's extensions, each for one target bundle identifier. */
  appExtensionProvisioningProfileFiles: z.optional(
    z.array(
      model({
        /** Id of the uploaded profile file. */
        fileId: text,
        /** File name of the profile. */
        fileName: text,
        /** Bundle identifier of the extension the profile is for. */
        targetBundleIdentifier: text,
        /** Upload id of the profile. */
        uploadId: text,
      }),
    ),
  ),
});

/** Build settings per toolset. */
export const Toolsets = model({
  /** Settings for Android (Gradle) builds. */
  android: z.optional(AndroidToolset),
  /** Settings for JavaScript steps (React Native, npm). */
  javascript: z.optional(JavascriptToolset),
  /** Settings for Xamarin builds. */
  xamarin: z.optional(XamarinToolset),
  /** Settings for Xcode builds. */
  xcode: z.optional(XcodeToolset),
});
/** Build settings per toolset. */
export type Toolsets = z.infer<typeof Toolsets>;

/** When builds start: on every push (`continuous`; the service also knows the spelling `continous`) or by hand. */
export const BuildTrigger = openEnum(['continuous', 'continous', 'manual']);

const settings = {
  /** When builds start: on each push or only by hand. */
  trigger: z.optional(BuildTrigger),
  /** Whether the build runs the project's tests. */
  testsEnabled: flag,
  /** Whether the branch's build status badge is public. */
  badgeIsEnabled: flag,
  /** Whether builds are signed. */
  signed: flag,
  /** Name of a configured branch to copy the configuration from; when given, the other fields are ignored (creation only). */
  cloneFromBranch: text,
  /** How build numbers of artifacts are made: from the build id or from a timestamp. */
  artifactVersioning: z.optional(
    model({
      /** `buildId` (the build's id) or `timestamp` (the time of the build). */
      buildNumberFormat: z.optional(openEnum(['buildId', 'timestamp'])),
    }),
  ),
  /** Settings per toolset. */
  toolsets: z.optional(Toolsets),
};

/** A branch's build configuration. */
export const BranchConfiguration = model({
  /** The configuration's id. */
  id: z.number(),
  ...settings,
});
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
export const BranchConfigurationDeleted = model({
  /** What happened, in words. */
  message: z.string(),
});
/** What deleting a branch configuration answers. */
export type BranchConfigurationDeleted = z.infer<typeof BranchConfigurationDeleted>;

/** A branch's build configuration exported as pipeline YAML (or JSON when asked for). */
export const ExportedBuildConfiguration = model({
  /** The configuration as pipeline YAML. */
  yaml: text,
});
/** A branch's build configuration exported as pipeline YAML. */
export type ExportedBuildConfiguration = z.infer<typeof ExportedBuildConfiguration>;
