/** One lookup from a key's history, as the CSV download lists it. */
export interface LookupLogEntry {
  /** When the lookup happened (ISO 8601). */
  readonly time: string;
  /** The caller's IP address (redacted by the service after a while). */
  readonly ip: string;
  /** What was searched for. */
  readonly query: string;
  /** The page the lookup came from, or `""`. */
  readonly url: string;
  /** Which kind of lookup, e.g. `Postcode Lookup`. */
  readonly kind: string;
  /** Tags the lookup carried. */
  readonly tags: readonly string[];
}

/**
 * Parses a lookup-log CSV: one lookup per line, no header, the columns time, IP, query, URL, kind and
 * tags (comma-separated inside one quoted field). Follows RFC 4180 quoting (`"a ""b"", c"`); accepts
 * LF and CRLF line ends; skips empty lines. Extra columns are ignored.
 */
export function parseLookupLog(csv: string): LookupLogEntry[] {
  return parseCsv(csv)
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row) => ({
      time: row[0] ?? '',
      ip: row[1] ?? '',
      query: row[2] ?? '',
      url: row[3] ?? '',
      kind: row[4] ?? '',
      tags: (row[5] ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    }));
}

/** Splits CSV text into rows of fields (RFC 4180). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Writes rows as CSV, quoting fields that need it (the inverse of {@link parseCsv}). */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);
  return rows.map((row) => row.map(quote).join(',') + '\n').join('');
}
