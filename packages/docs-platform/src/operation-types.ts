// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { DocsPlatformGroups } from './service.js';

/**
 * Input of `project.get` (Metadata of the current project).
 */
export type ProjectGetInput = OperationInput<DocsPlatformGroups['project']['get']>;
/**
 * Output of `project.get` (Metadata of the current project).
 */
export type ProjectGetOutput = OperationOutput<DocsPlatformGroups['project']['get']>;
/**
 * Input of `apiSpecifications.list` (API specification metadata).
 */
export type ApiSpecificationsListInput = OperationInput<DocsPlatformGroups['apiSpecifications']['list']>;
/**
 * Output of `apiSpecifications.list` (API specification metadata).
 */
export type ApiSpecificationsListOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['list']>;
/**
 * One item of the list `apiSpecifications.list` (API specification metadata).
 */
export type ApiSpecificationsListItem = OperationItem<DocsPlatformGroups['apiSpecifications']['list']>;
/**
 * Input of `apiSpecifications.upload` (Upload an API specification).
 */
export type ApiSpecificationsUploadInput = OperationInput<DocsPlatformGroups['apiSpecifications']['upload']>;
/**
 * Output of `apiSpecifications.upload` (Upload an API specification).
 */
export type ApiSpecificationsUploadOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['upload']>;
/**
 * Input of `apiSpecifications.update` (Update an API specification).
 */
export type ApiSpecificationsUpdateInput = OperationInput<DocsPlatformGroups['apiSpecifications']['update']>;
/**
 * Output of `apiSpecifications.update` (Update an API specification).
 */
export type ApiSpecificationsUpdateOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['update']>;
/**
 * Input of `apiSpecifications.delete` (Delete an API specification).
 */
export type ApiSpecificationsDeleteInput = OperationInput<DocsPlatformGroups['apiSpecifications']['delete']>;
/**
 * Output of `apiSpecifications.delete` (Delete an API specification).
 */
export type ApiSpecificationsDeleteOutput = OperationOutput<DocsPlatformGroups['apiSpecifications']['delete']>;
/**
 * Input of `categories.get` (Get category).
 */
export type CategoriesGetInput = OperationInput<DocsPlatformGroups['categories']['get']>;
/**
 * Output of `categories.get` (Get category).
 */
export type CategoriesGetOutput = OperationOutput<DocsPlatformGroups['categories']['get']>;
/**
 * Input of `categories.listDocs` (Docs of a category).
 */
export type CategoriesListDocsInput = OperationInput<DocsPlatformGroups['categories']['listDocs']>;
/**
 * Output of `categories.listDocs` (Docs of a category).
 */
export type CategoriesListDocsOutput = OperationOutput<DocsPlatformGroups['categories']['listDocs']>;
/**
 * Input of `changelogs.list` (List changelogs).
 */
export type ChangelogsListInput = OperationInput<DocsPlatformGroups['changelogs']['list']>;
/**
 * Output of `changelogs.list` (List changelogs).
 */
export type ChangelogsListOutput = OperationOutput<DocsPlatformGroups['changelogs']['list']>;
/**
 * One item of the list `changelogs.list` (List changelogs).
 */
export type ChangelogsListItem = OperationItem<DocsPlatformGroups['changelogs']['list']>;
/**
 * Input of `changelogs.create` (Create changelog).
 */
export type ChangelogsCreateInput = OperationInput<DocsPlatformGroups['changelogs']['create']>;
/**
 * Output of `changelogs.create` (Create changelog).
 */
export type ChangelogsCreateOutput = OperationOutput<DocsPlatformGroups['changelogs']['create']>;
/**
 * Input of `changelogs.get` (Get changelog).
 */
export type ChangelogsGetInput = OperationInput<DocsPlatformGroups['changelogs']['get']>;
/**
 * Output of `changelogs.get` (Get changelog).
 */
export type ChangelogsGetOutput = OperationOutput<DocsPlatformGroups['changelogs']['get']>;
/**
 * Input of `changelogs.update` (Update changelog).
 */
export type ChangelogsUpdateInput = OperationInput<DocsPlatformGroups['changelogs']['update']>;
/**
 * Output of `changelogs.update` (Update changelog).
 */
export type ChangelogsUpdateOutput = OperationOutput<DocsPlatformGroups['changelogs']['update']>;
/**
 * Input of `changelogs.delete` (Delete changelog).
 */
export type ChangelogsDeleteInput = OperationInput<DocsPlatformGroups['changelogs']['delete']>;
/**
 * Output of `changelogs.delete` (Delete changelog).
 */
export type ChangelogsDeleteOutput = OperationOutput<DocsPlatformGroups['changelogs']['delete']>;
/**
 * Input of `customPages.list` (List custom pages).
 */
export type CustomPagesListInput = OperationInput<DocsPlatformGroups['customPages']['list']>;
/**
 * Output of `customPages.list` (List custom pages).
 */
export type CustomPagesListOutput = OperationOutput<DocsPlatformGroups['customPages']['list']>;
/**
 * One item of the list `customPages.list` (List custom pages).
 */
export type CustomPagesListItem = OperationItem<DocsPlatformGroups['customPages']['list']>;
/**
 * Input of `customPages.create` (Create custom page).
 */
export type CustomPagesCreateInput = OperationInput<DocsPlatformGroups['customPages']['create']>;
/**
 * Output of `customPages.create` (Create custom page).
 */
export type CustomPagesCreateOutput = OperationOutput<DocsPlatformGroups['customPages']['create']>;
/**
 * Input of `customPages.get` (Get custom page).
 */
export type CustomPagesGetInput = OperationInput<DocsPlatformGroups['customPages']['get']>;
/**
 * Output of `customPages.get` (Get custom page).
 */
export type CustomPagesGetOutput = OperationOutput<DocsPlatformGroups['customPages']['get']>;
/**
 * Input of `customPages.update` (Update custom page).
 */
export type CustomPagesUpdateInput = OperationInput<DocsPlatformGroups['customPages']['update']>;
/**
 * Output of `customPages.update` (Update custom page).
 */
export type CustomPagesUpdateOutput = OperationOutput<DocsPlatformGroups['customPages']['update']>;
/**
 * Input of `customPages.delete` (Delete custom page).
 */
export type CustomPagesDeleteInput = OperationInput<DocsPlatformGroups['customPages']['delete']>;
/**
 * Output of `customPages.delete` (Delete custom page).
 */
export type CustomPagesDeleteOutput = OperationOutput<DocsPlatformGroups['customPages']['delete']>;
/**
 * Input of `docs.create` (Create doc).
 */
export type DocsCreateInput = OperationInput<DocsPlatformGroups['docs']['create']>;
/**
 * Output of `docs.create` (Create doc).
 */
export type DocsCreateOutput = OperationOutput<DocsPlatformGroups['docs']['create']>;
/**
 * Input of `docs.search` (Search docs).
 */
export type DocsSearchInput = OperationInput<DocsPlatformGroups['docs']['search']>;
/**
 * Output of `docs.search` (Search docs).
 */
export type DocsSearchOutput = OperationOutput<DocsPlatformGroups['docs']['search']>;
/**
 * Input of `docs.get` (Get doc).
 */
export type DocsGetInput = OperationInput<DocsPlatformGroups['docs']['get']>;
/**
 * Output of `docs.get` (Get doc).
 */
export type DocsGetOutput = OperationOutput<DocsPlatformGroups['docs']['get']>;
/**
 * Input of `docs.update` (Update doc).
 */
export type DocsUpdateInput = OperationInput<DocsPlatformGroups['docs']['update']>;
/**
 * Output of `docs.update` (Update doc).
 */
export type DocsUpdateOutput = OperationOutput<DocsPlatformGroups['docs']['update']>;
/**
 * Input of `docs.delete` (Delete doc).
 */
export type DocsDeleteInput = OperationInput<DocsPlatformGroups['docs']['delete']>;
/**
 * Output of `docs.delete` (Delete doc).
 */
export type DocsDeleteOutput = OperationOutput<DocsPlatformGroups['docs']['delete']>;
/**
 * Input of `errors.list` (Get errors).
 */
export type ErrorsListInput = OperationInput<DocsPlatformGroups['errors']['list']>;
/**
 * Output of `errors.list` (Get errors).
 */
export type ErrorsListOutput = OperationOutput<DocsPlatformGroups['errors']['list']>;
/**
 * Input of `legacySpecs.upload` (Upload a specification file; superseded by the API specification upload).
 *
 * @deprecated The service deprecates this operation.
 */
export type LegacySpecsUploadInput = OperationInput<DocsPlatformGroups['legacySpecs']['upload']>;
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
export type LegacySpecsUpdateInput = OperationInput<DocsPlatformGroups['legacySpecs']['update']>;
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
export type LegacySpecsDeleteInput = OperationInput<DocsPlatformGroups['legacySpecs']['delete']>;
/**
 * Output of `legacySpecs.delete` (Delete a specification file; superseded by the API specification delete).
 *
 * @deprecated The service deprecates this operation.
 */
export type LegacySpecsDeleteOutput = OperationOutput<DocsPlatformGroups['legacySpecs']['delete']>;
/**
 * Input of `versions.list` (List versions).
 */
export type VersionsListInput = OperationInput<DocsPlatformGroups['versions']['list']>;
/**
 * Output of `versions.list` (List versions).
 */
export type VersionsListOutput = OperationOutput<DocsPlatformGroups['versions']['list']>;
/**
 * Input of `versions.create` (Create version).
 */
export type VersionsCreateInput = OperationInput<DocsPlatformGroups['versions']['create']>;
/**
 * Output of `versions.create` (Create version).
 */
export type VersionsCreateOutput = OperationOutput<DocsPlatformGroups['versions']['create']>;
/**
 * Input of `versions.get` (Get version).
 */
export type VersionsGetInput = OperationInput<DocsPlatformGroups['versions']['get']>;
/**
 * Output of `versions.get` (Get version).
 */
export type VersionsGetOutput = OperationOutput<DocsPlatformGroups['versions']['get']>;
/**
 * Input of `versions.update` (Update version).
 */
export type VersionsUpdateInput = OperationInput<DocsPlatformGroups['versions']['update']>;
/**
 * Output of `versions.update` (Update version).
 */
export type VersionsUpdateOutput = OperationOutput<DocsPlatformGroups['versions']['update']>;
/**
 * Input of `versions.delete` (Delete version).
 */
export type VersionsDeleteInput = OperationInput<DocsPlatformGroups['versions']['delete']>;
/**
 * Output of `versions.delete` (Delete version).
 */
export type VersionsDeleteOutput = OperationOutput<DocsPlatformGroups['versions']['delete']>;
