/** Log levels, from the most to the least verbose. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** @internal Each level's rank: a logger at a level drops the lines of lower ranks. */
export const levelRank: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * The environment variable that sets the log level of every client whose options set none:
 * `ORG_SDK_LOG=debug` logs each request and response. Read where there is a `process.env` (Node); a browser
 * has none, and its clients log at `warn` unless told otherwise.
 */
export const logLevelVariable = 'ORG_SDK_LOG';
