import { ValidationError } from '@org/http-core';

/** Why a path is refused where there is no file system to read it from. */
export const pathNeedsNode = 'a path can only be read in Node; pass a Blob, bytes or a stream';

/** Throws the `ValidationError` of a refused input, `<field>: <message>`, naming the field. */
export function refuse(message: string, field: string): never {
  throw new ValidationError(`${field}: ${message}`, { field });
}
