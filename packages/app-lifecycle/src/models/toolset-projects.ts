import { openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

const names = z.optional(z.array(z.string()));

/** Projects found in the repository at a branch, per toolset. */
export const ToolsetProjects = z.looseObject({
  commit: z.optional(z.string()),
  android: z.optional(
    z.looseObject({
      gradleWrapperPath: z.optional(z.string()),
      androidModules: z.array(
        z.looseObject({
          name: z.string(),
          isRoot: z.optional(z.boolean()),
          hasBundle: z.optional(z.boolean()),
          buildTypes: names,
          buildVariants: names,
          productFlavors: names,
          buildConfigurations: z.optional(
            z.array(z.looseObject({ name: z.string(), signingConfig: z.optional(z.looseObject({ hasStoreFile: z.optional(z.boolean()) })) })),
          ),
        }),
      ),
    }),
  ),
  javascript: z.optional(
    z.looseObject({
      packageJsonPaths: z.array(z.string()),
      javascriptSolutions: z.optional(z.array(z.looseObject({ packageJsonPath: z.string(), reactNativeVersion: z.optional(z.string()) }))),
    }),
  ),
  xcode: z.optional(
    z.looseObject({
      xcodeSchemeContainers: z.array(
        z.looseObject({
          path: z.string(),
          sharedSchemes: z.array(z.looseObject({ name: z.string(), hasTestAction: z.boolean(), archiveConfiguration: z.optional(z.string()) })),
          podfilePath: z.optional(z.string()),
          cartfilePath: z.optional(z.string()),
          xcodeProjectSha: z.optional(z.string()),
          workspaceProjectPaths: z.optional(z.string()),
        }),
      ),
    }),
  ),
  xamarin: z.optional(
    z.looseObject({
      xamarinSolutions: z.array(z.looseObject({ path: z.string(), configurations: z.array(z.string()), defaultConfiguration: z.optional(z.string()) })),
    }),
  ),
  uwp: z.optional(z.looseObject({ uwpSolutions: z.array(z.looseObject({ path: z.string(), configurations: z.array(z.string()) })) })),
  testcloud: z.optional(
    z.looseObject({
      projects: z.array(
        z.looseObject({
          path: z.string(),
          frameworkType: openEnum(['Appium', 'Calabash', 'Espresso', 'UITest', 'Generated']),
          frameworkProperties: z.optional(z.looseObject({ configurations: names })),
        }),
      ),
    }),
  ),
  buildscripts: z.optional(z.record(z.string(), z.looseObject({ name: z.optional(z.string()), path: z.optional(z.string()) }))),
});
/** Projects found in the repository at a branch, per toolset. */
export type ToolsetProjects = z.infer<typeof ToolsetProjects>;
