import { defineService } from '@org/http-core';
import { docsPlatformServiceInfo } from './service-info.js';
import { apiSpecificationsGroup } from './operations/api-specifications.js';
import { categoriesGroup } from './operations/categories.js';
import { changelogsGroup } from './operations/changelogs.js';
import { customPagesGroup } from './operations/custom-pages.js';
import { docsGroup } from './operations/docs.js';
import { errorsGroup } from './operations/errors.js';
import { legacySpecsGroup } from './operations/legacy-specs.js';
import { projectGroup } from './operations/project.js';
import { versionsGroup } from './operations/versions.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type DocsPlatformGroups = {
  readonly project: typeof projectGroup;
  readonly apiSpecifications: typeof apiSpecificationsGroup;
  readonly categories: typeof categoriesGroup;
  readonly changelogs: typeof changelogsGroup;
  readonly customPages: typeof customPagesGroup;
  readonly docs: typeof docsGroup;
  readonly errors: typeof errorsGroup;
  readonly legacySpecs: typeof legacySpecsGroup;
  readonly versions: typeof versionsGroup;
};

/**
 * The documentation platform service as data: 31 operations, HTTP Basic credentials (the API key as user
 * name, a blank password), and the error body `{ error, message, suggestion, docs, help }`.
 */
export const docsPlatformService = defineService<DocsPlatformGroups>({
  ...docsPlatformServiceInfo,
  groups: {
    project: projectGroup,
    apiSpecifications: apiSpecificationsGroup,
    categories: categoriesGroup,
    changelogs: changelogsGroup,
    customPages: customPagesGroup,
    docs: docsGroup,
    errors: errorsGroup,
    legacySpecs: legacySpecsGroup,
    versions: versionsGroup,
  },
});

/**
 * Every operation of the documentation platform service, flat, in declaration order.
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = docsPlatformService.operations;
