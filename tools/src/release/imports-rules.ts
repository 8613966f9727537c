/**
 * Rules for a published package's `imports` map: its private `#` specifiers, such as a module with one
 * implementation for Node and one for browsers. Each target is held to the rules of an export (the workspace's
 * `@org/source` condition first, then `types`, built files under `dist/`); a target that differs by
 * environment has a `browser` branch first and a `default` branch, which Node and everything else take.
 */
import { conditionsProblems } from './exports-rules.js';

const environmentBranches = ['browser', 'default'] as const;

/** Problems of `manifest.imports`; empty when it is right or absent. */
export function importsProblems(manifest: Readonly<Record<string, unknown>>): string[] {
  const importsField = manifest['imports'];
  if (importsField === undefined) return [];
  if (!isRecord(importsField)) return ['"imports" must be an object of "#" specifiers'];
  const problems: string[] = [];
  for (const [specifier, target] of Object.entries(importsField)) {
    const where = `"imports"["${specifier}"]`;
    if (!/^#[^/]/.test(specifier)) {
      problems.push(`"imports" key "${specifier}" must start with "#" (and not "#/")`);
      continue;
    }
    if (isRecord(target) && 'browser' in target) problems.push(...branchedProblems(where, target));
    else problems.push(...conditionsProblems(where, target));
  }
  return problems;
}

function branchedProblems(where: string, target: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const keys = Object.keys(target);
  if (keys.join() !== environmentBranches.join()) {
    problems.push(`${where} must have exactly "browser" then "default" (the one Node takes), not ${keys.map((key) => `"${key}"`).join(', ')}`);
  }
  for (const branch of environmentBranches) {
    if (branch in target) problems.push(...conditionsProblems(`${where}["${branch}"]`, target[branch]));
  }
  return problems;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
