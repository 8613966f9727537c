import { expect, test } from 'vitest';
import { assertNoInvalidFields, InvalidFieldsError, invalidFieldsOf, isInvalidFieldsError } from './invalid-fields.js';

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
