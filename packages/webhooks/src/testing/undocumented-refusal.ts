/**
 * How the service refuses a value it does not document (an event type, a throttling period): 400 category
 * `VALIDATION_ERROR`, naming the field and the value in `context` (`{ eventType: ['contact.teleported'] }`), the
 * field-to-values map the service's error body declares.
 */
import { fakeError, type FakeError, type UndocumentedRefusal } from '@org/http-core/testing';

/** The fake's `refuseUndocumented` answer. */
export function refuseUndocumented({ field, value, message }: UndocumentedRefusal): FakeError {
  return fakeError(400, 'VALIDATION_ERROR', message, { context: { [field]: [value] } });
}
