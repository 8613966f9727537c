import type { PackageSize } from './package-sizes.js';
import { renderTable, type TableRow } from './table.js';

/** `12345` -> `12.1 KB` (1 KB = 1024 B). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The package sizes as a table: tarball, unpacked, files, one-operation bundle, then budgeted pages. */
export function packageSizeTable(sizes: readonly PackageSize[]): string {
  const rows: TableRow[] = [];
  for (const size of sizes) {
    const one = size.oneOperation;
    rows.push([
      size.pkg.name,
      formatKb(size.tarballBytes),
      formatKb(size.unpackedBytes),
      String(size.files),
      one ? `${formatKb(one.bundle.minifiedBytes)} (${formatKb(one.bundle.gzipBytes)})` : '-',
      one ? `${one.call}${one.bundle.nodeImports.length > 0 ? `; imports ${one.bundle.nodeImports.join(', ')} (left external)` : ''}` : '',
    ]);
  }
  const budgets = sizes.flatMap((size) => size.budgets.map((b) => ({ size, ...b })));
  if (budgets.length > 0) rows.push('---');
  for (const { size, budget, bundle } of budgets) {
    const over = bundle.gzipBytes - budget.gzipBytes;
    rows.push([
      `${size.pkg.name}: ${budget.label}`,
      '',
      '',
      '',
      `${formatKb(bundle.minifiedBytes)} (${formatKb(bundle.gzipBytes)})`,
      `budget ${formatKb(budget.gzipBytes)} gzip: ${over > 0 ? `OVER by ${formatKb(over)}` : `within, ${formatKb(-over)} to spare`}; ` +
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
      { title: 'Browser bundle, min (gzip)', align: 'right' },
      { title: 'Page bundled' },
    ],
    rows,
  );
}

/** The line above the table: how the figures were made. */
export const packageSizeHeading =
  'Package sizes: the npm tarball (gzip) and its files unpacked; the browser bundle (esbuild, ESM, minified, ' +
  'tree-shaken; gzip level 9) of a page that creates the client and makes the call shown, from the built dist';
