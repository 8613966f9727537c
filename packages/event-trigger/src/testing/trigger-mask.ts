/**
 * How the fake applies a trigger update: the update mask, output-only fields, and the rules a stored
 * trigger must satisfy.
 */
import { canonicalError } from '@org/http-core/testing';
import type { Trigger } from '../models/trigger.js';

const outputOnly = ['name', 'etag', 'createTime', 'updateTime', 'transport.pubsub.subscription'];
const updatable = ['matchingCriteria', 'destination', 'serviceAccount', 'labels', 'transport'];

/**
 * The trigger after an update: with a mask, exactly the masked paths are copied from `body` (a path absent
 * from `body` is cleared; `*` stands for every updatable field); without one, every field present in `body`
 * except the output-only ones. Naming an output-only or unknown field in the mask is refused.
 */
export function applyUpdate(current: Trigger, body: Record<string, unknown>, mask: string | null): Trigger {
  let paths: string[];
  if (mask === null || mask.trim() === '') {
    paths = Object.keys(body).filter((key) => body[key] !== undefined && !outputOnly.includes(key));
  } else {
    paths = mask.split(',').map((path) => path.trim()).filter((path) => path !== '');
    if (paths.includes('*')) paths = updatable;
    for (const path of paths) {
      if (outputOnly.some((field) => path === field || path.startsWith(`${field}.`))) {
        throw canonicalError('INVALID_ARGUMENT', `The update mask names the output-only field '${path}'`);
      }
      const root = path.split('.')[0]!;
      if (!updatable.includes(root) && !(root in current)) {
        throw canonicalError('INVALID_ARGUMENT', `The update mask names the unknown field '${path}'`);
      }
    }
  }
  const next = structuredClone(current) as Record<string, unknown>;
  for (const path of paths) setPath(next, path.split('.'), valueAt(body, path.split('.')));
  return next as Trigger;
}

/** Refuses a trigger the service would not store. */
export function checkTrigger(trigger: Partial<Trigger>): void {
  if (!Array.isArray(trigger.matchingCriteria) || !trigger.matchingCriteria.some((criterion) => criterion?.attribute === 'type')) {
    throw canonicalError('INVALID_ARGUMENT', "matchingCriteria must include a criterion on the 'type' attribute");
  }
  const run = trigger.destination?.cloudRunService;
  if (!run || !run.service || !run.region) {
    throw canonicalError('INVALID_ARGUMENT', 'destination.cloudRunService with service and region is required');
  }
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return structuredClone(current);
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    if (value === undefined) delete target[head];
    else target[head] = value;
    return;
  }
  const child = target[head];
  const next = typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  target[head] = next;
  setPath(next, rest, value);
}
