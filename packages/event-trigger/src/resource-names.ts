/**
 * Resource names of the event trigger service. Each template builds, parses and checks one kind of name;
 * `.schema()` is what the operation table validates path parameters with.
 */
import { resourceName } from '@org/http-core/google';

/**
 * A project: `projects/{project}`. Owns the locations collection.
 *
 * @example
 * ```ts
 * projectName.format({ project: 'my-project' }); // 'projects/my-project'
 * ```
 */
export const projectName = resourceName('projects/{project}');

/**
 * A location of a project: `projects/{project}/locations/{location}`. Parent of triggers and operations.
 * The location `-` stands for every location of the project when listing triggers.
 */
export const locationName = resourceName('projects/{project}/locations/{location}');

/** A trigger: `projects/{project}/locations/{location}/triggers/{trigger}`. */
export const triggerName = resourceName('projects/{project}/locations/{location}/triggers/{trigger}');

/** A long-running operation: `projects/{project}/locations/{location}/operations/{operation}`. */
export const operationName = resourceName('projects/{project}/locations/{location}/operations/{operation}');
