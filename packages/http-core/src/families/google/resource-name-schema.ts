/**
 * The light schema of a resource name (`@org/http-core/light`): what `resourceName(template).schema()` checks, for
 * a package whose schemas are light, so that its pages carry no zod.
 */
import { string, type LightString } from '../../light-kinds.js';
import { plainCheck } from '../../plain-checks.js';
import { isSegment } from './resource-name.js';

/**
 * A light string schema accepting only names of `template`'s shape, for operation parameters: the check of
 * `resourceName(template).schema()`, refused with the same message. The template is read as written, not checked
 * itself (a segment starting with `{` is a variable, any other a literal), so that a page carries no parser of
 * templates: check a new template with `resourceName(template)`, which refuses a malformed one.
 *
 * @example
 * ```ts
 * const project = { schema: resourceNameSchema('projects/{project}'), multiSegment: true };
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceNameSchema(template: string): LightString {
  const pieces = template.split('/');
  return string().check(
    plainCheck((name: string) => {
      const segments = name.split('/');
      return segments.length === pieces.length && pieces.every((piece, index) => (piece[0] === '{' ? isSegment(segments[index]!) : segments[index] === piece));
    }, `must be a resource name like ${template}`),
  );
}
