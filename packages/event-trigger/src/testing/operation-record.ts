/**
 * How the fake keeps a long-running operation: plain data, so that the store can copy it.
 */
import type { Policy } from '../models/policy.js';
import type { Trigger } from '../models/trigger.js';

/** What an operation does when it completes. */
export type OperationEffect =
  /** Stores the trigger (created or updated); the operation's response is the stored trigger. */
  | { readonly kind: 'put'; readonly trigger: Trigger }
  /** Removes the trigger and its policy; the response is empty. */
  | { readonly kind: 'delete'; readonly name: string }
  /** Changes nothing (`validateOnly`, or deleting a missing trigger with `allowMissing`); answers `response`. */
  | { readonly kind: 'none'; readonly response: Record<string, unknown> };

/** A long-running operation as the fake stores it. */
export interface OperationRecord {
  readonly name: string;
  /** Location the operation belongs to, `projects/{project}/locations/{location}`. */
  readonly location: string;
  readonly verb: 'create' | 'update' | 'delete';
  /** The trigger the operation changes. */
  readonly target: string;
  readonly createTime: string;
  /** Polls needed before it completes (fixed when it starts). */
  readonly pollsToComplete: number;
  /** Polls received so far. */
  polls: number;
  done: boolean;
  requestedCancellation: boolean;
  endTime?: string;
  error?: { code: number; message: string };
  response?: Record<string, unknown>;
  readonly effect: OperationEffect;
}

/** A stored access policy with its revision (the etag derives from both). */
export interface PolicyRecord {
  readonly policy: Policy;
  readonly revision: number;
}
