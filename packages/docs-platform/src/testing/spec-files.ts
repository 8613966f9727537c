import { fakeError, type FakeRequest } from '@org/http-core/testing';

/** A file received in a multipart part. */
export interface ReceivedFile {
  readonly filename: string;
  readonly content: string;
  readonly size: number;
}

/** Reads the file in multipart part `part`; a missing or empty file is a 400 `SPEC_FILE_EMPTY`. */
export async function receivedFile(req: FakeRequest, part: string): Promise<ReceivedFile> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data') || !(req.body instanceof Uint8Array)) {
    throw fakeError(400, 'SPEC_FILE_EMPTY', `Upload the file as multipart/form-data in the "${part}" part`);
  }
  let form: FormData;
  try {
    form = await new Response(req.body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw fakeError(400, 'SPEC_FILE_EMPTY', 'The multipart body could not be read');
  }
  const file = form.get(part);
  if (!(file instanceof Blob) || file.size === 0) throw fakeError(400, 'SPEC_FILE_EMPTY', `No file in the "${part}" part, or it is empty`);
  return { filename: file instanceof File ? file.name : part, content: await file.text(), size: file.size };
}

/**
 * The title and kind of an OpenAPI or Swagger document, in JSON or YAML; a 400 `SPEC_INVALID` when it is
 * neither or has no `info.title`.
 */
export function describeSpecification(content: string): { title: string; type: 'openapi' | 'swagger' } {
  const text = content.trim();
  let kind: string | undefined;
  let title: unknown;
  if (text.startsWith('{')) {
    try {
      const document = JSON.parse(text) as { openapi?: unknown; swagger?: unknown; info?: { title?: unknown } };
      kind = document.openapi !== undefined ? 'openapi' : document.swagger !== undefined ? 'swagger' : undefined;
      title = document.info?.title;
    } catch {
      throw fakeError(400, 'SPEC_INVALID', 'The file is not valid JSON');
    }
  } else {
    kind = /^openapi\s*:/m.test(text) ? 'openapi' : /^swagger\s*:/m.test(text) ? 'swagger' : undefined;
    title = /^info\s*:\s*\n(?:[ \t]+.*\n)*?[ \t]+title\s*:\s*["']?([^"'\n]+)["']?\s*$/m.exec(`${text}\n`)?.[1]?.trim();
  }
  if (kind === undefined) throw fakeError(400, 'SPEC_INVALID', 'The file is not an OpenAPI or Swagger document');
  if (typeof title !== 'string' || title === '') throw fakeError(400, 'SPEC_INVALID_SCHEMA', 'The document has no info.title');
  return { title, type: kind as 'openapi' | 'swagger' };
}
