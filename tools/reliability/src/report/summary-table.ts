/**
 * The summary as text: one row per package, then one row per fault kind, then one row per guarantee with a
 * column per package.
 */
import type { Summary, Tally } from './summary.js';

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const ratio = (cell: Tally | undefined) => (cell ? `${cell.passed}/${cell.total}` : '-');
function sum(cells: readonly (Tally | undefined)[]): Tally {
  const total: Tally = { passed: 0, total: 0, failed: [] };
  for (const cell of cells) {
    total.passed += cell?.passed ?? 0;
    total.total += cell?.total ?? 0;
  }
  return total;
}

export function renderSummary(summary: Summary): string {
  const { services, tally, mistakenRequests } = summary;
  const columns = ['fault', 'bad-input', 'secret', 'data-safety', 'load', 'leftovers'] as const;
  const rows = services.map((service) => [
    service,
    ...columns.map((category) => ratio(tally[category][service])),
    String(mistakenRequests[service] ?? 0),
  ]);
  const totals = ['all', ...columns.map((category) => ratio(sum(services.map((service) => tally[category][service])))), String(
    services.reduce((total, service) => total + (mistakenRequests[service] ?? 0), 0),
  )];
  const perPackage = table(
    ['package', 'fault kinds passed', 'bad inputs refused', 'secret searches clean', 'data safety', 'load', 'nothing left open', 'requests sent by mistake'],
    [...rows, totals],
  );

  const kindRows = [...summary.faultKinds].map(([kind, byService]) => {
    const failed = [...byService].filter(([, passed]) => !passed).map(([service]) => service);
    return [kind, `${byService.size - failed.length}/${byService.size}`, failed.join(', ')];
  });
  const perKind = table(['fault kind', 'packages passed', 'failed in'], kindRows);

  // Each guarantee, package by package: the checks that are its evidence, passed out of run ('-': it does not apply).
  const guaranteeRows = [...summary.guarantees].map(([guarantee, byService]) => [guarantee, ...services.map((service) => ratio(byService.get(service)))]);
  const perGuarantee = table(['guarantee', ...services], guaranteeRows);

  const failures = services.flatMap((service) =>
    columns.flatMap((category) => (tally[category][service]?.failed ?? []).map((check) => `  ${service} · ${category} · ${check}`)),
  );
  return [
    'Reliability summary',
    '',
    perPackage,
    '',
    perKind,
    ...(guaranteeRows.length === 0 ? [] : ['', perGuarantee]),
    ...(failures.length === 0 ? [] : ['', 'Failed checks:', ...failures]),
  ].join('\n');
}
