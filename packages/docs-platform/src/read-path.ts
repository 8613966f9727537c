/**
 * Reading a file by path, in Node: the file is opened with `fs.openAsBlob`, so its bytes are read from disk
 * while it is sent rather than loaded up front. Browser bundlers get `read-path.browser.ts` instead (the
 * `#read-path` import of `package.json` chooses), so no bundle meets `node:fs`.
 */
import type * as NodeFs from 'node:fs';
import { ValidationError } from '@org/http-core';
import { pathNeedsNode, refuse } from './refuse.js';

/**
 * The file at `path` (a path or a `file:` URL) as a `Blob` read from disk as it is consumed. Throws a
 * `ValidationError` naming `field` when the path is not a file or cannot be read.
 */
export async function readPath(path: string | URL, field: string): Promise<Blob> {
  let fs: typeof NodeFs;
  try {
    fs = await import('node:fs');
  } catch {
    refuse(pathNeedsNode, field);
  }
  try {
    const stats = await fs.promises.stat(path);
    if (!stats.isFile()) refuse(`${String(path)} is not a file`, field);
    return await fs.openAsBlob(path);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const code = (error as { code?: string }).code ?? 'unreadable';
    refuse(`cannot read the file ${String(path)} (${code})`, field);
  }
}
