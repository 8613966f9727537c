import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { FieldName } from './field-name.js';

/** The field an in-band error refers to. Unknown fields are kept. */
export const FieldType = model({
  /** The full name of the property, e.g. `notificationIds[1]` or `configurationDetails.eventConfigs[0].eventType`. */
  field: z.optional(z.string()),
  /** The field's name from the service's list (open to new names). */
  fieldName: z.optional(FieldName),
  /** The shareholder the field belongs to; empty when it belongs to an account holder. */
  shareholderCode: z.optional(z.string()),
});
/** The field an in-band error refers to. */
export type FieldType = z.infer<typeof FieldType>;

/**
 * A field problem the service reports inside a successful answer (`invalidFields`). Such answers are still
 * 200s: read these to learn what was not applied. Unknown fields are kept.
 */
export const FieldError = model({
  /** The service's validation error code. */
  errorCode: z.optional(z.number()),
  /** What is wrong. */
  errorDescription: z.optional(z.string()),
  /** Which field. */
  fieldType: z.optional(FieldType),
});
/** A field problem reported inside a successful answer. */
export type FieldError = z.infer<typeof FieldError>;

/**
 * Fields every answer of the service may carry: in-band field errors, a reference and a result code. An answer's
 * `invalidFields` is checked for being a list of objects, which is what `invalidFieldsOf`, `assertNoInvalidFields`
 * and `deleteOutcomes` read, whatever the fields of each hold; it is typed as {@link FieldError}s, the service's own
 * report, whose fields a page need not check (`FieldError` itself checks them, for your own use).
 */
export const answerFields = {
  /** Field problems that did not fail the call; never empty when present. */
  invalidFields: z.optional(z.array(model({}))) as unknown as z.LightOptional<z.LightArray<typeof FieldError>>,
  /** The service's reference of this request, for support. */
  pspReference: z.optional(z.string()),
  /** The result code. */
  resultCode: z.optional(z.string()),
};

/**
 * The model of an answer: the fields of `shape`, then the {@link answerFields}. A call made once per model, rather than
 * a spread of the common fields in each, so that a bundler drops the models a page does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function answerModel<const Shape extends Parameters<typeof model>[0]>(shape: Shape) {
  return model({ ...shape, ...answerFields });
}

/** An answer with nothing but the common fields (the answer of `configurations.delete`). */
export const GenericAnswer = model(answerFields);
/** An answer with nothing but the common fields. */
export type GenericAnswer = z.infer<typeof GenericAnswer>;
