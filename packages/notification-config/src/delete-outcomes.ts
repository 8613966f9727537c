import type { FieldError, GenericAnswer } from './models/field-error.js';
import type { NotificationIdInput } from './models/notification-id.js';

/** What happened to one id of a `configurations.delete` call. */
export interface DeleteOutcome {
  /** The id, as an exact decimal string. */
  readonly notificationId: string;
  /** `true` when the answer reports no problem for this id. */
  readonly deleted: boolean;
  /** The field errors that name this id. */
  readonly errors: readonly FieldError[];
}

/** Per-id outcomes of a delete, and the field errors that name none of the ids. */
export interface DeleteOutcomes {
  readonly outcomes: readonly DeleteOutcome[];
  /** Field errors the answer carried that could not be tied to one id: treat every id as uncertain if any. */
  readonly unattributed: readonly FieldError[];
}

/**
 * Reports, id by id, whether a `configurations.delete` call deleted each configuration. A field error is
 * tied to an id when its field name or description contains the id as a whole number, or when its field
 * is `notificationIds[<index>]`.
 *
 * @example
 * ```ts
 * const ids = ['9007199254740993', '9007199254740999'];
 * const { outcomes } = deleteOutcomes(ids, await client.configurations.delete({ body: { notificationIds: ids } }));
 * for (const outcome of outcomes) if (!outcome.deleted) console.warn(outcome.notificationId, outcome.errors);
 * ```
 */
export function deleteOutcomes(notificationIds: readonly NotificationIdInput[], answer: GenericAnswer): DeleteOutcomes {
  const ids = notificationIds.map(String);
  const fields = answer.invalidFields ?? [];
  const claimed = new Set<FieldError>();
  const outcomes = ids.map((notificationId, index) => {
    const errors = fields.filter((field) => names(field, notificationId, index));
    for (const error of errors) claimed.add(error);
    return { notificationId, deleted: errors.length === 0, errors };
  });
  return { outcomes, unattributed: fields.filter((field) => !claimed.has(field)) };
}

function names(field: FieldError, id: string, index: number): boolean {
  const where = field.fieldType?.field ?? '';
  if (where === `notificationIds[${index}]`) return true;
  const wholeNumber = new RegExp(`(^|[^0-9])${id.replace('-', '\\-')}([^0-9]|$)`);
  return wholeNumber.test(where) || wholeNumber.test(field.errorDescription ?? '');
}
