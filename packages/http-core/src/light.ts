/**
 * `@org/http-core/light`: light schemas, which check a value exactly as the zod/mini schema of the same name (the
 * same success, output and issues) without zod's runtime, so that a page whose schemas are all light carries no
 * zod. They speak zod's internal protocol, so they hold and are held by zod schemas, and `z.safeParse`,
 * `z.output`/`z.input` and the testing kit take them. A service declares its schemas with them as with
 * `@org/http-core/zod`: `import * as z from '@org/http-core/light'`.
 *
 * @packageDocumentation
 */
export {
  array,
  boolean,
  catchall,
  custom,
  literal,
  looseObject,
  never,
  nullable,
  number,
  object,
  optional,
  pipe,
  strictObject,
  string,
  transform,
  union,
  unknown,
  type LightArray,
  type LightBoolean,
  type LightCustom,
  type LightLiteral,
  type LightNever,
  type LightNullable,
  type LightNumber,
  type LightObject,
  type LightOptional,
  type LightPipe,
  type LightString,
  type LightTransform,
  type LightUnion,
  type LightUnknown,
} from './light-kinds.js';
export {
  boundedString,
  dateTime,
  extendModel,
  guid,
  inputRecordOf,
  int64,
  integer,
  model,
  nonBlankString,
  openEnum,
  partialModel,
  recordOf,
  type Model,
  type OptionalFields,
} from './light-helpers.js';
export { int, maximum, maxLength, minimum, minLength, positive } from './light-checks.js';
export { withMessage } from './light-check-messages.js';
export { notEmpty, plainCheck } from './plain-checks.js';
export { unknownFields } from './model.js';
export { isLight, type LightCheck, type LightMethods, type LightResult, type LightType } from './light-schema.js';
import type { input as zodInput, output as zodOutput } from 'zod/mini';

/** The type of what a schema gives (a light or a zod one): `z.output<typeof Model>`, also written `z.infer`. */
type Output<T> = zodOutput<T>;
/** The type of what a schema takes (a light or a zod one): `z.input<typeof Model>`. */
type Input<T> = zodInput<T>;
export type { Input as input, Output as infer, Output as output };
