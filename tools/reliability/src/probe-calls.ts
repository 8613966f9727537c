/**
 * A probe's calls with what its service table says about them.
 */
import type { Operation } from '@org/http-core';
import type { Probe, ProbeCall } from './probe.js';

export interface ProbedCall<C> {
  /** `read` (idempotent) or `create` (not). */
  readonly role: 'read' | 'create';
  readonly call: ProbeCall<C, never>;
  readonly operation: Operation;
  /** Whether the table marks it idempotent (a read). */
  readonly idempotent: boolean;
  /**
   * The header of its idempotency key (lower case), when its service documents one: the engine may repeat it,
   * with the same key on every attempt.
   */
  readonly keyHeader: string | undefined;
  /** Whether the engine may repeat it: idempotent, or sent with an idempotency key. */
  readonly repeatable: boolean;
  /** Whether a successful answer's body is read as JSON. */
  readonly readsJson: boolean;
}

/** The probe's read and creates, when it has them. */
export function probedCalls<C>(probe: Probe<C>): ProbedCall<C>[] {
  const out: ProbedCall<C>[] = [];
  const creates = (probe.moreCreates ?? []).map((call) => ['create', call] as const);
  for (const [role, call] of [['read', probe.read], ['create', probe.create], ...creates] as const) {
    if (!call) continue;
    const operation = probe.definition.operation(call.operation);
    const kind = operation.spec.responseKind ?? (operation.spec.response ? 'json' : 'none');
    const keyHeader = operation.spec.idempotencyKey?.header.toLowerCase();
    out.push({ role, call, operation, idempotent: operation.idempotent, keyHeader, repeatable: operation.idempotent || keyHeader !== undefined, readsJson: kind === 'json' });
  }
  return out;
}

/** The call the single-call checks use: the read, else the create. */
export function firstCall<C>(probe: Probe<C>): ProbedCall<C> {
  const [first] = probedCalls(probe);
  if (!first) throw new Error(`${probe.service}: the probe declares neither a read nor a create`);
  return first;
}

/** The call a credential scheme is tried with. */
export function callFor<C>(probe: Probe<C>, via: 'read' | 'create' | ProbeCall<C, never> | undefined): ProbeCall<C, never> {
  if (via === undefined) return firstCall(probe).call;
  if (typeof via === 'object') return via;
  const found = probedCalls(probe).find((probed) => probed.role === via);
  if (!found) throw new Error(`${probe.service}: the probe has no ${via}`);
  return found.call;
}
