import { fieldMask } from '@org/http-core/google';
import type { TriggerPatch } from './models/trigger.js';

/** Fields of a trigger that are maps: a patch replaces them whole. */
const wholeFields = ['labels'];

/**
 * The input of `triggers.update` that changes exactly the fields set in `patch`: the name, the body and an
 * `updateMask` listing those fields (`labels` counts as one field and is replaced whole).
 *
 * @example
 * ```ts
 * await client.triggers.update(triggerPatch(name, { labels: { team: 'payments' }, destination: { cloudRunService: { service: 'orders', region: 'us-central1', path: '/v2' } } }));
 * ```
 */
export function triggerPatch(name: string, patch: TriggerPatch): { name: string; updateMask: string; body: TriggerPatch } {
  return { name, updateMask: fieldMask(patch, { whole: wholeFields }), body: patch };
}
