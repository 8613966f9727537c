import { fakeError, json, type FakeHandler } from '@org/http-core/testing';
import type { DocsState, StoredVersion } from '../state.js';

const flags = ['is_beta', 'is_hidden', 'is_deprecated'] as const;

function bodyOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fakeError(400, 'VERSION_INVALID', 'The version must be a JSON object');
  return value as Record<string, unknown>;
}

/** Copies the categories and docs of `from` into `to`, with new ids and the docs' categories remapped. */
function fork(state: DocsState, from: string, to: string): void {
  const source = state.contentOf(from);
  const target = state.contentOf(to);
  const ids = new Map<string, string>();
  for (const category of source.categories.list()) {
    const _id = state.nextId();
    ids.set(category._id, _id);
    target.categories.create({ ...category, _id, version: to }, category.slug);
  }
  const docIds = new Map<string, string>();
  const docs = source.docs.list();
  for (const doc of docs) docIds.set(doc._id, state.nextId());
  for (const doc of docs) {
    target.docs.create(
      { ...doc, _id: docIds.get(doc._id)!, category: ids.get(doc.category) ?? doc.category, parentDoc: doc.parentDoc && (docIds.get(doc.parentDoc) ?? null), version: to },
      doc.slug,
    );
  }
}

/** Moves everything of version `from` to the name `to`. */
function rename(state: DocsState, from: string, to: string): void {
  const content = state.content.get(from);
  state.content.delete(from);
  if (content) {
    state.content.set(to, content);
    for (const category of content.categories.list()) content.categories.update(category.slug, { version: to });
    for (const doc of content.docs.list()) content.docs.update(doc.slug, { version: to });
  }
  for (const spec of state.specifications.list((s) => s.version === from)) state.specifications.update(spec._id, { version: to });
}

/** Makes `name` the only main version. */
function promote(state: DocsState, name: string): void {
  for (const version of state.versions.list((v) => v.is_stable && v.version !== name)) state.versions.update(version.version, { is_stable: false });
}

/**
 * Version handlers. A new version forks `from` (copying its categories and docs); the main version cannot
 * be demoted (400 `VERSION_CANT_DEMOTE_STABLE`) or deleted (400 `VERSION_CANT_REMOVE_STABLE`); making another
 * version main moves the role.
 */
export function versionHandlers(state: DocsState): Record<'list' | 'create' | 'get' | 'update' | 'delete', FakeHandler> {
  const find = (name: string): StoredVersion => {
    const version = state.findVersion(name);
    if (!version) throw fakeError(404, 'VERSION_NOTFOUND', `The version ${name} does not exist`);
    return version;
  };
  return {
    list: () => json(200, state.versions.list()),
    create: (req) => {
      const body = bodyOf(req.body);
      if (typeof body.version !== 'string' || body.version.trim() === '') throw fakeError(400, 'VERSION_EMPTY', 'A version needs a version number');
      if (typeof body.from !== 'string' || body.from === '') throw fakeError(400, 'VERSION_FORK_EMPTY', 'A new version needs the version to fork from');
      if (body.is_deprecated !== undefined) throw fakeError(400, 'VERSION_INVALID', 'is_deprecated can only be set on an existing version');
      if (state.findVersion(body.version)) throw fakeError(400, 'VERSION_DUPLICATE', `The version ${body.version} already exists`);
      const base = state.findVersion(body.from);
      if (!base) throw fakeError(404, 'VERSION_FORK_NOTFOUND', `The version ${body.from} to fork from does not exist`);
      const { from: _from, ...fields } = body;
      const created = state.versions.create(
        {
          codename: '',
          is_beta: true,
          is_hidden: false,
          ...fields,
          is_deprecated: false,
          is_stable: body.is_stable === true,
          _id: state.nextId(),
          version: body.version,
          version_clean: body.version.replace(/^v/i, ''),
          forked_from: base.version,
          createdAt: state.now(),
        } as StoredVersion,
        body.version,
      );
      fork(state, base.version, created.version);
      if (created.is_stable) promote(state, created.version);
      return json(200, created);
    },
    get: (req) => json(200, find(req.params.versionId!)),
    update: (req) => {
      const current = find(req.params.versionId!);
      const body = bodyOf(req.body);
      if (typeof body.version !== 'string' || body.version.trim() === '') throw fakeError(400, 'VERSION_EMPTY', 'A version needs a version number');
      if (current.is_stable && body.is_stable === false) {
        throw fakeError(400, 'VERSION_CANT_DEMOTE_STABLE', `${current.version} is the main version; make another version main instead`);
      }
      const renamed = body.version !== current.version;
      if (renamed && state.findVersion(body.version)) throw fakeError(400, 'VERSION_DUPLICATE', `The version ${body.version} already exists`);
      const { from: _from, ...fields } = body;
      const next: StoredVersion = { ...current, ...fields, version: body.version, version_clean: body.version.replace(/^v/i, ''), is_stable: current.is_stable || body.is_stable === true };
      for (const flag of flags) if (typeof body[flag] !== 'boolean') next[flag] = current[flag];
      if (renamed) {
        state.versions.delete(current.version);
        state.versions.create(next, next.version);
        rename(state, current.version, next.version);
      } else {
        state.versions.set(current.version, next);
      }
      if (next.is_stable) promote(state, next.version);
      return json(200, state.versions.get(next.version));
    },
    delete: (req) => {
      const current = find(req.params.versionId!);
      if (current.is_stable) throw fakeError(400, 'VERSION_CANT_REMOVE_STABLE', `${current.version} is the main version and cannot be deleted`);
      state.versions.delete(current.version);
      state.content.delete(current.version);
      for (const spec of state.specifications.list((s) => s.version === current.version)) state.specifications.delete(spec._id);
      return json(200, { removed: true });
    },
  };
}
