import type { FieldError } from './models/field-error.js';

/** Anything that may carry the service's in-band field errors. */
export interface WithInvalidFields {
  readonly invalidFields?: readonly FieldError[] | undefined;
  readonly pspReference?: string | undefined;
  readonly resultCode?: string | undefined;
}

/** The field errors of an answer; an empty array when it has none. */
export function invalidFieldsOf(answer: WithInvalidFields): FieldError[] {
  return [...(answer.invalidFields ?? [])];
}

const brand = Symbol.for('@org/notification-config.invalid-fields-error');

/**
 * A successful answer that carried field errors, raised by {@link assertNoInvalidFields} when you prefer an
 * exception. Nothing is lost: `fields` holds every field error and `answer` the whole answer.
 */
export class InvalidFieldsError<A extends WithInvalidFields = WithInvalidFields> extends Error {
  /** Every field error of the answer. */
  readonly fields: readonly FieldError[];
  /** The answer the errors came in (the call itself succeeded). */
  readonly answer: A;
  /** The service's reference of the request. */
  readonly pspReference: string | undefined;

  constructor(answer: A, what = 'The answer') {
    const fields = invalidFieldsOf(answer);
    const described = fields
      .slice(0, 3)
      .map((field) => `${field.fieldType?.field ?? field.fieldType?.fieldName ?? 'unknown field'}: ${field.errorDescription ?? `code ${field.errorCode ?? '?'}`}`)
      .join('; ');
    super(`${what} reported ${fields.length} invalid field${fields.length === 1 ? '' : 's'}: ${described}${fields.length > 3 ? '; ...' : ''}`);
    this.name = 'InvalidFieldsError';
    this.fields = fields;
    this.answer = answer;
    this.pspReference = answer.pspReference;
    Object.defineProperty(this, brand, { value: true });
  }
}

/** Whether `value` is an {@link InvalidFieldsError}, from this or another copy of the package. */
export function isInvalidFieldsError(value: unknown): value is InvalidFieldsError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

/**
 * Returns `answer` when it has no field errors, and throws an {@link InvalidFieldsError} carrying them all
 * (and the answer) when it has some.
 *
 * @example
 * ```ts
 * const created = assertNoInvalidFields(await client.configurations.create({ body }));
 * ```
 */
export function assertNoInvalidFields<A extends WithInvalidFields>(answer: A, what?: string): A {
  if ((answer.invalidFields?.length ?? 0) > 0) throw new InvalidFieldsError(answer, what);
  return answer;
}
