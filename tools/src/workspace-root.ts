import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Walks up from `start` to the nearest directory holding `nx.json` and
 * returns it. Throws when no such directory exists.
 */
export function findWorkspaceRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no nx.json found above ${start}`);
    dir = parent;
  }
}
