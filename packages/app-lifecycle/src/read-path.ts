/**
 * Reading a file by path, in Node: the file is opened with `fs.openAsBlob`, so its bytes are streamed from
 * disk when the upload reads them rather than loaded up front. Browser bundlers get `read-path.browser.ts`
 * instead (the `#read-path` import of `package.json` chooses), so no bundle meets `node:fs`.
 */

/** The file at `path` (a path or a `file:` URL) as a `Blob` read from disk as it is consumed. */
export async function readPath(path: string | URL): Promise<Blob> {
  const { openAsBlob } = await import('node:fs');
  return openAsBlob(path);
}
