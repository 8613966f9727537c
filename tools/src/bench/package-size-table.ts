import { budgetChecks, describeCheck } from './budget-checks.js';
import { formatBytes, formatKb } from './format-kb.js';
import type { PackageSize, PageSize } from './package-sizes.js';
import { renderTable, type TableRow } from './table.js';
import { errorPath } from './vite-page.js';

/** `28.3 KB (+ 4.1 KB error path)`: what loads before the first answer, and the error path's chunks beside it. */
function viteCell({ vite }: PageSize): string {
  const onError = errorPath(vite);
  return `${formatKb(vite.gzipBytes)}${onError.chunks > 0 ? ` (+ ${formatKb(onError.gzipBytes)} error path)` : ''}`;
}

/** The chunks of a page loaded after the entry: on demand, or only in some case (the error path's when a call fails). */
function laterChunks({ vite }: PageSize): string {
  return vite.chunks
    .filter((chunk) => chunk.load !== 'page load')
    .map((chunk) => `${chunk.module.replace(/^(?:node_modules|packages)\//, '')} ${formatKb(chunk.gzipBytes)} ${chunk.load}`)
    .join(', ');
}

/**
 * The package sizes as a table: tarball, unpacked, files; then the one-operation page as Vite ships it (gzip, before
 * the first answer, with the error path's chunks apart) and as one esbuild file; what each further operation adds;
 * then the budgeted pages, and each budget within or OVER.
 */
export function packageSizeTable(sizes: readonly PackageSize[]): string {
  const rows: TableRow[] = [];
  for (const size of sizes) {
    const one = size.pages?.oneOperation;
    const every = size.pages?.everyOperation;
    rows.push([
      size.pkg.name,
      formatKb(size.tarballBytes),
      formatKb(size.unpackedBytes),
      String(size.files),
      one ? viteCell(one) : '-',
      one ? formatKb(one.esbuild.gzipBytes) : '-',
      every ? `+${Math.round(every.furtherGzipBytes)} B (esbuild +${Math.round(every.esbuildFurtherGzipBytes)} B)${every.onceGzipBytes > 0 ? `; once ${formatBytes(every.onceGzipBytes)}` : ''}` : '-',
      one ? [one.call, laterChunks(one), one.esbuild.nodeImports.length > 0 ? `imports ${one.esbuild.nodeImports.join(', ')} (left external)` : ''].filter(Boolean).join('; ') : '',
    ]);
  }
  const pages = sizes.flatMap((size) => size.pages?.pages ?? []);
  if (pages.length > 0) rows.push('---');
  for (const page of pages) {
    rows.push([page.page.label, '', '', '', viteCell(page), formatKb(page.esbuild.gzipBytes), '', laterChunks(page)]);
  }
  const table = renderTable(
    [
      { title: 'Package' },
      { title: 'Tarball', align: 'right' },
      { title: 'Unpacked', align: 'right' },
      { title: 'Files', align: 'right' },
      { title: 'Vite, before 1st answer', align: 'right' },
      { title: 'esbuild, 1 file', align: 'right' },
      { title: 'Each further operation (Vite)' },
      { title: 'Page (one operation unless named); chunks loaded later' },
    ],
    rows,
  );
  const checks = budgetChecks(sizes.flatMap((size) => (size.pages ? [size.pages] : [])));
  return `${table}\n\nBudgets (Vite, gzip, before the first answer):\n${checks.map((check) => `  ${describeCheck(check)}`).join('\n')}`;
}

/** The line above the table: how the figures were made. */
export const packageSizeHeading =
  'Package sizes: the npm tarball (gzip) and its files unpacked; pages that bind operations with `create<Name>ClientFor` ' +
  'and call them, from the built dist: a Vite production build, every JavaScript file the page loads before its first ' +
  'successful answer, each gzip level 9, summed (chunks a call imports only when it fails are apart); beside it the ' +
  'same page as one esbuild file (ESM, minified, tree-shaken, gzip level 9)';
