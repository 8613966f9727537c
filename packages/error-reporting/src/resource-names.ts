/**
 * Resource names of the error reporting service. The operation table and the models check a name with the light
 * `resourceNameSchema(PROJECT_NAME)` and `resourceNameSchema(GROUP_NAME)`, the checks of `projectName.schema()` and
 * `groupName.schema()`.
 */
import { resourceName } from '@org/http-core/google';

/** @internal The template of {@link projectName}, for the operation table's light check of a project. */
export const PROJECT_NAME = 'projects/{project}';

/**
 * A project, by id or number: `projects/{project}`. Owns error events and group statistics.
 *
 * @example
 * ```ts
 * projectName.format({ project: 'my-project' }); // 'projects/my-project'
 * ```
 */
export const projectName = resourceName(PROJECT_NAME);

/** @internal The template of {@link groupName}, for the light checks of a group's name. */
export const GROUP_NAME = 'projects/{project}/groups/{group}';

/** An error group: `projects/{project}/groups/{group}`; `{group}` is the group's `groupId`. */
export const groupName = resourceName(GROUP_NAME);
