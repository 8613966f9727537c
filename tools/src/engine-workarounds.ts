/**
 * Service packages extend the engine through its declared extension points; they never pass a `fetch` of
 * their own to it, wrap its hooks, or cast and re-bind the client it makes. This finds the places in a
 * service package's shipped sources (its fake under `src/testing` and its tests excepted) that do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One place in a shipped source that works around the engine. */
export interface Workaround {
  /** File, relative to the package folder. */
  readonly file: string;
  readonly line: number;
  /** What it does. */
  readonly what: string;
  readonly text: string;
}

const patterns: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfetch\s*:/, 'passes a fetch of its own'],
  [/\bhooks\s*:\s*(\{|with|wrap)/, 'wraps or replaces the hooks'],
  [/\bbeforeError\s*(\(|:)/, 'defines a beforeError hook'],
  [/createClient\([^)]*\)\s*as\s+unknown\s+as/, 'casts the client to re-bind its methods'],
];

/** The workarounds in `packageDir/src`, outside `src/testing`, tests and test support. */
export function engineWorkarounds(packageDir: string): Workaround[] {
  const found: Workaround[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'test-support') walk(path);
        continue;
      }
      if (!entry.name.endsWith('.ts') || /\.test\.ts$/.test(entry.name)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          if (/^\s*(\*|\/\/)/.test(text)) return;
          for (const [pattern, what] of patterns) {
            if (pattern.test(text)) found.push({ file: relative(packageDir, path), line: index + 1, what, text: text.trim() });
          }
        });
    }
  };
  walk(join(packageDir, 'src'));
  return found;
}
