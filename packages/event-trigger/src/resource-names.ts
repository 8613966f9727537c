/**
 * Resource names of the event trigger service. Each template builds, parses and checks one kind of name. The
 * operation table and the models check a name with the light `resourceNameSchema(...)` of its template (the
 * checks of the template's `.schema()`), so that their pages carry no zod.
 */
import { resourceName } from '@org/http-core/google';

/** @internal The template of {@link projectName}, for the operation table's light check of a project. */
export const PROJECT_NAME = 'projects/{project}';

/**
 * A project: `projects/{project}`. Owns the locations collection.
 *
 * @example
 * ```ts
 * projectName.format({ project: 'my-project' }); // 'projects/my-project'
 * ```
 */
export const projectName = resourceName(PROJECT_NAME);

/** @internal The template of {@link locationName}, for the light checks of a location. */
export const LOCATION_NAME = 'projects/{project}/locations/{location}';

/** @internal A location name whose location is `-` (every location of the project), which only listing takes. */
export const ANY_LOCATION_NAME = 'projects/{project}/locations/-';

/**
 * A location of a project: `projects/{project}/locations/{location}`. Parent of triggers and operations.
 * The location `-` stands for every location of the project when listing triggers.
 */
export const locationName = resourceName(LOCATION_NAME);

/** @internal The template of {@link triggerName}, for the light checks of a trigger's name. */
export const TRIGGER_NAME = 'projects/{project}/locations/{location}/triggers/{trigger}';

/** A trigger: `projects/{project}/locations/{location}/triggers/{trigger}`. */
export const triggerName = resourceName(TRIGGER_NAME);

/** @internal The template of {@link operationName}, for the operation table's light check of an operation. */
export const OPERATION_NAME = 'projects/{project}/locations/{location}/operations/{operation}';

/** A long-running operation: `projects/{project}/locations/{location}/operations/{operation}`. */
export const operationName = resourceName(OPERATION_NAME);
