/**
 * Vitest aliases for a package's own `#` imports (the `imports` field of its package.json). tsc resolves each
 * through the `@org/source` condition of its Node branch (`default`) to a TypeScript source; Vitest does not
 * set that condition, so without these aliases it would load the built copy in `dist/`, stale or missing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One alias, in the shape Vite's `resolve.alias` takes. */
export interface SourceImportAlias {
  readonly find: string;
  readonly replacement: string;
}

type ImportTarget = string | { readonly [condition: string]: ImportTarget };

function sourceOf(target: ImportTarget): string | undefined {
  if (typeof target === 'string') return undefined;
  const source = target['@org/source'];
  if (typeof source === 'string') return source;
  return target['default'] === undefined ? undefined : sourceOf(target['default']);
}

/** The aliases for the package whose directory is `packageDir` (a `file:` URL, e.g. `new URL('.', import.meta.url)`). */
export function sourceImportAliases(packageDir: URL): SourceImportAlias[] {
  const manifest = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as { imports?: Record<string, ImportTarget> };
  return Object.entries(manifest.imports ?? {}).flatMap(([find, target]) => {
    const source = sourceOf(target);
    return source === undefined ? [] : [{ find, replacement: fileURLToPath(new URL(source, packageDir)) }];
  });
}
