/**
 * Resource names of the error reporting service; `.schema()` is what the operation table validates path
 * parameters with.
 */
import { resourceName } from '@org/http-core/google';

/**
 * A project, by id or number: `projects/{project}`. Owns error events and group statistics.
 *
 * @example
 * ```ts
 * projectName.format({ project: 'my-project' }); // 'projects/my-project'
 * ```
 */
export const projectName = resourceName('projects/{project}');

/** An error group: `projects/{project}/groups/{group}`; `{group}` is the group's `groupId`. */
export const groupName = resourceName('projects/{project}/groups/{group}');
