/**
 * The light schema of an `updateMask` parameter (`@org/http-core/light`): what `fieldMaskParam()` checks, for a
 * package whose schemas are light, so that its pages carry no zod.
 */
import { array, pipe, string, transform, union } from '../../light-kinds.js';
import type { LightType } from '../../light-schema.js';
import { plainCheck } from '../../plain-checks.js';
import { FIELD_MASK_MESSAGE, isFieldMask, joinFieldMask } from './field-mask.js';

/**
 * A light schema of an `updateMask` parameter: a comma-separated string or an array of paths, each a dotted field
 * path (or `*`), sent as one comma-separated value. The checks, output and issues of `fieldMaskParam()`.
 *
 * @example
 * ```ts
 * const query = { updateMask: { schema: z.optional(fieldMaskSchema()) } };
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function fieldMaskSchema(): LightType<string, string | readonly string[]> {
  const joined = pipe(transform(joinFieldMask), string().check(plainCheck(isFieldMask, FIELD_MASK_MESSAGE)));
  return pipe(union([string(), array(string())]), joined as never) as never;
}
