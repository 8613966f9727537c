import { model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const names = z.optional(z.array(z.string()));

/** Projects found in the repository at a branch, per toolset. */
export const ToolsetProjects = model({
  /** The commit SHA the repository was read at. */
  commit: z.optional(z.string()),
  /** Android projects found, when there are any. */
  android: z.optional(
    model({
      /** Path of the Gradle wrapper script. */
      gradleWrapperPath: z.optional(z.string()),
      /** The Gradle modules found. */
      androidModules: z.array(
        model({
          /** The module's name. */
          name: z.string(),
          /** Whether the module is the root project. */
          isRoot: z.optional(z.boolean()),
          /** Whether the module has app bundle settings. */
          hasBundle: z.optional(z.boolean()),
          /** Build types of the module, e.g. `debug` and `release`. */
          buildTypes: names,
          /** Build variants: each product flavour with each build type. */
          buildVariants: names,
          /** Product flavours of the module. */
          productFlavors: names,
          /** Build configurations of the module, with whether each signs with a keystore file. */
          buildConfigurations: z.optional(
            z.array(
              model({
                /** The configuration's name, e.g. `release`. */
                name: z.string(),
                /** How the configuration signs. */
                signingConfig: z.optional(
                  model({
                    /** Whether the signing configuration names a keystore file. */
                    hasStoreFile: z.optional(z.boolean()),
                  }),
                ),
              }),
            ),
          ),
        }),
      ),
    }),
  ),
  /** JavaScript projects found, when there are any. */
  javascript: z.optional(
    model({
      /** Paths of the `package.json` files found. */
      packageJsonPaths: z.array(z.string()),
      /** React Native projects found: their `package.json` path and React Native version. */
      javascriptSolutions: z.optional(
        z.array(
          model({
            /** Path of the project's `package.json`. */
            packageJsonPath: z.string(),
            /** React Native version the project uses. */
            reactNativeVersion: z.optional(z.string()),
          }),
        ),
      ),
    }),
  ),
  /** Xcode projects found, when there are any. */
  xcode: z.optional(
    model({
      /** Xcode projects and workspaces with shared schemes. */
      xcodeSchemeContainers: z.array(
        model({
          /** Path of the project or workspace. */
          path: z.string(),
          /** Its shared schemes: name, whether it has a test action, archive configuration. */
          sharedSchemes: z.array(
            model({
              /** The scheme's name. */
              name: z.string(),
              /** Whether the scheme has a test action. */
              hasTestAction: z.boolean(),
              /** The build configuration the scheme archives with. */
              archiveConfiguration: z.optional(z.string()),
            }),
          ),
          /** Path of the CocoaPods `Podfile`, when there is one. */
          podfilePath: z.optional(z.string()),
          /** Path of the Carthage `Cartfile`, when there is one. */
          cartfilePath: z.optional(z.string()),
          /** Hash of the Xcode project file. */
          xcodeProjectSha: z.optional(z.string()),
          /** Paths of the projects a workspace holds. */
          workspaceProjectPaths: z.optional(z.string()),
        }),
      ),
    }),
  ),
  /** Xamarin solutions found, when there are any. */
  xamarin: z.optional(
    model({
      /** The solutions: path, configurations and the default one. */
      xamarinSolutions: z.array(
        model({
          /** Path of the solution. */
          path: z.string(),
          /** The solution's configurations. */
          configurations: z.array(z.string()),
          /** The configuration used when none is chosen. */
          defaultConfiguration: z.optional(z.string()),
        }),
      ),
    }),
  ),
  /** UWP solutions found: path and configurations of each. */
  uwp: z.optional(
    model({
      /** The UWP solutions found. */
      uwpSolutions: z.array(
        model({
          /** Path of the solution. */
          path: z.string(),
          /** The solution's configurations. */
          configurations: z.array(z.string()),
        }),
      ),
    }),
  ),
  /** Device test projects found, when there are any. */
  testcloud: z.optional(
    model({
      /** The test projects. */
      projects: z.array(
        model({
          /** Path of the test project. */
          path: z.string(),
          /** The test framework the project uses. */
          frameworkType: openEnum(['Appium', 'Calabash', 'Espresso', 'UITest', 'Generated']),
          /** Settings found for the test framework. */
          frameworkProperties: z.optional(
            model({
              /** Configurations the framework can run. */
              configurations: names,
            }),
          ),
        }),
      ),
    }),
  ),
  /** Build scripts found (pre-build and post-build), by platform: name and path. */
  buildscripts: z.optional(
    recordOf(
      model({
        /** The script's name. */
        name: z.optional(z.string()),
        /** Path of the script in the repository. */
        path: z.optional(z.string()),
      }),
    ),
  ),
});
/** Projects found in the repository at a branch, per toolset. */
export type ToolsetProjects = z.infer<typeof ToolsetProjects>;
