/**
 * Reading a file by path, in a browser: there is no file system to read, so a path is refused. Bundlers
 * resolving with the `browser` condition get this module for `#read-path` (see `package.json` `imports`);
 * Node gets `read-path.ts`.
 */
import { pathNeedsNode, refuse } from './refuse.js';

/** Refuses: a path can only be read in Node. Throws a `ValidationError` naming `field`. */
export async function readPath(_path: string | URL, field: string): Promise<Blob> {
  refuse(pathNeedsNode, field);
}
