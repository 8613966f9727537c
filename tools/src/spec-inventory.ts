import { readFileSync } from 'node:fs';
import type { SpecOperation } from './spec-operation.js';
import { parseSpecTable } from './spec-table-parser.js';
import { parseUnlistedTable } from './unlisted-table-parser.js';

export type { SpecOperation } from './spec-operation.js';

const tableUrl = new URL('../spec/operations.tsv', import.meta.url);

/** The tables of operations the spec leaves unlisted, by service (the third document gives 100 of app-lifecycle's). */
const unlistedTableUrls: Readonly<Record<string, URL>> = {
  'app-lifecycle': new URL('../spec/app-lifecycle-rest.tsv', import.meta.url),
};

/**
 * The tags of unlisted rows each service package has taken on: their rows count and are checked like the spec's
 * own (a missing one fails the coverage check). Rows of the other tags are known (declaring one is not "unknown")
 * and shown as not taken on yet.
 */
export const takenOnTags: Readonly<Record<string, readonly string[]>> = {
  'app-lifecycle': ['distribute', 'codepush', 'build', 'crash', 'errors', 'account', 'test', 'export', 'gdpr', 'analytics', 'alerting', 'billing'],
};

let cache: readonly SpecOperation[] | undefined;
const unlistedCache = new Map<string, readonly SpecOperation[]>();

function allOperations(): readonly SpecOperation[] {
  cache ??= Object.freeze(parseSpecTable(readFileSync(tableUrl, 'utf8')).map((row) => Object.freeze(row)));
  return cache;
}

/**
 * Lists the spec's operations in table order, optionally only those of one
 * service. An unknown service name yields an empty list.
 */
export function specOperations(service?: string): SpecOperation[] {
  const rows = allOperations();
  return service === undefined ? [...rows] : rows.filter((row) => row.service === service);
}

/** Lists the service names of the spec, in order of first appearance. */
export function specServices(): string[] {
  return [...new Set(allOperations().map((row) => row.service))];
}

/**
 * Lists the operations of `service` the spec leaves unlisted, in table order, each with its reference tag and
 * operationId; empty for a service whose document lists all of its operations.
 */
export function unlistedOperations(service: string): SpecOperation[] {
  const url = unlistedTableUrls[service];
  if (url === undefined) return [];
  let rows = unlistedCache.get(service);
  if (rows === undefined) {
    rows = Object.freeze(parseUnlistedTable(service, readFileSync(url, 'utf8')).map((row) => Object.freeze(row)));
    unlistedCache.set(service, rows);
  }
  return [...rows];
}

/**
 * The rows a service package must declare, in order: the spec's own rows (of `service`, or of every service),
 * then the unlisted rows of the tags the package has taken on (`takenOn`, by default {@link takenOnTags}).
 */
export function requiredOperations(service?: string, takenOn?: readonly string[]): SpecOperation[] {
  const services = service === undefined ? specServices() : [service];
  const tagsOf = (name: string): readonly string[] => takenOn ?? takenOnTags[name] ?? [];
  const unlisted = services.flatMap((name) => unlistedOperations(name).filter((op) => tagsOf(name).includes(op.tag ?? '')));
  return [...specOperations(service), ...unlisted];
}
