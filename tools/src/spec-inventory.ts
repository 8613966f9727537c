import { readFileSync } from 'node:fs';
import type { SpecOperation } from './spec-operation.js';
import { parseSpecTable } from './spec-table-parser.js';

export type { SpecOperation } from './spec-operation.js';

const tableUrl = new URL('../spec/operations.tsv', import.meta.url);

let cache: readonly SpecOperation[] | undefined;

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
