import { defineService } from '@org/http-core';
import { docsPlatformServiceInfo } from './service-info.js';
import { apiSpecificationOperations } from './operations/api-specifications.js';
import { categoryOperations } from './operations/categories.js';
import { changelogOperations } from './operations/changelogs.js';
import { customPageOperations } from './operations/custom-pages.js';
import { docOperations } from './operations/docs.js';
import { errorOperations } from './operations/errors.js';
import { legacySpecOperations } from './operations/legacy-specs.js';
import { projectOperations } from './operations/project.js';
import { versionOperations } from './operations/versions.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type DocsPlatformGroups = {
  /** The project itself. */
  readonly project: typeof projectOperations;
  /** API specification uploads. */
  readonly apiSpecifications: typeof apiSpecificationOperations;
  /** Categories of a documentation version. */
  readonly categories: typeof categoryOperations;
  /** Changelog entries. */
  readonly changelogs: typeof changelogOperations;
  /** Custom pages. */
  readonly customPages: typeof customPageOperations;
  /** Doc pages of a documentation version. */
  readonly docs: typeof docOperations;
  /** Error pages. */
  readonly errors: typeof errorOperations;
  /** Deprecated specification uploads. */
  readonly legacySpecs: typeof legacySpecOperations;
  /** Documentation versions. */
  readonly versions: typeof versionOperations;
};

/**
 * The documentation platform service as data: 31 operations, HTTP Basic credentials (the API key as user
 * name, a blank password), and the error body `{ error, message, suggestion, docs, help }`.
 */
export const docsPlatformService = defineService<DocsPlatformGroups>({
  ...docsPlatformServiceInfo,
  groups: {
    /** The project itself. */
    project: projectOperations,
    /** API specification uploads. */
    apiSpecifications: apiSpecificationOperations,
    /** Categories of a documentation version. */
    categories: categoryOperations,
    /** Changelog entries. */
    changelogs: changelogOperations,
    /** Custom pages. */
    customPages: customPageOperations,
    /** Doc pages of a documentation version. */
    docs: docOperations,
    /** Error pages. */
    errors: errorOperations,
    /** Deprecated specification uploads. */
    legacySpecs: legacySpecOperations,
    /** Documentation versions. */
    versions: versionOperations,
  },
});

/** Every operation of the documentation platform service, flat, in declaration order. */
export const operations = docsPlatformService.operations;
