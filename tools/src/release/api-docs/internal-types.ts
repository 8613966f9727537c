/**
 * Type machinery a package keeps to itself: types whose TSDoc carries `@internal`. Public types may be built
 * from them (a mapped type behind a client's methods), so the reference names them without linking them, and
 * TypeDoc is told they are not exported on purpose instead of warning about each use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A TSDoc comment holding `@internal`, then the `type` or `interface` it documents. */
const internalDeclaration = /\/\*\*(?:(?!\*\/)[^])*?@internal\b(?:(?!\*\/)[^])*\*\/\s*(?:\/\/[^\n]*\n\s*)*(?:export\s+)?(?:type|interface)\s+([A-Za-z_$][\w$]*)/g;

/** Names of the `@internal` types and interfaces declared in `source`. */
export function internalTypeNames(source: string): string[] {
  return [...source.matchAll(internalDeclaration)].map((match) => match[1]!);
}

/** The `@internal` type names of every non-test source file under `srcDir`, sorted, without repeats. */
export function packageInternalTypes(srcDir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || /\.test\.ts$|\.d\.ts$/.test(entry.name)) continue;
    for (const name of internalTypeNames(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) names.add(name);
  }
  return [...names].sort();
}

/** `readonly roleAssignments: typeof roleAssignmentsGroup;` in a service's named groups type: the const it names. */
const groupMember = /^\s*readonly\s+[A-Za-z_$][\w$]*\s*:\s*typeof\s+([A-Za-z_$][\w$]*)\s*;/gm;

/**
 * The operation group tables a service's named groups type refers to (`typeof roleAssignmentsGroup`), read from
 * `src/service.ts`. The reference documents the client and the named operation types built from them; the tables
 * themselves are rendered in the package's `OPERATIONS.md`, so they are named without a link too.
 */
export function packageOperationGroups(srcDir: string): string[] {
  let source: string;
  try {
    source = readFileSync(join(srcDir, 'service.ts'), 'utf8');
  } catch {
    return [];
  }
  return [...new Set([...source.matchAll(groupMember)].map((match) => match[1]!))].sort();
}
