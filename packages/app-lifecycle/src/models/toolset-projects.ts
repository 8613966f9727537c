import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

const names = z.optional(z.array(z.string()));

/** Projects found in the repository at a branch, per toolset. */
export const ToolsetProjects = model({
  commit: z.optional(z.string()),
  android: z.optional(
    model({
      gradleWrapperPath: z.optional(z.string()),
      androidModules: z.array(
        model({
          name: z.string(),
          isRoot: z.optional(z.boolean()),
          hasBundle: z.optional(z.boolean()),
          buildTypes: names,
          buildVariants: names,
          productFlavors: names,
          buildConfigurations: z.optional(
            z.array(model({ name: z.string(), signingConfig: z.optional(model({ hasStoreFile: z.optional(z.boolean()) })) })),
          ),
        }),
      ),
    }),
  ),
  javascript: z.optional(
    model({
      packageJsonPaths: z.array(z.string()),
      javascriptSolutions: z.optional(z.array(model({ packageJsonPath: z.string(), reactNativeVersion: z.optional(z.string()) }))),
    }),
  ),
  xcode: z.optional(
    model({
      xcodeSchemeContainers: z.array(
        model({
          path: z.string(),
          sharedSchemes: z.array(model({ name: z.string(), hasTestAction: z.boolean(), archiveConfiguration: z.optional(z.string()) })),
          podfilePath: z.optional(z.string()),
          cartfilePath: z.optional(z.string()),
          xcodeProjectSha: z.optional(z.string()),
          workspaceProjectPaths: z.optional(z.string()),
        }),
      ),
    }),
  ),
  xamarin: z.optional(
    model({
      xamarinSolutions: z.array(model({ path: z.string(), configurations: z.array(z.string()), defaultConfiguration: z.optional(z.string()) })),
    }),
  ),
  uwp: z.optional(model({ uwpSolutions: z.array(model({ path: z.string(), configurations: z.array(z.string()) })) })),
  testcloud: z.optional(
    model({
      projects: z.array(
        model({
          path: z.string(),
          frameworkType: openEnum(['Appium', 'Calabash', 'Espresso', 'UITest', 'Generated']),
          frameworkProperties: z.optional(model({ configurations: names })),
        }),
      ),
    }),
  ),
  buildscripts: z.optional(z.record(z.string(), model({ name: z.optional(z.string()), path: z.optional(z.string()) }))),
});
/** Projects found in the repository at a branch, per toolset. */
export type ToolsetProjects = z.infer<typeof ToolsetProjects>;
