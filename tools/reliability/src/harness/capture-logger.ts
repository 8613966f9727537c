import type { Logger } from '@org/http-core';

/** A logger that keeps every line (message and data) as text. */
export interface CapturedLog extends Logger {
  readonly lines: string[];
}

export function captureLogger(): CapturedLog {
  const lines: string[] = [];
  const keep = (level: string) => (message: string, data?: Record<string, unknown>) => {
    lines.push(`${level} ${message}${data === undefined ? '' : ` ${JSON.stringify(data)}`}`);
  };
  return { lines, debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') };
}
