/**
 * The warning that an operation is deprecated by the service: part of the error path (`error-path.ts`), loaded
 * with the first call of a deprecated operation unless it has loaded already. It imports nothing the page has.
 */
import type { LevelledLogger, Logger } from './logger.js';
import type { Operation } from './operation.js';

/** Operations already warned about, per logger lines go to: the default console logger warns once per process. */
const warned = new WeakMap<Logger, Set<string>>();

/** @internal Warns that `operation` is deprecated, once per operation and logger. */
export function warnDeprecated(logger: LevelledLogger, packageName: string, operation: Operation): void {
  if (!logger.enabled('warn')) return;
  let keys = warned.get(logger.target);
  if (!keys) warned.set(logger.target, (keys = new Set()));
  const key = `${packageName} ${operation.id}`;
  if (keys.has(key)) return;
  keys.add(key);
  const note = typeof operation.spec.deprecated === 'string' ? ` ${operation.spec.deprecated}` : '';
  logger.warn(`${operation.id} (${operation.method} ${operation.path}) is deprecated by the service.${note}`);
}
