import { levelFromEnvironment } from '#log-environment';
import { levelRank as rank, type LogLevel } from './log-level.js';

export { logLevelVariable, type LogLevel } from './log-level.js';

/** Anything with console-like methods; `console` works. `data`, when given, holds the line's fields. */
export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/**
 * The default logger: one line per call on the console, the line's fields after it as JSON
 * (`[@org/webhooks] settings.get: <- 200 GET https://... (41 ms) {"headers":{...}}`). Debug and info lines go to
 * `console.debug` and `console.info` (standard output in Node), warnings and errors to `console.warn` and
 * `console.error` (standard error).
 */
export const consoleLogger: Logger = {
  debug: toConsole('debug'),
  info: toConsole('info'),
  warn: toConsole('warn'),
  error: toConsole('error'),
};

/** Writes a line with the console method of `level`, looked up when it is written (a test may replace it). */
function toConsole(level: keyof Logger): Logger[keyof Logger] {
  return (message, data) => console[level](line(message, data));
}

function line(message: string, data: Record<string, unknown> | undefined): string {
  if (data === undefined || Object.keys(data).length === 0) return message;
  try {
    return `${message} ${JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))}`;
  } catch {
    return `${message} [fields that cannot be shown as JSON]`;
  }
}

/** A logger that drops lines below its level; `enabled()` lets callers skip building lines nobody will see. */
export interface LevelledLogger extends Logger {
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
  /** The logger lines go to. */
  readonly target: Logger;
}

/**
 * Wraps `logger` (default {@link consoleLogger}) at `level` (default: `ORG_SDK_LOG` where there is an environment, else `warn`). Each line
 * starts with `[source] ` when a source (a package name) is given; a line without fields is passed without the
 * `data` argument.
 */
export function levelled(logger: Logger = consoleLogger, level: LogLevel = levelFromEnvironment(consoleLogger.warn) ?? 'warn', source?: string): LevelledLogger {
  const min = rank[level];
  const prefix = source === undefined ? '' : `[${source}] `;
  const noop = () => {};
  const at = (method: Exclude<LogLevel, 'silent'>) =>
    rank[method] >= min ? (message: string, data?: Record<string, unknown>) => (data === undefined ? logger[method](prefix + message) : logger[method](prefix + message, data)) : noop;
  return {
    enabled: (at) => rank[at] >= min,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    target: logger,
  };
}
