import type { BuildLog } from './models/build.js';

/** A build log as one text, its lines joined with `\n`. */
export function buildLogText(log: BuildLog): string {
  return (log.value ?? []).join('\n');
}
