import * as z from '@org/http-core/zod';
import { expect, test } from 'vitest';
import { deleteOutcomes } from './delete-outcomes.js';
import { assertNoInvalidFields, InvalidFieldsError, invalidFieldsOf, isInvalidFieldsError } from './invalid-fields.js';
import { ConfigurationAnswer } from './models/configuration-answers.js';
import { FieldError, GenericAnswer } from './models/field-error.js';

const field = { errorCode: 11, errorDescription: 'Unknown event type X', fieldType: { field: 'configurationDetails.eventConfigs[1].eventType', fieldName: 'unknown' as const } };

test('invalidFieldsOf returns every field error, or none', () => {
  expect(invalidFieldsOf({ invalidFields: [field] })).toEqual([field]);
  expect(invalidFieldsOf({ pspReference: '1' })).toEqual([]);
});

test('assertNoInvalidFields passes a clean answer through and throws a typed error carrying the fields and the answer', () => {
  const clean = { pspReference: '1', configurationDetails: {} };
  expect(assertNoInvalidFields(clean)).toBe(clean);
  const answer = { pspReference: '8800000000000001', invalidFields: [field, { errorCode: 3 }] };
  let caught: unknown;
  try {
    assertNoInvalidFields(answer, 'Creating the configuration');
  } catch (error) {
    caught = error;
  }
  expect(isInvalidFieldsError(caught)).toBe(true);
  const error = caught as InvalidFieldsError;
  expect(error).toBeInstanceOf(InvalidFieldsError);
  expect(error.fields).toEqual(answer.invalidFields);
  expect(error.answer).toBe(answer);
  expect(error.pspReference).toBe('8800000000000001');
  expect(error.message).toBe(
    'Creating the configuration reported 2 invalid fields: configurationDetails.eventConfigs[1].eventType: Unknown event type X; unknown field: code 3',
  );
  expect(isInvalidFieldsError(new Error('x'))).toBe(false);
});

test('an answer takes the field errors as the service wrote them, in a list of objects, and the helpers still read them', () => {
  const odd = { errorCode: '11', fieldType: 'eventType', more: true };
  const answer = z.parse(ConfigurationAnswer, { configurationDetails: {}, invalidFields: [odd] });
  expect(invalidFieldsOf(answer)).toEqual([odd]);
  expect(() => assertNoInvalidFields(answer)).toThrow('The answer reported 1 invalid field: unknown field: code 11');
  const deleted = deleteOutcomes(['5', '6'], z.parse(GenericAnswer, { invalidFields: [{ fieldType: { field: 6 } }, { errorDescription: 5 }] }));
  expect(deleted.outcomes.map((outcome) => outcome.errors)).toEqual([[{ errorDescription: 5 }], [{ fieldType: { field: 6 } }]]);
  expect(deleted.unattributed).toEqual([]);
  for (const invalidFields of ['x', ['x'], [null], [[1]]]) {
    expect(z.safeParse(ConfigurationAnswer, { configurationDetails: {}, invalidFields }).success, JSON.stringify(invalidFields)).toBe(false);
  }
  // The model of one field error still checks its fields, for a caller's own use.
  expect(z.safeParse(FieldError, odd).success).toBe(false);
});
