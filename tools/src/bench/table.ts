/** A plain-text table: a header, rows, and separator lines between sections. */

/** How a column is aligned. */
export type Align = 'left' | 'right';

/** A column of {@link renderTable}. */
export interface Column {
  readonly title: string;
  readonly align?: Align;
}

/** A row of cells, or `'---'` for a separator line. */
export type TableRow = readonly string[] | '---';

/** Renders rows under `columns` with padded cells, `|` between them and `-` rules. */
export function renderTable(columns: readonly Column[], rows: readonly TableRow[]): string {
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => (row === '---' ? 0 : (row[index] ?? '').length))),
  );
  const rule = widths.map((width) => '-'.repeat(width + 2)).join('+');
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index]!;
        const padded = columns[index]?.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
        return ` ${padded} `;
      })
      .join('|')
      .trimEnd();
  const out = [line(columns.map((column) => column.title)), rule];
  for (const row of rows) out.push(row === '---' ? rule : line(columns.map((_, index) => row[index] ?? '')));
  return out.join('\n');
}

/** `12345.6` -> `12,346`. */
export function formatInteger(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** A number with `digits` decimals. */
export function formatFixed(value: number, digits = 1): string {
  return value.toFixed(digits);
}

/** `ratio(2, 1)` -> `2.00x`; a dash when the baseline is missing or zero. */
export function formatRatio(value: number, baseline: number | undefined): string {
  if (baseline === undefined || baseline === 0 || !Number.isFinite(value)) return '-';
  return `${(value / baseline).toFixed(2)}x`;
}

/** Bytes as `12,345 B`. */
export function formatBytes(bytes: number): string {
  return `${formatInteger(bytes)} B`;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
