/**
 * A service package's version is written once, in its `package.json`. Its `src/version.ts` says
 * `export const VERSION: string = PACKAGE_VERSION;`, and whatever turns the sources into JavaScript (the
 * package build, the browser bundles some tests make, Vitest) puts the version of the package the file belongs
 * to in place of `PACKAGE_VERSION`. Versioning a release then changes `package.json` files only: no source,
 * so no declaration, changes with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const versions = new Map();

/** The `version` of the nearest `package.json` above `file`. */
export function packageVersionOf(file) {
  for (let directory = dirname(file); ; directory = dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest)) {
      if (!versions.has(manifest)) versions.set(manifest, JSON.parse(readFileSync(manifest, 'utf8')).version);
      return versions.get(manifest);
    }
    if (dirname(directory) === directory) throw new Error(`no package.json above ${file}`);
  }
}

/** `text` (the source of `file`) with each `= PACKAGE_VERSION` assigning the package's version instead. */
export function withPackageVersion(file, text) {
  if (!text.includes('PACKAGE_VERSION')) return text;
  return text.replace(/=\s*PACKAGE_VERSION\b/g, () => `= ${JSON.stringify(packageVersionOf(file))}`);
}

/** The esbuild plugin that puts the version into each `version.ts` it loads. */
export function esbuildPackageVersion() {
  return {
    name: 'package-version',
    setup(build) {
      build.onLoad({ filter: /[\\/]version\.ts$/ }, ({ path }) => ({ contents: withPackageVersion(path, readFileSync(path, 'utf8')), loader: 'ts' }));
    },
  };
}

/** The same as a Vite (Vitest) plugin. */
export function vitePackageVersion() {
  return {
    name: 'package-version',
    enforce: 'pre',
    transform(code, id) {
      return /[\\/]version\.ts$/.test(id) ? { code: withPackageVersion(id, code), map: null } : undefined;
    },
  };
}
