/**
 * `@org/docs-platform/testing`: an in-memory fake of the documentation platform service on a real loopback
 * HTTP server, for your tests.
 *
 * @example
 * ```ts
 * import { startDocsPlatformFake } from '@org/docs-platform/testing';
 *
 * const fake = await startDocsPlatformFake();
 * try {
 *   const client = fake.client();
 *   const welcome = await client.docs.get({ slug: 'welcome' });
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import { fakeClientRetry, startFakeServer, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createDocsPlatformClient, type DocsPlatformClient, type DocsPlatformClientOptions } from '../client.js';
import { docsPlatformService } from '../service.js';
import { refuseCredential } from './auth-refusal.js';
import { docsErrorShape } from './error-shape.js';
import { categoryHandlers } from './handlers/categories.js';
import { docHandlers } from './handlers/docs.js';
import { changelogKind, customPageKind, pageHandlers } from './handlers/pages.js';
import { specificationHandlers } from './handlers/specifications.js';
import { versionHandlers } from './handlers/versions.js';
import { seedCategories, seedDocs, seedProject, seedVersion } from './seed.js';
import { DocsState, type StoredCategory, type StoredDoc, type StoredPage, type StoredSpecification, type StoredVersion } from './state.js';

export { AUTH_REFUSAL_MESSAGES } from './auth-refusal.js';
export { docsErrorShape } from './error-shape.js';
export type { StoredCategory, StoredDoc, StoredPage, StoredSpecification, StoredVersion } from './state.js';

/** Options of {@link startDocsPlatformFake}. */
export interface DocsPlatformFakeOptions extends FakeListenOptions {
  /** The API key the fake accepts as the Basic user name. Default: a generated one, `fake.apiKey`. */
  readonly apiKey?: string;
}

/** The path of the service's base address (`https://dash.readme.com/api/v1`). */
export const BASE_PATH = '/api/v1';

/** A running fake: the core fake server, its credential, its seed, and direct access to its state. */
export interface DocsPlatformFake extends FakeServer {
  /** The API key to pass as the client's `apiKey`. */
  readonly apiKey: string;
  /** The main version the fake starts with (`1.0`): pass it as the client's `docsVersion`. */
  readonly mainVersion: string;
  /** Slugs of the seeded categories of the main version. */
  readonly seedCategories: readonly string[];
  /** Versions by name. */
  version(name: string): StoredVersion | undefined;
  /** Every version. */
  versions(): StoredVersion[];
  /** A category of a version by slug. */
  category(version: string, slug: string): StoredCategory | undefined;
  /** A doc of a version by slug. */
  doc(version: string, slug: string): StoredDoc | undefined;
  /** Every doc of a version. */
  docs(version: string): StoredDoc[];
  /** A changelog entry by slug. */
  changelog(slug: string): StoredPage | undefined;
  /** A custom page by slug. */
  customPage(slug: string): StoredPage | undefined;
  /** An uploaded specification by id, with the file as received. */
  specification(id: string): StoredSpecification | undefined;
  /** Every uploaded specification. */
  specifications(): StoredSpecification[];
  /** Options of a client of this fake: `baseUrl`, its `apiKey`, the main version as `docsVersion`, and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): DocsPlatformClientOptions & { readonly baseUrl: string; readonly apiKey: string };
  /** A client of this fake: {@link DocsPlatformFake.clientOptions} with `options` over them (an `auth` there replaces the apiKey). */
  client(options?: Partial<DocsPlatformClientOptions>): DocsPlatformClient;
}

/**
 * Starts the fake on a free loopback port, below {@link BASE_PATH} as the service (`fake.url` ends with it), seeded with a main version `1.0`, three categories
 * (`getting-started`, `guides`, `api-errors`) and three docs (`welcome`, `authentication`, the error page
 * `rate-limited`). It answers 401 without HTTP Basic credentials carrying its API key as user name, requires
 * `x-readme-version` where the service does (400 `VERSION_EMPTY`), and answers errors in the service's shape
 * (`{ error, message, suggestion, docs, help }`). See the package README for every rule it enforces.
 */
export async function startDocsPlatformFake(options: DocsPlatformFakeOptions = {}): Promise<DocsPlatformFake> {
  const apiKey = options.apiKey ?? 'rdme_test_key_4b8e21';
  const state = new DocsState(seedDocs);
  const specs = specificationHandlers(state, 'spec');
  const legacy = specificationHandlers(state, 'swagger');
  const changelogs = pageHandlers(state, state.changelogs, changelogKind);
  const customPages = pageHandlers(state, state.customPages, customPageKind);
  const docs = docHandlers(state);
  const categories = categoryHandlers(state, seedProject);
  const versions = versionHandlers(state);
  const server = await startFakeServer({
    service: docsPlatformService,
    errorShape: docsErrorShape,
    // No key: 401 APIKEY_EMPTY; an unknown key: 401 APIKEY_NOTFOUND, with the service's texts.
    auth: { basic: (user) => user === apiKey, refuse: refuseCredential },
    // Handlers check bodies themselves, to answer with the service's own codes (DOC_INVALID, ...).
    validateBody: false,
    basePath: BASE_PATH,
    tls: options.tls,
    host: options.host,
    port: options.port,
    cors: options.cors,
    onReset: () => state.reset(),
    handlers: {
      'project.get': categories.project,
      'apiSpecifications.list': specs.list,
      'apiSpecifications.upload': specs.upload,
      'apiSpecifications.update': specs.update,
      'apiSpecifications.delete': specs.remove,
      'categories.get': categories.get,
      'categories.listDocs': categories.listDocs,
      'changelogs.list': changelogs.list,
      'changelogs.create': changelogs.create,
      'changelogs.get': changelogs.get,
      'changelogs.update': changelogs.update,
      'changelogs.delete': changelogs.delete,
      'customPages.list': customPages.list,
      'customPages.create': customPages.create,
      'customPages.get': customPages.get,
      'customPages.update': customPages.update,
      'customPages.delete': customPages.delete,
      'docs.create': docs.create,
      'docs.search': docs.search,
      'docs.get': docs.get,
      'docs.update': docs.update,
      'docs.delete': docs.delete,
      'errors.list': categories.errors,
      'legacySpecs.upload': legacy.upload,
      'legacySpecs.update': legacy.update,
      'legacySpecs.delete': legacy.remove,
      'versions.list': versions.list,
      'versions.create': versions.create,
      'versions.get': versions.get,
      'versions.update': versions.update,
      'versions.delete': versions.delete,
    },
  });
  const clientOptions = () => ({ baseUrl: server.url, apiKey, docsVersion: seedVersion, retry: fakeClientRetry });
  return Object.assign(server, {
    apiKey,
    mainVersion: seedVersion,
    seedCategories,
    version: (name: string) => state.findVersion(name),
    versions: () => state.versions.list(),
    category: (version: string, slug: string) => state.content.get(version)?.categories.get(slug),
    doc: (version: string, slug: string) => state.content.get(version)?.docs.get(slug),
    docs: (version: string) => state.content.get(version)?.docs.list() ?? [],
    changelog: (slug: string) => state.changelogs.get(slug),
    customPage: (slug: string) => state.customPages.get(slug),
    specification: (id: string) => state.specifications.get(id),
    specifications: () => state.specifications.list(),
    clientOptions,
    client: (options: Partial<DocsPlatformClientOptions> = {}) => {
      const { apiKey: credential, ...rest } = clientOptions();
      return createDocsPlatformClient({ ...rest, ...(options.auth === undefined ? { apiKey: credential } : {}), ...options });
    },
  });
}
