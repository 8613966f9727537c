import { empty, fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { MemoryStore } from '@org/http-core/testing';
import { numberedPage } from '../link-header.js';
import { slugFor } from '../slugs.js';
import type { DocsState, StoredPage } from '../state.js';

/** How one kind of page (changelog entries, custom pages) is checked and named in errors. */
export interface PageKind {
  /** Path of the list, e.g. `/changelogs`. */
  readonly path: string;
  /** Error code prefix: `CHANGELOG` or `CUSTOMPAGE`. */
  readonly code: string;
  /** What it is called in messages. */
  readonly noun: string;
  /** Checks a body, throwing a 400 `<code>_INVALID`; returns the fields to store. */
  readonly read: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Defaults of a new page. */
  readonly defaults: Record<string, unknown>;
  /** Newest first in lists. */
  readonly newestFirst: boolean;
}

function bodyOf(value: unknown, kind: PageKind): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fakeError(400, `${kind.code}_INVALID`, `The ${kind.noun} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** List, create, get, update and delete for one kind of page, stored by slug. */
export function pageHandlers(state: DocsState, store: MemoryStore<StoredPage>, kind: PageKind): Record<'list' | 'create' | 'get' | 'update' | 'delete', FakeHandler> {
  const missing = (slug: string) => () => fakeError(404, `${kind.code}_NOTFOUND`, `The ${kind.noun} with the slug '${slug}' does not exist`);
  const find = (slug: string) => store.require(slug, missing(slug));
  return {
    list: (req, ctx) => {
      const all = store.list();
      const ordered = kind.newestFirst ? all.reverse() : all;
      const page = numberedPage(ordered, req.query, `${ctx.baseUrl}${kind.path}`);
      return json(200, page.items, page.headers);
    },
    create: (req) => {
      const fields = kind.read(bodyOf(req.body, kind));
      const slug = slugFor(String(fields.title), (taken) => store.has(taken));
      const at = state.now();
      const page = store.create({ ...kind.defaults, ...fields, _id: state.nextId(), slug, createdAt: at, updatedAt: at } as StoredPage, slug);
      return json(201, page);
    },
    get: (req) => json(200, find(req.params.slug!)),
    update: (req) => {
      const current = find(req.params.slug!);
      const fields = kind.read(bodyOf(req.body, kind));
      const page = store.set(current.slug, { ...current, ...fields, _id: current._id, slug: current.slug, createdAt: current.createdAt, updatedAt: state.now() });
      return json(200, page);
    },
    delete: (req) => {
      store.remove(req.params.slug!, missing(req.params.slug!));
      return empty(204);
    },
  };
}

const changelogTypes = new Set(['', 'added', 'fixed', 'improved', 'deprecated', 'removed']);

/** Changelog entries: `title` and `body` required, `type` one of the known kinds; newest first. */
export const changelogKind: PageKind = {
  path: '/changelogs',
  code: 'CHANGELOG',
  noun: 'changelog',
  newestFirst: true,
  defaults: { type: '', hidden: true },
  read: (body) => {
    if (typeof body.title !== 'string' || body.title === '') throw fakeError(400, 'CHANGELOG_INVALID', 'A changelog needs a title');
    if (typeof body.body !== 'string') throw fakeError(400, 'CHANGELOG_INVALID', 'A changelog needs a body');
    if (body.type !== undefined && (typeof body.type !== 'string' || !changelogTypes.has(body.type))) {
      throw fakeError(400, 'CHANGELOG_INVALID', `Unknown changelog type ${String(body.type)}`);
    }
    return body;
  },
};

/** Custom pages: `title` required; `htmlmode` shows `html` instead of `body`. */
export const customPageKind: PageKind = {
  path: '/custompages',
  code: 'CUSTOMPAGE',
  noun: 'custom page',
  newestFirst: false,
  defaults: { body: '', html: '', htmlmode: false, hidden: true },
  read: (body) => {
    if (typeof body.title !== 'string' || body.title === '') throw fakeError(400, 'CUSTOMPAGE_INVALID', 'A custom page needs a title');
    if (body.htmlmode === true && typeof body.html !== 'string') throw fakeError(400, 'CUSTOMPAGE_INVALID', 'htmlmode needs html');
    return body;
  },
};
