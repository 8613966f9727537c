/** Test support (not shipped): a service declaration helper and a logger that records every line. */
import type { Logger } from '../logger.js';
import { defineService, type OperationGroups, type ServiceDefinition, type ServiceSpec } from '../service.js';

/** Declares a test service named `test-service` (package `@org/test-service`, version `1.2.3`). */
export function testService<const G extends OperationGroups, const P extends string = never>(
  groups: G,
  extra: Partial<Omit<ServiceSpec<G, P>, 'groups'>> = {},
): ServiceDefinition<G, P> {
  return defineService({
    name: 'test-service',
    packageName: '@org/test-service',
    version: '1.2.3',
    defaultAuth: [],
    ...extra,
    groups,
  });
}

export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly data: Record<string, unknown> | undefined;
}

/** A logger that keeps every line; `text()` is everything logged, data included, as one string. */
export function captureLogger(): { logger: Logger; lines: LogLine[]; text(): string } {
  const lines: LogLine[] = [];
  const at =
    (level: LogLine['level']) =>
    (message: string, data?: Record<string, unknown>): void => {
      lines.push({ level, message, data });
    };
  return {
    logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') },
    lines,
    text: () => lines.map((line) => `${line.level} ${line.message} ${line.data === undefined ? '' : JSON.stringify(line.data)}`).join('\n'),
  };
}

/** Runs `action` and returns what it rejected with; fails when it resolves. */
export async function rejectionOf(action: PromiseLike<unknown> | (() => PromiseLike<unknown>)): Promise<unknown> {
  try {
    await (typeof action === 'function' ? action() : action);
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the call resolved');
}

/** Runs `action` and returns what it threw; fails when it returns. */
export function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
