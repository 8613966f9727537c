import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedFiles } from '../generated-files.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { groupFile, layoutProblems, renderLayoutMap, serviceLayout, serviceNames } from './package-layout.js';
import { corePackageName, listServicePackages, readWorkspacePackage } from './workspace-packages.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const services = listServicePackages(root);

describe('the template of a service package', () => {
  it('applies to every package but the core', () => {
    expect(services.length).toBeGreaterThan(0);
    expect(services.map((pkg) => pkg.name)).not.toContain(corePackageName);
  });

  describe.each(services)('$name', (pkg) => {
    it('has the files of the map, the shared names, the one version module and its TSDoc where the template puts it', () => {
      expect(layoutProblems(pkg)).toEqual([]);
    });
  });

  it("is the map of the root README's section on how a service package is made", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const map = /```\n(packages\/<name>\/\n[\s\S]*?)\n```/.exec(readme)?.[1];
    expect(map).toBe(renderLayoutMap());
  });

  it('marks as generated exactly the files the generator writes', () => {
    expect(serviceLayout.filter((entry) => entry.generated).map((entry) => entry.path).sort()).toEqual(generatedFiles.map((file) => file.path).sort());
  });

  it('derives the names from the directory and a group file from its group', () => {
    expect(serviceNames('access-control')).toEqual({ camel: 'accessControl', pascal: 'AccessControl' });
    expect(serviceNames('webhooks')).toEqual({ camel: 'webhooks', pascal: 'Webhooks' });
    expect(groupFile('roleAssignments')).toBe('src/operations/role-assignments.ts');
  });
});

describe('layoutProblems of a package that departs from the template', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of packages/webhooks (sources and manifest) in a directory of the same name, and a way to edit it. */
  function copyOfWebhooks() {
    dir = mkdtempSync(join(tmpdir(), 'layout-'));
    const target = join(dir, 'webhooks');
    cpSync(join(root, 'packages', 'webhooks'), target, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
    const edit = (path: string, from: string, to: string) => {
      const text = readFileSync(join(target, path), 'utf8');
      expect(text).toContain(from);
      writeFileSync(join(target, path), text.replace(from, to));
    };
    return { target, edit, problems: () => layoutProblems(readWorkspacePackage(target)) };
  }

  it('finds nothing in an unchanged copy', () => {
    expect(copyOfWebhooks().problems()).toEqual([]);
  });

  it('names a missing file of the map', () => {
    const copy = copyOfWebhooks();
    rmSync(join(copy.target, 'src', 'client-options.ts'));
    expect(copy.problems()).toEqual(['src/client-options.ts is missing']);
  });

  it('names a group table of another name, a doc on a table entry, another version module and a missing generate script', () => {
    const copy = copyOfWebhooks();
    copy.edit('src/operations/subscriptions.ts', 'export const subscriptionsGroup = {', 'export const subscriptionsOperations = {');
    copy.edit('src/operations/settings.ts', '  get: settingsGet,', '  /** Gets the settings. */\n  get: settingsGet,');
    copy.edit('src/version.ts', 'export const VERSION: string = PACKAGE_VERSION;', "export const version = '0.1.0';");
    copy.edit('package.json', '"generate"', '"regenerate"');
    expect(copy.problems()).toEqual([
      'package.json: "scripts.generate" must be "vitest run src/docs.test.ts --update"',
      'src/version.ts must be the version module of package-layout.ts',
      "src/operations/settings.ts: settingsGroup.get has TSDoc; an operation's TSDoc is on settingsGet",
      'src/operations/subscriptions.ts must export const subscriptionsGroup = { ... } as const',
    ]);
  });

  it('names a group documented in service.ts, an operation without TSDoc and a factory of another name', () => {
    const copy = copyOfWebhooks();
    copy.edit('src/service.ts', '  readonly settings: typeof settingsGroup;', '  /** Settings. */\n  readonly settings: typeof settingsGroup;');
    copy.edit('src/operations/settings.ts', '/**\n * Clears the settings', '/*\n * Clears the settings');
    copy.edit('src/client-for.ts', 'export function createWebhooksClientFor', 'export function webhooksClientFor');
    expect(copy.problems()).toEqual([
      "src/service.ts: WebhooksGroups member settings has TSDoc; a group's TSDoc is on its table",
      "src/operations/settings.ts: settingsClear has no TSDoc (the operation's, shown on its method)",
      'src/client-for.ts must declare and export createWebhooksClientFor',
    ]);
  });
});
