import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the absolute path of a package's built ESM entry: the `import`
 * (else `default`) target of its `"."` export, or the export itself when it
 * is a plain string, falling back to `main`. Returns undefined when the
 * manifest names no entry.
 */
export function builtEntryPath(packageDir: string): string | undefined {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
    main?: unknown;
  };
  const rootExport = manifest.exports?.['.'];
  const target =
    typeof rootExport === 'string'
      ? rootExport
      : pickString(rootExport, 'import') ?? pickString(rootExport, 'default') ?? pickString(manifest, 'main');
  return target === undefined ? undefined : join(packageDir, target);
}

function pickString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const picked = (value as Record<string, unknown>)[key];
  return typeof picked === 'string' ? picked : undefined;
}
