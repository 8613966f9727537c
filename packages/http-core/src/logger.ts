/** Log levels, from the most to the least verbose. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Anything with console-like methods; `console` works. */
export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** A logger that drops lines below `level`; `enabled()` lets callers skip building lines nobody will see. */
export interface LevelledLogger extends Logger {
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

/** Wraps `logger` (default `console`) at `level` (default `warn`). */
export function levelled(logger: Logger = console, level: LogLevel = 'warn'): LevelledLogger {
  const min = rank[level];
  const noop = () => {};
  return {
    enabled: (at) => rank[at] >= min,
    debug: rank.debug >= min ? (m, d) => logger.debug(m, d) : noop,
    info: rank.info >= min ? (m, d) => logger.info(m, d) : noop,
    warn: rank.warn >= min ? (m, d) => logger.warn(m, d) : noop,
    error: rank.error >= min ? (m, d) => logger.error(m, d) : noop,
  };
}
