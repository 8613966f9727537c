import type { PackageSize } from './package-sizes.js';
import { FURTHER_OPERATION_GZIP, ONE_OPERATION_GZIP } from './size-budgets.js';
import { renderTable, type TableRow } from './table.js';

/** `12345` -> `12.1 KB` (1 KB = 1024 B). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The package sizes as a table: tarball, unpacked, files, one-operation bundle, then budgeted pages. */
export function packageSizeTable(sizes: readonly PackageSize[]): string {
  const rows: TableRow[] = [];
  const within = (bytes: number, budget: number) => (bytes <= budget ? 'within' : 'OVER');
  for (const size of sizes) {
    const one = size.oneOperation;
    const every = size.everyOperation;
    const notes = [
      one ? `${one.call}${one.rolldownGzip === undefined ? '' : `: ${within(one.bundle.gzipBytes, ONE_OPERATION_GZIP)} ${formatKb(ONE_OPERATION_GZIP)}; rolldown ${formatKb(one.rolldownGzip)} ${within(one.rolldownGzip, ONE_OPERATION_GZIP)}`}` : '',
      every
        ? `each further operation +${Math.round(every.furtherGzipBytes)} B (rolldown +${Math.round(every.rolldownFurtherGzipBytes)} B, all ${every.count}: ${formatKb(every.bundle.gzipBytes)}): ${within(every.rolldownFurtherGzipBytes, FURTHER_OPERATION_GZIP)} ${FURTHER_OPERATION_GZIP} B`
        : '',
      one && one.bundle.nodeImports.length > 0 ? `imports ${one.bundle.nodeImports.join(', ')} (left external)` : '',
    ].filter(Boolean);
    rows.push([
      size.pkg.name,
      formatKb(size.tarballBytes),
      formatKb(size.unpackedBytes),
      String(size.files),
      one ? `${formatKb(one.bundle.minifiedBytes)} (${formatKb(one.bundle.gzipBytes)})` : '-',
      notes.join('; '),
    ]);
  }
  const pages = sizes.flatMap((size) => size.pages.map((b) => ({ size, ...b })));
  if (pages.length > 0) rows.push('---');
  for (const { page, bundle, rolldownGzip } of pages) {
    const over = bundle.gzipBytes - page.gzipBytes;
    rows.push([
      `${page.packageName}: ${page.label}`,
      '',
      '',
      '',
      `${formatKb(bundle.minifiedBytes)} (${formatKb(bundle.gzipBytes)})`,
      `budget ${formatKb(page.gzipBytes)} gzip: ${over > 0 ? `OVER by ${formatKb(over)}` : `within, ${formatKb(-over)} to spare`}; rolldown ${formatKb(rolldownGzip)} ${within(rolldownGzip, page.gzipBytes)}; ` +
        `min by package: ${Object.entries(bundle.byPackage)
          .filter(([name]) => name !== 'entry')
          .sort(([, a], [, b]) => b - a)
          .map(([name, bytes]) => `${name} ${formatKb(bytes)}`)
          .join(', ')}`,
    ]);
  }
  return renderTable(
    [
      { title: 'Package' },
      { title: 'Tarball', align: 'right' },
      { title: 'Unpacked', align: 'right' },
      { title: 'Files', align: 'right' },
      { title: 'One operation, min (gzip)', align: 'right' },
      { title: 'Pages bundled (createXClientFor)' },
    ],
    rows,
  );
}

/** The line above the table: how the figures were made. */
export const packageSizeHeading =
  'Package sizes: the npm tarball (gzip) and its files unpacked; the browser bundle (esbuild, ESM, minified, ' +
  'tree-shaken; gzip level 9) of pages that bind operations with `create<Name>ClientFor` and call them, from the built dist, ' +
  'and the same pages with rolldown (minified, gzip 9), which honours side-effect annotations across modules';
