import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { DocsState } from '../state.js';

/** Category handlers (read-only), in the version of `x-readme-version`; plus the error pages and the project. */
export function categoryHandlers(state: DocsState, project: Record<string, unknown>): Record<'get' | 'listDocs' | 'errors' | 'project', FakeHandler> {
  const find = (headers: Readonly<Record<string, string>>, slug: string) => {
    const { version } = state.versionFromHeader(headers);
    const category = state
      .contentOf(version)
      .categories.require(slug, () => fakeError(404, 'CATEGORY_NOTFOUND', `The category with the slug '${slug}' does not exist in version ${version}`));
    return { version, category };
  };
  return {
    get: (req) => json(200, find(req.headers, req.params.slug!).category),
    listDocs: (req) => {
      const { version, category } = find(req.headers, req.params.slug!);
      const docs = state.contentOf(version).docs.list((doc) => doc.category === category._id);
      return json(200, docs.sort((a, b) => a.order - b.order));
    },
    errors: () => json(200, state.contentOf(state.stable().version).docs.list((doc) => doc.type === 'error')),
    project: () => json(200, project),
  };
}
