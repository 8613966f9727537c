import type { SpecOperation } from './spec-operation.js';

const expectedHeader = ['service', 'method', 'path', 'deprecated', 'purpose'];

/**
 * Parses the tab-separated operation table (header row first, then one
 * operation per line). The `deprecated` column holds `dep` or nothing.
 * Throws on a wrong header or a malformed row so a damaged copy of the
 * table cannot go unnoticed.
 */
export function parseSpecTable(text: string): SpecOperation[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = lines.shift()?.split('\t') ?? [];
  if (header.join('\t') !== expectedHeader.join('\t')) {
    throw new Error(`operation table: unexpected header "${header.join('\\t')}"`);
  }
  return lines.map((line, index) => parseRow(line, index + 2));
}

function parseRow(line: string, lineNumber: number): SpecOperation {
  const cells = line.split('\t');
  if (cells.length !== expectedHeader.length) {
    throw new Error(`operation table line ${lineNumber}: expected ${expectedHeader.length} columns, got ${cells.length}`);
  }
  const [service, method, path, deprecated, purpose] = cells as [string, string, string, string, string];
  if (deprecated !== '' && deprecated !== 'dep') {
    throw new Error(`operation table line ${lineNumber}: deprecated column must be "dep" or empty, got "${deprecated}"`);
  }
  if (service === '' || method === '') {
    throw new Error(`operation table line ${lineNumber}: service and method are required`);
  }
  return { service, method: method.toUpperCase(), path, deprecated: deprecated === 'dep', purpose };
}
