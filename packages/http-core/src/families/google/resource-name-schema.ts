/**
 * The light schema of a resource name (`@org/http-core/light`): what `resourceName(template).schema()` checks, for
 * a package whose schemas are light, so that its pages carry no zod.
 */
import { string, type LightString } from '../../light-kinds.js';
import { plainCheck } from '../../plain-checks.js';
import { resourceNameParser } from './resource-name.js';

/**
 * A light string schema accepting only names of `template`'s shape, for operation parameters: the check of
 * `resourceName(template).schema()`, refused with the same message.
 *
 * @example
 * ```ts
 * const project = { schema: resourceNameSchema('projects/{project}'), multiSegment: true };
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceNameSchema(template: string): LightString {
  const { parse } = resourceNameParser(template);
  return string().check(plainCheck((name: string) => parse(name) !== undefined, `must be a resource name like ${template}`));
}
