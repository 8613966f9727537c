import { createStore, fakeError, type MemoryStore } from '@org/http-core/testing';

/** A documentation version as the fake keeps it. */
export interface StoredVersion {
  _id: string;
  version: string;
  version_clean: string;
  codename: string;
  is_stable: boolean;
  is_beta: boolean;
  is_hidden: boolean;
  is_deprecated: boolean;
  forked_from?: string;
  createdAt: string;
  [field: string]: unknown;
}

/** A category of one version. */
export interface StoredCategory {
  _id: string;
  title: string;
  slug: string;
  order: number;
  reference: boolean;
  version: string;
  createdAt: string;
}

/** A doc page of one version; fields the fake does not know are kept. */
export interface StoredDoc {
  _id: string;
  title: string;
  slug: string;
  type: string;
  body: string;
  excerpt: string;
  category: string;
  hidden: boolean;
  parentDoc: string | null;
  order: number;
  version: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** A changelog entry or a custom page; fields the fake does not know are kept. */
export interface StoredPage {
  _id: string;
  title: string;
  slug: string;
  body: string;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** An uploaded API specification, with the file as received. */
export interface StoredSpecification {
  _id: string;
  title: string;
  type: 'openapi' | 'swagger';
  source: string;
  version: string;
  lastSynced: string;
  /** The file name of the uploaded part. */
  filename: string;
  /** The file's text. */
  content: string;
  /** The file's size in bytes. */
  size: number;
}

/** Categories and docs of one documentation version. */
export interface VersionContent {
  readonly categories: MemoryStore<StoredCategory>;
  readonly docs: MemoryStore<StoredDoc>;
}

/** The fake's state; `reset()` returns to the seed. */
export class DocsState {
  readonly versions = createStore<StoredVersion>();
  readonly changelogs = createStore<StoredPage>();
  readonly customPages = createStore<StoredPage>();
  readonly specifications = createStore<StoredSpecification>();
  readonly content = new Map<string, VersionContent>();
  #ids = 0;
  #ticks = 0;
  readonly #seed: (state: DocsState) => void;

  constructor(seed: (state: DocsState) => void) {
    this.#seed = seed;
    this.reset();
  }

  /** A fresh 24-hex-digit id, deterministic from the start or the last reset. */
  nextId(): string {
    return (++this.#ids).toString(16).padStart(24, '0');
  }

  /** A timestamp one minute after the previous one, from 2024-01-01T00:00:00Z. */
  now(): string {
    return new Date(Date.UTC(2024, 0, 1) + this.#ticks++ * 60_000).toISOString();
  }

  /** The main version. */
  stable(): StoredVersion {
    return this.versions.list((v) => v.is_stable)[0]!;
  }

  /** The version named `name` (with or without a leading `v`), or `undefined`. */
  findVersion(name: string): StoredVersion | undefined {
    const clean = name.replace(/^v/i, '');
    return this.versions.get(name) ?? this.versions.list((v) => v.version_clean === clean)[0];
  }

  /** The categories and docs of a version, created empty on first use. */
  contentOf(version: string): VersionContent {
    let found = this.content.get(version);
    if (!found) {
      found = { categories: createStore<StoredCategory>(), docs: createStore<StoredDoc>() };
      this.content.set(version, found);
    }
    return found;
  }

  /**
   * The version named by the request's `x-readme-version` header: a 400 when the header is missing, a 404
   * when it names no version.
   */
  versionFromHeader(headers: Readonly<Record<string, string>>): StoredVersion {
    const name = headers['x-readme-version'];
    if (!name) throw fakeError(400, 'VERSION_EMPTY', 'The x-readme-version header is required for this operation');
    const version = this.findVersion(name);
    if (!version) throw fakeError(404, 'VERSION_NOTFOUND', `The version ${name} does not exist`);
    return version;
  }

  reset(): void {
    for (const store of [this.versions, this.changelogs, this.customPages, this.specifications]) store.clear();
    this.content.clear();
    this.#ids = 0;
    this.#ticks = 0;
    this.#seed(this);
  }
}
