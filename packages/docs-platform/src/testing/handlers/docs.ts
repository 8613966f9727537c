import { empty, fakeError, json, type FakeHandler } from '@org/http-core/testing';
import { slugFor } from '../slugs.js';
import type { DocsState, StoredDoc } from '../state.js';

const docTypes = new Set(['basic', 'error', 'link']);

/**
 * Checks a doc body against a version: title, a category of that version, a known type, an existing parent
 * given as a string (the service types `parentDoc` as one; it answers `null` for a doc without a parent).
 */
function readDoc(state: DocsState, version: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fakeError(400, 'DOC_INVALID', 'The doc must be a JSON object');
  const body = value as Record<string, unknown>;
  if (typeof body.title !== 'string' || body.title === '') throw fakeError(400, 'DOC_INVALID', 'A doc needs a title');
  const content = state.contentOf(version);
  if (typeof body.category !== 'string' || !content.categories.list((c) => c._id === body.category).length) {
    throw fakeError(400, 'CATEGORY_INVALID', `The category ${String(body.category)} does not exist in version ${version}`);
  }
  if (body.type !== undefined && (typeof body.type !== 'string' || !docTypes.has(body.type))) throw fakeError(400, 'DOC_INVALID', `Unknown doc type ${String(body.type)}`);
  if (body.parentDoc !== undefined && typeof body.parentDoc !== 'string') {
    throw fakeError(400, 'DOC_INVALID', `parentDoc must be the _id of a doc (a string), not ${JSON.stringify(body.parentDoc)}`);
  }
  if (body.parentDoc !== undefined && !content.docs.list((d) => d._id === body.parentDoc).length) {
    throw fakeError(400, 'DOC_INVALID', `The parent doc ${String(body.parentDoc)} does not exist`);
  }
  return body;
}

const excerptOf = (body: string) => body.split('\n')[0]!.slice(0, 120);

/** Doc handlers: create, search, get, update, delete, all in the version of `x-readme-version`. */
export function docHandlers(state: DocsState): Record<'create' | 'search' | 'get' | 'update' | 'delete', FakeHandler> {
  const missing = (version: string, slug: string) => () =>
    fakeError(404, 'DOC_NOTFOUND', `The doc with the slug '${slug}' does not exist in version ${version}`);
  const find = (version: string, slug: string): StoredDoc => state.contentOf(version).docs.require(slug, missing(version, slug));
  return {
    create: (req) => {
      const { version } = state.versionFromHeader(req.headers);
      const fields = readDoc(state, version, req.body);
      const docs = state.contentOf(version).docs;
      const slug = slugFor(String(fields.title), (taken) => docs.has(taken));
      const at = state.now();
      const body = typeof fields.body === 'string' ? fields.body : '';
      const order = docs.list((d) => d.category === fields.category).length;
      const doc = docs.create(
        { type: 'basic', hidden: true, parentDoc: null, ...fields, body, excerpt: excerptOf(body), _id: state.nextId(), slug, order, version, createdAt: at, updatedAt: at } as StoredDoc,
        slug,
      );
      return json(201, doc);
    },
    search: (req) => {
      const { version } = state.versionFromHeader(req.headers);
      const term = (req.query.get('search') ?? '').toLowerCase();
      const titleHits: StoredDoc[] = [];
      const bodyHits: StoredDoc[] = [];
      for (const doc of state.contentOf(version).docs.list()) {
        if (doc.title.toLowerCase().includes(term)) titleHits.push(doc);
        else if (doc.body.toLowerCase().includes(term)) bodyHits.push(doc);
      }
      return json(200, { results: [...titleHits, ...bodyHits] });
    },
    get: (req) => json(200, find(state.versionFromHeader(req.headers).version, req.params.slug!)),
    update: (req) => {
      const { version } = state.versionFromHeader(req.headers);
      const current = find(version, req.params.slug!);
      const fields = readDoc(state, version, req.body);
      const body = typeof fields.body === 'string' ? fields.body : current.body;
      const doc = state.contentOf(version).docs.set(current.slug, {
        ...current,
        ...fields,
        body,
        excerpt: excerptOf(body),
        _id: current._id,
        slug: current.slug,
        version,
        createdAt: current.createdAt,
        updatedAt: state.now(),
      });
      return json(200, doc);
    },
    delete: (req) => {
      const { version } = state.versionFromHeader(req.headers);
      state.contentOf(version).docs.remove(req.params.slug!, missing(version, req.params.slug!));
      return empty(204);
    },
  };
}
