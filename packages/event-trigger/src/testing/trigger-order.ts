/**
 * Sorting of trigger lists by `orderBy` (`create_time desc, name`); names ascending by default.
 */
import { canonicalError } from '@org/http-core/testing';
import type { Trigger } from '../models/trigger.js';

const fields: Readonly<Record<string, (trigger: Trigger) => string>> = {
  name: (trigger) => trigger.name,
  trigger_id: (trigger) => trigger.name.slice(trigger.name.lastIndexOf('/') + 1),
  create_time: (trigger) => trigger.createTime ?? '',
  update_time: (trigger) => trigger.updateTime ?? '',
  service_account: (trigger) => trigger.serviceAccount ?? '',
};
const camel: Readonly<Record<string, string>> = {
  triggerId: 'trigger_id',
  createTime: 'create_time',
  updateTime: 'update_time',
  serviceAccount: 'service_account',
};

/** Sorts `triggers` as `orderBy` asks; an unknown field is refused with `INVALID_ARGUMENT`. */
export function orderTriggers(triggers: Trigger[], orderBy: string | null): Trigger[] {
  const keys = (orderBy ?? 'name')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [field = '', direction] = part.split(/\s+/);
      const key = fields[field] ?? fields[camel[field] ?? ''];
      if (!key) throw canonicalError('INVALID_ARGUMENT', `Triggers cannot be ordered by '${field}'`);
      return { key, sign: direction === 'desc' ? -1 : 1 };
    });
  keys.push({ key: fields.name!, sign: 1 });
  return [...triggers].sort((a, b) => {
    for (const { key, sign } of keys) {
      const x = key(a);
      const y = key(b);
      const order = x < y ? -1 : x > y ? 1 : 0;
      if (order !== 0) return order * sign;
    }
    return 0;
  });
}
