/**
 * Branches and their build configurations. A branch is configured once (`configure`, 409 after that)
 * and then replaced (`reconfigure`) or deleted; reading, replacing or deleting a missing configuration
 * answers 404. `cloneFromBranch` copies another branch's configuration. The repository of the seeded
 * app holds one Android (Gradle) project: that is what toolset detection finds.
 */
import { fakeError, json } from '@org/http-core/testing';
import type { App, BranchConfiguration, ToolsetProjects } from '../../index.js';
import { appOf, type FakeContext } from '../context.js';
import { childKey } from '../state.js';
import { branchOf, commitUrl } from './repository.js';
import type { Handlers } from './types.js';

/** A configuration as pipeline YAML. */
export function toYaml(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === 'object' && item !== null ? `${indent}-\n${toYaml(item, `${indent}  `)}` : `${indent}- ${JSON.stringify(item)}`)).join('\n');
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) =>
      typeof item === 'object' && item !== null ? `${indent}${key}:\n${toYaml(item, `${indent}  `)}` : `${indent}${key}: ${JSON.stringify(item)}`,
    )
    .join('\n');
}

function detectProjects(app: App, os: string, platform: string, commit: string): ToolsetProjects {
  const result: ToolsetProjects = { commit };
  if (app.os === 'Android' && app.platform === 'Java' && os === 'Android' && platform === 'Java') {
    result.android = {
      gradleWrapperPath: 'gradlew',
      androidModules: [
        {
          name: 'app',
          isRoot: false,
          hasBundle: true,
          buildTypes: ['debug', 'release'],
          buildVariants: ['debug', 'release'],
          productFlavors: [],
          buildConfigurations: [{ name: 'release', signingConfig: { hasStoreFile: false } }],
        },
      ],
    };
    result.testcloud = { projects: [{ path: 'app/src/androidTest', frameworkType: 'Espresso' }] };
  }
  return result;
}

/** Handlers of `branches.*`. */
export function branchHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const missing = (branch: string) => fakeError(404, undefined, `Branch ${branch} is not configured for build`);
  const existing = (app: App, branch: string) => state.configs.require(childKey(app.id, branch), () => missing(branch));
  return {
    'branches.list': (req) => {
      const app = appOf(fake, req);
      const builds = state.childrenOf(state.builds, app.id);
      return json(
        200,
        [...state.extrasOf(app.id).branches.values()].map((branch) => {
          const head = branch.commits.at(-1)!;
          const last = builds.filter((b) => b.build.sourceBranch === branch.name).sort((a, b) => b.build.id - a.build.id)[0];
          return {
            branch: { name: branch.name, commit: { sha: head.sha, url: commitUrl(app, head.sha) } },
            configured: state.configs.has(childKey(app.id, branch.name)),
            ...(last ? { lastBuild: last.build } : {}),
          };
        }),
      );
    },
    'branches.getConfig': (req) => {
      const app = appOf(fake, req);
      branchOf(fake, app, req.params.branch!);
      return json(200, existing(app, req.params.branch!).config);
    },
    'branches.configure': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!).name;
      if (state.configs.has(childKey(app.id, branch))) throw fakeError(409, undefined, `Branch ${branch} is already configured; use reconfigure`);
      const body = req.body as Record<string, unknown> & { cloneFromBranch?: string };
      const base = body.cloneFromBranch === undefined ? {} : { ...existing(app, body.cloneFromBranch).config };
      const extras = state.extrasOf(app.id);
      const config: BranchConfiguration = { ...base, ...body, id: extras.nextConfigId++ };
      state.configs.set(childKey(app.id, branch), { appId: app.id, branch, config });
      return json(200, config);
    },
    'branches.reconfigure': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!).name;
      const current = existing(app, branch);
      const config: BranchConfiguration = { ...(req.body as Record<string, unknown>), id: current.config.id };
      state.configs.set(childKey(app.id, branch), { ...current, config });
      return json(200, config);
    },
    'branches.deleteConfig': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!).name;
      state.configs.remove(childKey(app.id, branch), () => missing(branch));
      return json(200, { message: `Deleted the build configuration of branch ${branch}` });
    },
    'branches.exportConfig': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!).name;
      const { config } = existing(app, branch);
      const pipeline = { trigger: { branches: [branch] }, configuration: config };
      return json(200, { yaml: req.query.get('format') === 'json' ? JSON.stringify(pipeline, null, 2) : `${toYaml(pipeline)}\n` });
    },
    'branches.listToolsetProjects': (req) => {
      const app = appOf(fake, req);
      const branch = branchOf(fake, app, req.params.branch!);
      return json(200, detectProjects(app, req.query.get('os')!, req.query.get('platform')!, branch.commits.at(-1)!.sha));
    },
  };
}
