import { expect, test } from 'vitest';
import { deleteOutcomes } from './delete-outcomes.js';

test('ties field errors to ids by index or by the id in the text, and keeps the rest apart', () => {
  const byIndex = { errorCode: 10, fieldType: { field: 'notificationIds[1]' } };
  const byText = { errorDescription: 'No notification configuration with id 9007199254740999' };
  const other = { errorDescription: 'Something about 90071992547409931' };
  const { outcomes, unattributed } = deleteOutcomes([9001n, '9007199254740995', '9007199254740999', 12], {
    invalidFields: [byIndex, byText, other],
  });
  expect(outcomes).toEqual([
    { notificationId: '9001', deleted: true, errors: [] },
    { notificationId: '9007199254740995', deleted: false, errors: [byIndex] },
    { notificationId: '9007199254740999', deleted: false, errors: [byText] },
    { notificationId: '12', deleted: true, errors: [] },
  ]);
  expect(unattributed).toEqual([other]);
});

test('an answer without field errors means every id was deleted', () => {
  expect(deleteOutcomes(['1', '2'], { pspReference: 'x' }).outcomes.every((outcome) => outcome.deleted)).toBe(true);
});
