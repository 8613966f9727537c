import type { Plugin as EsbuildPlugin } from 'esbuild';

/** The `version` of the nearest `package.json` above `file`. */
export function packageVersionOf(file: string): string;
/** `text` (the source of `file`) with each `= PACKAGE_VERSION` assigning the package's version instead. */
export function withPackageVersion(file: string, text: string): string;
/** The esbuild plugin that puts the version into each `version.ts` it loads. */
export function esbuildPackageVersion(): EsbuildPlugin;
/** The same as a Vite (Vitest) plugin. */
export function vitePackageVersion(): { name: string; enforce: 'pre'; transform(code: string, id: string): { code: string; map: null } | undefined };
