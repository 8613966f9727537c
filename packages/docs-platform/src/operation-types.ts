// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  PageIterator,
  PageOptions,
  ServiceClient,
} from '@org/http-core';
import type { DocsPlatformGroups } from './service.js';

/** Input of `project.get` (Metadata of the current project). */
export type ProjectGetInput = OperationInput<DocsPlatformGroups['project']['get']>;
/** Output of `project.get` (Metadata of the current project). */
export type ProjectGetOutput = OperationOutput<DocsPlatformGroups['project']['get']>;
/** Input of `apiSpecifications.list` (API specification metadata). */
export interface ApiSpecificationsListInput {
  /** Items per page, 1 to 100; the service's default is 10. */
  perPage?: OperationInput<DocsPlatformGroups['apiSpecifications']['list']>['perPage'];
  /** Page number, from 1; the service's default is 1. */
  page?: OperationInput<DocsPlatformGroups['apiSpecifications']['list']>['page'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['apiSpecifications']['list']>['docsVersion'];
}
/** Output of `apiSpecifications.list` (API specification metadata). */
export type ApiSpecificationsListOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['list']>;
/** One item of the list `apiSpecifications.list` (API specification metadata). */
export type ApiSpecificationsListItem = OperationItem<DocsPlatformGroups['apiSpecifications']['list']>;
/** Input of `apiSpecifications.upload` (Upload an API specification). */
export interface ApiSpecificationsUploadInput {
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['apiSpecifications']['upload']>['docsVersion'];
  /** The request body of `apiSpecifications.upload` (Upload an API specification), sent as multipart/form-data. */
  body: OperationInput<DocsPlatformGroups['apiSpecifications']['upload']>['body'];
}
/** Output of `apiSpecifications.upload` (Upload an API specification). */
export type ApiSpecificationsUploadOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['upload']>;
/** Input of `apiSpecifications.update` (Update an API specification). */
export interface ApiSpecificationsUpdateInput {
  /** Id of the API specification, as the list returns it. */
  id: OperationInput<DocsPlatformGroups['apiSpecifications']['update']>['id'];
  /** The request body of `apiSpecifications.update` (Update an API specification), sent as multipart/form-data. */
  body: OperationInput<DocsPlatformGroups['apiSpecifications']['update']>['body'];
}
/** Output of `apiSpecifications.update` (Update an API specification). */
export type ApiSpecificationsUpdateOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['update']>;
/** Input of `apiSpecifications.delete` (Delete an API specification). */
export interface ApiSpecificationsDeleteInput {
  /** Id of the API specification, as the list returns it. */
  id: OperationInput<DocsPlatformGroups['apiSpecifications']['delete']>['id'];
}
/** Output of `apiSpecifications.delete` (Delete an API specification). */
export type ApiSpecificationsDeleteOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['delete']>;
/** Input of `categories.get` (Get category). */
export interface CategoriesGetInput {
  /** Slug of the category. */
  slug: OperationInput<DocsPlatformGroups['categories']['get']>['slug'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['categories']['get']>['docsVersion'];
}
/** Output of `categories.get` (Get category). */
export type CategoriesGetOutput = OperationOutput<DocsPlatformGroups['categories']['get']>;
/** Input of `categories.listDocs` (Docs of a category). */
export interface CategoriesListDocsInput {
  /** Slug of the category. */
  slug: OperationInput<DocsPlatformGroups['categories']['listDocs']>['slug'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['categories']['listDocs']>['docsVersion'];
}
/** Output of `categories.listDocs` (Docs of a category). */
export type CategoriesListDocsOutput = OperationOutput<DocsPlatformGroups['categories']['listDocs']>;
/** Input of `changelogs.list` (List changelogs). */
export interface ChangelogsListInput {
  /** Items per page, 1 to 100; the service's default is 10. */
  perPage?: OperationInput<DocsPlatformGroups['changelogs']['list']>['perPage'];
  /** Page number, from 1; the service's default is 1. */
  page?: OperationInput<DocsPlatformGroups['changelogs']['list']>['page'];
}
/** Output of `changelogs.list` (List changelogs). */
export type ChangelogsListOutput = OperationOutput<DocsPlatformGroups['changelogs']['list']>;
/** One item of the list `changelogs.list` (List changelogs). */
export type ChangelogsListItem = OperationItem<DocsPlatformGroups['changelogs']['list']>;
/** Input of `changelogs.create` (Create changelog). */
export interface ChangelogsCreateInput {
  /** The request body of `changelogs.create` (Create changelog), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['changelogs']['create']>['body'];
}
/** Output of `changelogs.create` (Create changelog). */
export type ChangelogsCreateOutput = OperationOutput<DocsPlatformGroups['changelogs']['create']>;
/** Input of `changelogs.get` (Get changelog). */
export interface ChangelogsGetInput {
  /** Slug of the changelog entry. */
  slug: OperationInput<DocsPlatformGroups['changelogs']['get']>['slug'];
}
/** Output of `changelogs.get` (Get changelog). */
export type ChangelogsGetOutput = OperationOutput<DocsPlatformGroups['changelogs']['get']>;
/** Input of `changelogs.update` (Update changelog). */
export interface ChangelogsUpdateInput {
  /** Slug of the changelog entry. */
  slug: OperationInput<DocsPlatformGroups['changelogs']['update']>['slug'];
  /** The request body of `changelogs.update` (Update changelog), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['changelogs']['update']>['body'];
}
/** Output of `changelogs.update` (Update changelog). */
export type ChangelogsUpdateOutput = OperationOutput<DocsPlatformGroups['changelogs']['update']>;
/** Input of `changelogs.delete` (Delete changelog). */
export interface ChangelogsDeleteInput {
  /** Slug of the changelog entry. */
  slug: OperationInput<DocsPlatformGroups['changelogs']['delete']>['slug'];
}
/** Output of `changelogs.delete` (Delete changelog). */
export type ChangelogsDeleteOutput = OperationOutput<DocsPlatformGroups['changelogs']['delete']>;
/** Input of `customPages.list` (List custom pages). */
export interface CustomPagesListInput {
  /** Items per page, 1 to 100; the service's default is 10. */
  perPage?: OperationInput<DocsPlatformGroups['customPages']['list']>['perPage'];
  /** Page number, from 1; the service's default is 1. */
  page?: OperationInput<DocsPlatformGroups['customPages']['list']>['page'];
}
/** Output of `customPages.list` (List custom pages). */
export type CustomPagesListOutput = OperationOutput<DocsPlatformGroups['customPages']['list']>;
/** One item of the list `customPages.list` (List custom pages). */
export type CustomPagesListItem = OperationItem<DocsPlatformGroups['customPages']['list']>;
/** Input of `customPages.create` (Create custom page). */
export interface CustomPagesCreateInput {
  /** The request body of `customPages.create` (Create custom page), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['customPages']['create']>['body'];
}
/** Output of `customPages.create` (Create custom page). */
export type CustomPagesCreateOutput = OperationOutput<DocsPlatformGroups['customPages']['create']>;
/** Input of `customPages.get` (Get custom page). */
export interface CustomPagesGetInput {
  /** Slug of the custom page. */
  slug: OperationInput<DocsPlatformGroups['customPages']['get']>['slug'];
}
/** Output of `customPages.get` (Get custom page). */
export type CustomPagesGetOutput = OperationOutput<DocsPlatformGroups['customPages']['get']>;
/** Input of `customPages.update` (Update custom page). */
export interface CustomPagesUpdateInput {
  /** Slug of the custom page. */
  slug: OperationInput<DocsPlatformGroups['customPages']['update']>['slug'];
  /** The request body of `customPages.update` (Update custom page), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['customPages']['update']>['body'];
}
/** Output of `customPages.update` (Update custom page). */
export type CustomPagesUpdateOutput = OperationOutput<DocsPlatformGroups['customPages']['update']>;
/** Input of `customPages.delete` (Delete custom page). */
export interface CustomPagesDeleteInput {
  /** Slug of the custom page. */
  slug: OperationInput<DocsPlatformGroups['customPages']['delete']>['slug'];
}
/** Output of `customPages.delete` (Delete custom page). */
export type CustomPagesDeleteOutput = OperationOutput<DocsPlatformGroups['customPages']['delete']>;
/** Input of `docs.create` (Create doc). */
export interface DocsCreateInput {
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['docs']['create']>['docsVersion'];
  /** The request body of `docs.create` (Create doc), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['docs']['create']>['body'];
}
/** Output of `docs.create` (Create doc). */
export type DocsCreateOutput = OperationOutput<DocsPlatformGroups['docs']['create']>;
/** Input of `docs.search` (Search docs). */
export interface DocsSearchInput {
  /** Text to search the docs for. */
  search: OperationInput<DocsPlatformGroups['docs']['search']>['search'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['docs']['search']>['docsVersion'];
}
/** Output of `docs.search` (Search docs). */
export type DocsSearchOutput = OperationOutput<DocsPlatformGroups['docs']['search']>;
/** Input of `docs.get` (Get doc). */
export interface DocsGetInput {
  /** Slug of the doc page. */
  slug: OperationInput<DocsPlatformGroups['docs']['get']>['slug'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['docs']['get']>['docsVersion'];
}
/** Output of `docs.get` (Get doc). */
export type DocsGetOutput = OperationOutput<DocsPlatformGroups['docs']['get']>;
/** Input of `docs.update` (Update doc). */
export interface DocsUpdateInput {
  /** Slug of the doc page. */
  slug: OperationInput<DocsPlatformGroups['docs']['update']>['slug'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['docs']['update']>['docsVersion'];
  /** The request body of `docs.update` (Update doc), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['docs']['update']>['body'];
}
/** Output of `docs.update` (Update doc). */
export type DocsUpdateOutput = OperationOutput<DocsPlatformGroups['docs']['update']>;
/** Input of `docs.delete` (Delete doc). */
export interface DocsDeleteInput {
  /** Slug of the doc page. */
  slug: OperationInput<DocsPlatformGroups['docs']['delete']>['slug'];
  /** Documentation version (x-readme-version); defaults to the client docsVersion */
  docsVersion?: OperationInput<DocsPlatformGroups['docs']['delete']>['docsVersion'];
}
/** Output of `docs.delete` (Delete doc). */
export type DocsDeleteOutput = OperationOutput<DocsPlatformGroups['docs']['delete']>;
/** Input of `errors.list` (Get errors). */
export type ErrorsListInput = OperationInput<DocsPlatformGroups['errors']['list']>;
/** Output of `errors.list` (Get errors). */
export type ErrorsListOutput = OperationOutput<DocsPlatformGroups['errors']['list']>;
/**
 * Input of `legacySpecs.upload` (Upload a specification file; superseded by the API specification upload).
 *
 * @deprecated The service deprecates this operation.
 */
export interface LegacySpecsUploadInput {
  /** The request body of `legacySpecs.upload` (Upload a specification file; superseded by the API specification upload), sent as multipart/form-data. */
  body: OperationInput<DocsPlatformGroups['legacySpecs']['upload']>['body'];
}
/**
 * Output of `legacySpecs.upload` (Upload a specification file; superseded by the API specification upload).
 *
 * @deprecated The service deprecates this operation.
 */
export type LegacySpecsUploadOutput = OperationOutput<DocsPlatformGroups['legacySpecs']['upload']>;
/**
 * Input of `legacySpecs.update` (Update a specification file; superseded by the API specification update).
 *
 * @deprecated The service deprecates this operation.
 */
export interface LegacySpecsUpdateInput {
  /** Id of the specification, as the upload returned it. */
  id: OperationInput<DocsPlatformGroups['legacySpecs']['update']>['id'];
  /** The request body of `legacySpecs.update` (Update a specification file; superseded by the API specification update), sent as multipart/form-data. */
  body: OperationInput<DocsPlatformGroups['legacySpecs']['update']>['body'];
}
/**
 * Output of `legacySpecs.update` (Update a specification file; superseded by the API specification update).
 *
 * @deprecated The service deprecates this operation.
 */
export type LegacySpecsUpdateOutput = OperationOutput<DocsPlatformGroups['legacySpecs']['update']>;
/**
 * Input of `legacySpecs.delete` (Delete a specification file; superseded by the API specification delete).
 *
 * @deprecated The service deprecates this operation.
 */
export interface LegacySpecsDeleteInput {
  /** Id of the specification, as the upload returned it. */
  id: OperationInput<DocsPlatformGroups['legacySpecs']['delete']>['id'];
}
/**
 * Output of `legacySpecs.delete` (Delete a specification file; superseded by the API specification delete).
 *
 * @deprecated The service deprecates this operation.
 */
export type LegacySpecsDeleteOutput = OperationOutput<DocsPlatformGroups['legacySpecs']['delete']>;
/** Input of `versions.list` (List versions). */
export type VersionsListInput = OperationInput<DocsPlatformGroups['versions']['list']>;
/** Output of `versions.list` (List versions). */
export type VersionsListOutput = OperationOutput<DocsPlatformGroups['versions']['list']>;
/** Input of `versions.create` (Create version). */
export interface VersionsCreateInput {
  /** The request body of `versions.create` (Create version), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['versions']['create']>['body'];
}
/** Output of `versions.create` (Create version). */
export type VersionsCreateOutput = OperationOutput<DocsPlatformGroups['versions']['create']>;
/** Input of `versions.get` (Get version). */
export interface VersionsGetInput {
  /** The version, e.g. `v1.0`. */
  versionId: OperationInput<DocsPlatformGroups['versions']['get']>['versionId'];
}
/** Output of `versions.get` (Get version). */
export type VersionsGetOutput = OperationOutput<DocsPlatformGroups['versions']['get']>;
/** Input of `versions.update` (Update version). */
export interface VersionsUpdateInput {
  /** The version, e.g. `v1.0`. */
  versionId: OperationInput<DocsPlatformGroups['versions']['update']>['versionId'];
  /** The request body of `versions.update` (Update version), sent as JSON. */
  body: OperationInput<DocsPlatformGroups['versions']['update']>['body'];
}
/** Output of `versions.update` (Update version). */
export type VersionsUpdateOutput = OperationOutput<DocsPlatformGroups['versions']['update']>;
/** Input of `versions.delete` (Delete version). */
export interface VersionsDeleteInput {
  /** The version, e.g. `v1.0`. */
  versionId: OperationInput<DocsPlatformGroups['versions']['delete']>['versionId'];
}
/** Output of `versions.delete` (Delete version). */
export type VersionsDeleteOutput = OperationOutput<DocsPlatformGroups['versions']['delete']>;
/** The documentation project itself. */
export interface ProjectMethods {
  /** Reads the metadata of the project the API key belongs to (name, subdomain, published address, plan). */
  get(input?: ProjectGetInput, options?: CallOptions): ApiPromise<ProjectGetOutput>;
}
/** API specifications (OpenAPI or Swagger files) that generate the reference section. */
export interface ApiSpecificationsMethods {
  /**
   * Lists the API specifications of a documentation version, a page at a time (`page`, `perPage`, following
   * the `Link` header). Iterate it: `for await (const spec of client.apiSpecifications.list())`.
   */
  list(input?: ApiSpecificationsListInput, options?: CallOptions & PageOptions): PageIterator<ApiSpecificationsListItem, ApiSpecificationsListOutput>;
  /**
   * Uploads an API specification into a documentation version, as a multipart file in the `spec` part. The
   * client takes a path, a `Buffer`, a `Blob` or a stream, and reports upload progress with
   * `onUploadProgress`. Not retried automatically (a POST).
   */
  upload(input: ApiSpecificationsUploadInput, options?: CallOptions): ApiPromise<ApiSpecificationsUploadOutput>;
  /** Replaces an uploaded API specification with a new file (same sources and progress as `upload`). */
  update(input: ApiSpecificationsUpdateInput, options?: CallOptions): ApiPromise<ApiSpecificationsUpdateOutput>;
  /** Deletes an uploaded API specification and the reference pages it generated. */
  delete(input: ApiSpecificationsDeleteInput, options?: CallOptions): ApiPromise<ApiSpecificationsDeleteOutput>;
}
/** Categories of a documentation version (read-only here). */
export interface CategoriesMethods {
  /** Gets a category of a documentation version by its slug; its `_id` is what a doc's `category` names. */
  get(input: CategoriesGetInput, options?: CallOptions): ApiPromise<CategoriesGetOutput>;
  /** Lists the docs of a category in a documentation version. */
  listDocs(input: CategoriesListDocsInput, options?: CallOptions): ApiPromise<CategoriesListDocsOutput>;
}
/** Changelog entries of the project (not tied to a documentation version). */
export interface ChangelogsMethods {
  /** Lists changelog entries, newest first, a page at a time (`page`, `perPage`, following the `Link` header). */
  list(input?: ChangelogsListInput, options?: CallOptions & PageOptions): PageIterator<ChangelogsListItem, ChangelogsListOutput>;
  /** Creates a changelog entry; its slug is made from the title. Not retried automatically (a POST). */
  create(input: ChangelogsCreateInput, options?: CallOptions): ApiPromise<ChangelogsCreateOutput>;
  /** Gets a changelog entry by slug. */
  get(input: ChangelogsGetInput, options?: CallOptions): ApiPromise<ChangelogsGetOutput>;
  /** Replaces a changelog entry's title, type, body and visibility; the slug stays. */
  update(input: ChangelogsUpdateInput, options?: CallOptions): ApiPromise<ChangelogsUpdateOutput>;
  /** Deletes a changelog entry. */
  delete(input: ChangelogsDeleteInput, options?: CallOptions): ApiPromise<ChangelogsDeleteOutput>;
}
/** Custom pages of the project (not tied to a documentation version). */
export interface CustomPagesMethods {
  /** Lists custom pages, a page at a time (`page`, `perPage`, following the `Link` header). */
  list(input?: CustomPagesListInput, options?: CallOptions & PageOptions): PageIterator<CustomPagesListItem, CustomPagesListOutput>;
  /** Creates a custom page in Markdown or HTML; its slug is made from the title. Not retried automatically (a POST). */
  create(input: CustomPagesCreateInput, options?: CallOptions): ApiPromise<CustomPagesCreateOutput>;
  /** Gets a custom page by slug. */
  get(input: CustomPagesGetInput, options?: CallOptions): ApiPromise<CustomPagesGetOutput>;
  /** Replaces a custom page's content and visibility; the slug stays. */
  update(input: CustomPagesUpdateInput, options?: CallOptions): ApiPromise<CustomPagesUpdateOutput>;
  /** Deletes a custom page. */
  delete(input: CustomPagesDeleteInput, options?: CallOptions): ApiPromise<CustomPagesDeleteOutput>;
}
/** Doc pages of a documentation version. Every operation needs the version (`docsVersion`). */
export interface DocsMethods {
  /**
   * Creates a doc page in a category of a documentation version; its slug is made from the title. Not
   * retried automatically (a POST).
   */
  create(input: DocsCreateInput, options?: CallOptions): ApiPromise<DocsCreateOutput>;
  /** Searches the titles and bodies of the docs of a documentation version. */
  search(input: DocsSearchInput, options?: CallOptions): ApiPromise<DocsSearchOutput>;
  /** Gets a doc page by slug. */
  get(input: DocsGetInput, options?: CallOptions): ApiPromise<DocsGetOutput>;
  /** Replaces a doc page's title, type, body, category, visibility and parent; the slug stays. */
  update(input: DocsUpdateInput, options?: CallOptions): ApiPromise<DocsUpdateOutput>;
  /** Deletes a doc page. */
  delete(input: DocsDeleteInput, options?: CallOptions): ApiPromise<DocsDeleteOutput>;
}
/** The project's error pages. */
export interface ErrorsMethods {
  /** Lists the project's error pages: the docs of type `error` that describe the API's errors. */
  list(input?: ErrorsListInput, options?: CallOptions): ApiPromise<ErrorsListOutput>;
}
/**
 * The first generation of specification uploads, deprecated by the service in favour of
 * `apiSpecifications`. Each logs a warning once per client when first used.
 */
export interface LegacySpecsMethods {
  /**
   * Uploads a specification file in the `swagger` part.
   *
   * @deprecated Superseded by `apiSpecifications.upload`.
   */
  upload(input: LegacySpecsUploadInput, options?: CallOptions): ApiPromise<LegacySpecsUploadOutput>;
  /**
   * Replaces a specification file.
   *
   * @deprecated Superseded by `apiSpecifications.update`.
   */
  update(input: LegacySpecsUpdateInput, options?: CallOptions): ApiPromise<LegacySpecsUpdateOutput>;
  /**
   * Deletes a specification file.
   *
   * @deprecated Superseded by `apiSpecifications.delete`.
   */
  delete(input: LegacySpecsDeleteInput, options?: CallOptions): ApiPromise<LegacySpecsDeleteOutput>;
}
/** Documentation versions. */
export interface VersionsMethods {
  /** Lists every documentation version of the project. */
  list(input?: VersionsListInput, options?: CallOptions): ApiPromise<VersionsListOutput>;
  /**
   * Creates a documentation version as a fork of `from` (its categories and docs are copied). Not retried
   * automatically (a POST).
   */
  create(input: VersionsCreateInput, options?: CallOptions): ApiPromise<VersionsCreateOutput>;
  /** Gets a documentation version. */
  get(input: VersionsGetInput, options?: CallOptions): ApiPromise<VersionsGetOutput>;
  /**
   * Updates a documentation version: rename, codename, beta, hidden, deprecated, or make it the main one.
   * The main version cannot be demoted (make another one main instead).
   */
  update(input: VersionsUpdateInput, options?: CallOptions): ApiPromise<VersionsUpdateOutput>;
  /** Deletes a documentation version with its docs. The main version cannot be deleted. */
  delete(input: VersionsDeleteInput, options?: CallOptions): ApiPromise<VersionsDeleteOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface DocsPlatformMethods {
  /** The documentation project itself. */
  readonly project: ProjectMethods;
  /** API specifications (OpenAPI or Swagger files) that generate the reference section. */
  readonly apiSpecifications: ApiSpecificationsMethods;
  /** Categories of a documentation version (read-only here). */
  readonly categories: CategoriesMethods;
  /** Changelog entries of the project (not tied to a documentation version). */
  readonly changelogs: ChangelogsMethods;
  /** Custom pages of the project (not tied to a documentation version). */
  readonly customPages: CustomPagesMethods;
  /** Doc pages of a documentation version. Every operation needs the version (`docsVersion`). */
  readonly docs: DocsMethods;
  /** The project's error pages. */
  readonly errors: ErrorsMethods;
  /**
   * The first generation of specification uploads, deprecated by the service in favour of
   * `apiSpecifications`. Each logs a warning once per client when first used.
   */
  readonly legacySpecs: LegacySpecsMethods;
  /** Documentation versions. */
  readonly versions: VersionsMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<DocsPlatformMethods, ServiceClient<DocsPlatformGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<ApiSpecificationsListInput, OperationInput<DocsPlatformGroups['apiSpecifications']['list']>>>,
  Assert<Same<ApiSpecificationsUploadInput, OperationInput<DocsPlatformGroups['apiSpecifications']['upload']>>>,
  Assert<Same<ApiSpecificationsUpdateInput, OperationInput<DocsPlatformGroups['apiSpecifications']['update']>>>,
  Assert<Same<ApiSpecificationsDeleteInput, OperationInput<DocsPlatformGroups['apiSpecifications']['delete']>>>,
  Assert<Same<CategoriesGetInput, OperationInput<DocsPlatformGroups['categories']['get']>>>,
  Assert<Same<CategoriesListDocsInput, OperationInput<DocsPlatformGroups['categories']['listDocs']>>>,
  Assert<Same<ChangelogsListInput, OperationInput<DocsPlatformGroups['changelogs']['list']>>>,
  Assert<Same<ChangelogsCreateInput, OperationInput<DocsPlatformGroups['changelogs']['create']>>>,
  Assert<Same<ChangelogsGetInput, OperationInput<DocsPlatformGroups['changelogs']['get']>>>,
  Assert<Same<ChangelogsUpdateInput, OperationInput<DocsPlatformGroups['changelogs']['update']>>>,
  Assert<Same<ChangelogsDeleteInput, OperationInput<DocsPlatformGroups['changelogs']['delete']>>>,
  Assert<Same<CustomPagesListInput, OperationInput<DocsPlatformGroups['customPages']['list']>>>,
  Assert<Same<CustomPagesCreateInput, OperationInput<DocsPlatformGroups['customPages']['create']>>>,
  Assert<Same<CustomPagesGetInput, OperationInput<DocsPlatformGroups['customPages']['get']>>>,
  Assert<Same<CustomPagesUpdateInput, OperationInput<DocsPlatformGroups['customPages']['update']>>>,
  Assert<Same<CustomPagesDeleteInput, OperationInput<DocsPlatformGroups['customPages']['delete']>>>,
  Assert<Same<DocsCreateInput, OperationInput<DocsPlatformGroups['docs']['create']>>>,
  Assert<Same<DocsSearchInput, OperationInput<DocsPlatformGroups['docs']['search']>>>,
  Assert<Same<DocsGetInput, OperationInput<DocsPlatformGroups['docs']['get']>>>,
  Assert<Same<DocsUpdateInput, OperationInput<DocsPlatformGroups['docs']['update']>>>,
  Assert<Same<DocsDeleteInput, OperationInput<DocsPlatformGroups['docs']['delete']>>>,
  Assert<Same<LegacySpecsUploadInput, OperationInput<DocsPlatformGroups['legacySpecs']['upload']>>>,
  Assert<Same<LegacySpecsUpdateInput, OperationInput<DocsPlatformGroups['legacySpecs']['update']>>>,
  Assert<Same<LegacySpecsDeleteInput, OperationInput<DocsPlatformGroups['legacySpecs']['delete']>>>,
  Assert<Same<VersionsCreateInput, OperationInput<DocsPlatformGroups['versions']['create']>>>,
  Assert<Same<VersionsGetInput, OperationInput<DocsPlatformGroups['versions']['get']>>>,
  Assert<Same<VersionsUpdateInput, OperationInput<DocsPlatformGroups['versions']['update']>>>,
  Assert<Same<VersionsDeleteInput, OperationInput<DocsPlatformGroups['versions']['delete']>>>,
];
