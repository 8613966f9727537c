/**
 * Refusing a value a service does not document: where the request check found it, and what a fake's
 * `startFakeServer`'s `refuseUndocumented` receives to answer it as its service does.
 */
import type { UndocumentedValue } from './undocumented-values.js';

/** An undocumented enum value of a request, and the field it was sent in. */
export interface UndocumentedField extends UndocumentedValue {
  /** Where the field was sent. */
  readonly in: 'path' | 'query' | 'body';
  /**
   * The field: the parameter's name on the wire (`groupState`) or, in the body, the dotted path to the value
   * (`eventType`, `throttling.period`, `members.1.role`; `''` when the body itself is the value). For a path or
   * query parameter, `path` says where the value is within the parameter's own value (`[1]`: its second item).
   */
  readonly field: string;
}

/** A request refused for an undocumented enum value, as `startFakeServer`'s `refuseUndocumented` receives it. */
export interface UndocumentedRefusal extends UndocumentedField {
  /** The operation's id (`'subscriptions.create'`). */
  readonly operation: string;
  /** The id of the request, for services whose texts quote it. */
  readonly requestId: string;
  /** The fake's own text: `Invalid body.eventType: 'contact.teleported' is not one of the documented values (...)`. */
  readonly message: string;
}
