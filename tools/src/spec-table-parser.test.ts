import { describe, expect, it } from 'vitest';
import { parseSpecTable } from './spec-table-parser.js';

const header = 'service\tmethod\tpath\tdeprecated\tpurpose';

describe('parseSpecTable', () => {
  it('skips the header and reads each row', () => {
    const rows = parseSpecTable(`${header}\nsvc\tget\t/a\t\tRead a\nsvc\tDELETE\t/a\tdep\tDrop a\n`);
    expect(rows).toEqual([
      { service: 'svc', method: 'GET', path: '/a', deprecated: false, purpose: 'Read a' },
      { service: 'svc', method: 'DELETE', path: '/a', deprecated: true, purpose: 'Drop a' },
    ]);
  });

  it('accepts CRLF line endings', () => {
    expect(parseSpecTable(`${header}\r\nsvc\tGET\t/a\t\tRead a\r\n`)).toHaveLength(1);
  });

  it('rejects a table without the expected header', () => {
    expect(() => parseSpecTable('svc\tGET\t/a\t\tRead a\n')).toThrow(/unexpected header/);
  });

  it('rejects a row with a missing column', () => {
    expect(() => parseSpecTable(`${header}\nsvc\tGET\t/a\tRead a\n`)).toThrow(/line 2: expected 5 columns, got 4/);
  });

  it('rejects an unknown deprecated marker', () => {
    expect(() => parseSpecTable(`${header}\nsvc\tGET\t/a\tyes\tRead a\n`)).toThrow(/deprecated column/);
  });
});
