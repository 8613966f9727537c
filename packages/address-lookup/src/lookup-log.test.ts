import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv, parseLookupLog } from './lookup-log.js';

describe('parseLookupLog', () => {
  it('reads one lookup per line, with tags split out of their quoted field', () => {
    const csv = [
      '2024-06-01T09:00:00.000Z,203.0.113.9,SW1A2AA,https://shop.example/checkout,Postcode Lookup,',
      '2024-06-01T09:01:00.000Z,203.0.113.9,"10 Downing Street, London",https://shop.example/,Address Lookup,CRM',
      '2024-06-01T09:02:00.000Z,203.0.113.10,OX13BG,,Postcode Lookup,"Website,Live"',
      '',
    ].join('\n');
    expect(parseLookupLog(csv)).toEqual([
      { time: '2024-06-01T09:00:00.000Z', ip: '203.0.113.9', query: 'SW1A2AA', url: 'https://shop.example/checkout', kind: 'Postcode Lookup', tags: [] },
      { time: '2024-06-01T09:01:00.000Z', ip: '203.0.113.9', query: '10 Downing Street, London', url: 'https://shop.example/', kind: 'Address Lookup', tags: ['CRM'] },
      { time: '2024-06-01T09:02:00.000Z', ip: '203.0.113.10', query: 'OX13BG', url: '', kind: 'Postcode Lookup', tags: ['Website', 'Live'] },
    ]);
  });

  it('accepts CRLF line ends, blank lines and a last line without an end', () => {
    const entries = parseLookupLog('t1,ip,q1,,Kind,\r\n\r\nt2,ip,q2,,Kind,a');
    expect(entries.map((entry) => [entry.time, entry.tags])).toEqual([['t1', []], ['t2', ['a']]]);
  });

  it('is empty for an empty download', () => {
    expect(parseLookupLog('')).toEqual([]);
  });
});

describe('parseCsv and formatCsv', () => {
  it('round-trip fields with commas, quotes and line breaks', () => {
    const rows = [['plain', 'with, comma', 'with "quotes"', 'two\nlines', '']];
    const text = formatCsv(rows);
    expect(text).toBe('plain,"with, comma","with ""quotes""","two\nlines",\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});
