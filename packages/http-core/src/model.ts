import * as z from 'zod/mini';

/**
 * The schema of a JSON object a service sends or takes, made by {@link model}: its type names the declared
 * fields and nothing else, while parsing keeps every field the value holds.
 */
export type Model<Shape extends z.core.$ZodShape = z.core.$ZodShape> = z.ZodMiniObject<Shape, z.core.$strip>;

/**
 * Declares the schema of a JSON object of a service (a resource, a request body, a part of either).
 *
 * Its type names the declared fields and nothing else: a misspelt field fails to compile (`Property 'namee'
 * does not exist ... Did you mean 'name'?`), and the TSDoc written on each field of `shape` is what an editor
 * shows on that field of a result or of an input object. Parsing keeps the fields the value holds beyond
 * `shape`, such as those a service adds after the package was released, so a value read, changed and sent
 * back loses none of them; {@link unknownFields} returns them.
 *
 * @param shape - the declared fields, each with its schema and its TSDoc.
 */
export function model<Shape extends z.core.$ZodShape>(shape: Shape): Model<Shape> {
  return z.looseObject(shape) as unknown as Model<Shape>;
}

/**
 * A model with more fields, or with some fields declared anew (a field of `shape` replaces the base's field of
 * the same name). Like {@link model}, the type names the fields with their TSDoc; unknown fields are kept.
 */
export function extendModel<Base extends Model, Shape extends z.core.$ZodShape>(base: Base, shape: Shape): Model<Omit<Base['shape'], keyof Shape> & Shape> {
  // A new model of both shapes: zod's `extend` would bring its copying of definitions to every page that uses one.
  return model({ ...base.shape, ...shape }) as unknown as Model<Omit<Base['shape'], keyof Shape> & Shape>;
}

/** The fields of a shape, each made optional. */
export type OptionalFields<Shape extends z.core.$ZodShape> = { [K in keyof Shape]: z.ZodMiniOptional<Shape[K]> };

/** A model whose fields are all optional (a resource of which a call returns only the fields asked for). */
export function partialModel<Base extends Model>(base: Base): Model<OptionalFields<Base['shape']>> {
  // Each field made optional here: zod's `partial` would bring its copying of definitions to every page that uses one.
  const shape = Object.fromEntries(Object.entries(base.shape).map(([name, field]) => [name, z.optional(field)]));
  return model(shape) as unknown as Model<OptionalFields<Base['shape']>>;
}

/**
 * The schema of a JSON object of names to values in an answer (labels, keys by domain): each field's value is
 * checked with `value`, the names are whatever the service sends. It takes decoded JSON as
 * `z.record(z.string(), value)` does, as an object schema whose every field is `value` (zod's record schema adds
 * about 0.6 KB gzip to a page). For an input, use `z.record`: it also refuses a `Map` or a class instance a
 * caller may pass, which an object schema reads as an object without fields.
 *
 * @example
 * ```ts
 * const Bucket = model({ name: z.string(), labels: z.optional(recordOf(z.string())) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function recordOf<Value extends z.core.SomeType>(value: Value): z.ZodMiniType<Record<string, z.output<Value>>, Record<string, z.input<Value>>> {
  return z.catchall(z.object({}), value) as unknown as z.ZodMiniType<Record<string, z.output<Value>>, Record<string, z.input<Value>>>;
}

/**
 * The fields of `value` that `schema` does not declare, such as those a service added after the package was
 * released: a model's type names only its declared fields, and this is the typed way to reach the others.
 * Only `value`'s own top-level fields are looked at; for a nested object, pass the nested model and value
 * (`unknownFields(Targeting, deal.targeting)`).
 *
 * @returns a new object holding each undeclared field of `value` with its value as received; `{}` when there is none.
 */
export function unknownFields(schema: { readonly shape: z.core.$ZodShape }, value: object): Record<string, unknown> {
  const declared = schema.shape;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !Object.hasOwn(declared, key)));
}
