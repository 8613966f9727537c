/**
 * Reading a file by path, in a browser: there is no file system to read, so a path is refused. Bundlers
 * resolving with the `browser` condition get this module for `#read-path` (see `package.json` `imports`);
 * Node gets `read-path.ts`.
 */
import { ValidationError } from '@org/http-core';

/** Refuses: a path can only be read in Node. Throws a `ValidationError` naming the field `avatar`. */
export async function readPath(_path: string | URL): Promise<Blob> {
  throw new ValidationError('avatar: a path can only be read in Node; pass a Blob, bytes or a stream', { field: 'avatar' });
}
