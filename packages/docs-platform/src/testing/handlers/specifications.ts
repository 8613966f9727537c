import { empty, fakeError, json, type FakeHandler } from '@org/http-core/testing';
import { numberedPage } from '../link-header.js';
import { describeSpecification, receivedFile } from '../spec-files.js';
import type { DocsState, StoredSpecification } from '../state.js';

/** The metadata answered for a specification: everything but the file's text. */
export function specificationView(spec: StoredSpecification): Record<string, unknown> {
  const { content: _content, filename: _filename, size: _size, ...shown } = spec;
  return shown;
}

/** Handlers shared by the API specification and the legacy specification operations. */
export function specificationHandlers(state: DocsState, part: 'spec' | 'swagger') {
  const upload: FakeHandler = async (req) => {
    const version = part === 'spec' ? state.versionFromHeader(req.headers) : state.stable();
    const file = await receivedFile(req, part);
    const { title, type } = describeSpecification(file.content);
    const spec = state.specifications.create((id) => ({
      _id: id,
      title,
      type,
      source: 'api',
      version: version.version,
      lastSynced: state.now(),
      filename: file.filename,
      content: file.content,
      size: file.size,
    }), state.nextId());
    return json(201, specificationView(spec));
  };

  const missing = (id: string | undefined) => () => fakeError(404, 'SPEC_NOTFOUND', `There is no API specification with id ${id}`);

  const update: FakeHandler = async (req) => {
    const current = state.specifications.require(req.params.id!, missing(req.params.id));
    const file = await receivedFile(req, part);
    const { title, type } = describeSpecification(file.content);
    const spec = state.specifications.update(current._id, { title, type, lastSynced: state.now(), filename: file.filename, content: file.content, size: file.size })!;
    return json(200, specificationView(spec));
  };

  const remove: FakeHandler = (req) => {
    state.specifications.remove(req.params.id!, missing(req.params.id));
    return empty(204);
  };

  const list: FakeHandler = (req, ctx) => {
    const version = state.versionFromHeader(req.headers);
    const specs = state.specifications.list((spec) => spec.version === version.version).map(specificationView);
    const page = numberedPage(specs, req.query, `${ctx.baseUrl}/api-specification`);
    return json(200, page.items, page.headers);
  };

  return { upload, update, remove, list };
}
