/**
 * `@org/docs-platform`: a typed client for the documentation platform service: project metadata, API
 * specification uploads, categories, changelogs, custom pages, docs, search, error pages and documentation
 * versions. Built on `@org/http-core`; a fake of the service for tests is in `@org/docs-platform/testing`.
 *
 * @packageDocumentation
 */
export { createDocsPlatformClient, docsPlatformUrl, type DocsPlatformClient, type DocsPlatformClientOptions } from './client.js';
export { docsVersion, docsVersionHeader } from './docs-version.js';
export { docsErrorParser } from './error-parser.js';
export { ApiSpecification, LegacySpecUpload, SpecFile, SpecUpload } from './models/api-specification.js';
export { Category } from './models/category.js';
export { Changelog, ChangelogInput, ChangelogType } from './models/changelog.js';
export { CustomPage, CustomPageInput } from './models/custom-page.js';
export { Doc, DocInput, DocSearchResult, DocType } from './models/doc.js';
export { Project } from './models/project.js';
export { Version, VersionInput } from './models/version.js';
export { apiSpecificationsList, apiSpecificationsUpload, apiSpecificationsUpdate, apiSpecificationsDelete } from './operations/api-specifications.js';
export { categoriesGet, categoriesListDocs } from './operations/categories.js';
export { changelogsList, changelogsCreate, changelogsGet, changelogsUpdate, changelogsDelete } from './operations/changelogs.js';
export { customPagesList, customPagesCreate, customPagesGet, customPagesUpdate, customPagesDelete } from './operations/custom-pages.js';
export { docsCreate, docsSearch, docsGet, docsUpdate, docsDelete } from './operations/docs.js';
export { errorsList } from './operations/errors.js';
export { legacySpecsUpload, legacySpecsUpdate, legacySpecsDelete } from './operations/legacy-specs.js';
export { projectGet } from './operations/project.js';
export { versionsList, versionsCreate, versionsGet, versionsUpdate, versionsDelete } from './operations/versions.js';
export { linkHeaderPaging, pageQuery } from './paging.js';
export { docsPlatformService, operations, type DocsPlatformGroups } from './service.js';
export { toSpecFile, type SpecFileOptions, type SpecSource } from './spec-source.js';
export type { UploadProgress, UploadProgressListener } from './upload-progress.js';
export { uploadMethod, type UploadInput, type UploadMethod, type UploadOptions } from './upload-methods.js';
export { type CallOptions, type PageIterator } from '@org/http-core';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createDocsPlatformClientFor } from './client-for.js';
export { docsPlatformServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
