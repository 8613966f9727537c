/**
 * Rules for a published package's `exports` map: ESM only, `types` first, everything built under `dist/`.
 * The workspace's own `@org/source` condition (TypeScript sources, for development inside the repository)
 * may come before `types`; consumers never set it.
 */

/** The development-only condition that points workspace tools at a package's TypeScript sources. */
export const sourceCondition = '@org/source';

const publishedConditions = ['types', 'browser', 'import', 'default'] as const;

/** Problems of `manifest.exports` (and of `main`/`types`, which must agree with it); empty when it is right. */
export function exportsProblems(manifest: Readonly<Record<string, unknown>>): string[] {
  const exportsField = manifest['exports'];
  if (!isRecord(exportsField)) return ['"exports" must be an object of subpaths ("." and others)'];
  const problems: string[] = [];
  if (!('.' in exportsField)) problems.push('"exports" has no "." entry');
  for (const [subpath, target] of Object.entries(exportsField)) {
    if (!subpath.startsWith('.')) {
      problems.push(`"exports" key "${subpath}" is not a subpath (conditions belong inside a subpath)`);
      continue;
    }
    if (subpath === './package.json') {
      if (target !== './package.json') problems.push('"exports"["./package.json"] must be "./package.json"');
      continue;
    }
    problems.push(...conditionsProblems(`"exports"["${subpath}"]`, target));
  }
  const root = exportsField['.'];
  if (isRecord(root)) {
    const rootJs = root['import'] ?? root['default'];
    if (manifest['main'] !== undefined && manifest['main'] !== rootJs) problems.push(`"main" must equal the "." export (${String(rootJs)})`);
    if (manifest['types'] !== undefined && manifest['types'] !== root['types']) problems.push(`"types" must equal the "." export's types (${String(root['types'])})`);
  }
  if ('module' in manifest) problems.push('"module" is not needed: "exports" is what resolvers read');
  return problems;
}

/**
 * Problems of one target's conditions (`where` names it in the messages): the optional `@org/source` first,
 * then `types`, then `import` and/or `default`, all built files under `./dist/`.
 */
export function conditionsProblems(where: string, target: unknown): string[] {
  if (!isRecord(target)) return [`${where} must be an object of conditions, "types" first`];
  const problems: string[] = [];
  const conditions = Object.keys(target).filter((condition) => condition !== sourceCondition);
  if (Object.keys(target).indexOf(sourceCondition) > 0) problems.push(`${where}: "${sourceCondition}" must come first`);
  if (conditions[0] !== 'types') problems.push(`${where}: "types" must be the first condition`);
  for (const condition of conditions) {
    if (condition === 'require') problems.push(`${where}: "require" is not allowed: the package is ESM only`);
    else if (!(publishedConditions as readonly string[]).includes(condition)) problems.push(`${where}: unexpected condition "${condition}"`);
  }
  const types = target['types'];
  const js = [target['import'], target['default']].filter((value) => value !== undefined);
  if (js.length === 0) problems.push(`${where} needs "import" or "default"`);
  if (typeof types !== 'string' || !/^\.\/dist\/.+\.d\.ts$/.test(types)) problems.push(`${where}: "types" must be a ./dist/**/*.d.ts file`);
  const browser = target['browser'];
  if (browser !== undefined && browser !== String(js[0]).replace(/^\.\/dist\//, './dist/browser/')) {
    problems.push(`${where}: "browser" must be the one-module-per-source build of ${String(js[0])} under ./dist/browser/`);
  }
  for (const file of js) {
    if (typeof file !== 'string' || !/^\.\/dist\/.+\.js$/.test(file)) problems.push(`${where}: JavaScript targets must be ./dist/**/*.js files`);
    else if (typeof types === 'string' && types !== file.replace(/\.js$/, '.d.ts')) problems.push(`${where}: "types" (${types}) is not the declaration of ${file}`);
  }
  const source = target[sourceCondition];
  if (source !== undefined && (typeof source !== 'string' || !source.startsWith('./src/'))) problems.push(`${where}: "${sourceCondition}" must point into ./src/`);
  return problems;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
