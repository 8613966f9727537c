import type { SpecOperation } from './spec-operation.js';

const expectedHeader = ['method', 'path', 'deprecated', 'ref_operation_id', 'tag'];

/**
 * Parses a table of the operations a spec document leaves unlisted (`tools/spec/<service>-rest.tsv`): `#` comment
 * lines, a header whose first columns are method, path, deprecated, the reference's operationId and its tag, then
 * one operation per line (further columns are a first reading of the reference, not read here). Throws on a wrong
 * header or a malformed row, as the spec table's parser does.
 */
export function parseUnlistedTable(service: string, text: string): SpecOperation[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0 && !line.startsWith('#'));
  const header = lines.shift()?.split('\t') ?? [];
  if (header.slice(0, expectedHeader.length).join('\t') !== expectedHeader.join('\t')) {
    throw new Error(`unlisted ${service} table: unexpected header "${header.join('\\t')}"`);
  }
  return lines.map((line, index) => {
    const [method = '', path = '', deprecated = '', referenceId = '', tag = ''] = line.split('\t');
    if (method === '' || path === '' || tag === '' || (deprecated !== '' && deprecated !== 'dep')) {
      throw new Error(`unlisted ${service} table row ${index + 1}: needs a method, a path, a tag and "dep" or nothing as deprecated`);
    }
    return { service, method: method.toUpperCase(), path, deprecated: deprecated === 'dep', purpose: '', tag, referenceId };
  });
}
