/** Reading a multipart upload the way the service does. */
import { fakeError } from '@org/http-core/testing';

/** One uploaded file. */
export interface UploadedFile {
  readonly bytes: Uint8Array;
  readonly type: string;
  readonly fileName: string;
}

/** The file in multipart field `field`; answers 400 when the body is not multipart or has no such file. */
export async function uploadedFile(body: unknown, contentType: string | undefined, field: string): Promise<UploadedFile> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data') || !(body instanceof Uint8Array)) {
    throw fakeError(400, undefined, 'Expected a multipart/form-data body');
  }
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw fakeError(400, undefined, 'The multipart body could not be read');
  }
  const part = form.get(field);
  if (!(part instanceof Blob)) throw fakeError(400, undefined, `The multipart body has no file field '${field}'`);
  if (part.size === 0) throw fakeError(400, undefined, `The file in '${field}' is empty`);
  return {
    bytes: new Uint8Array(await part.arrayBuffer()),
    type: part.type || 'application/octet-stream',
    fileName: part instanceof File ? part.name : field,
  };
}
