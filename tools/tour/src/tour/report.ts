/**
 * What the tour prints: a line per step, then a summary table per service.
 */

/** How one step ended. */
export interface StepRecord {
  readonly service: string;
  readonly task: string;
  readonly status: 'ok' | 'failed' | 'skipped';
  readonly operations: readonly string[];
  readonly result: string;
  readonly ms: number;
}

/** `ok   access-control | grant a role ... | roleAssignments.create, ... | result | 12 ms` */
export function stepLine(step: StepRecord): string {
  const mark = step.status === 'ok' ? 'ok  ' : step.status === 'failed' ? 'FAIL' : 'skip';
  const operations = step.operations.length === 0 ? '-' : compact(step.operations).join(', ');
  return `  ${mark} ${step.service} | ${step.task} | ${operations} | ${step.result} | ${step.ms} ms`;
}

/** `op, op x3` for repeated calls in a row. */
function compact(operations: readonly string[]): string[] {
  const out: Array<{ name: string; count: number }> = [];
  for (const name of operations) {
    const last = out.at(-1);
    if (last?.name === name) last.count += 1;
    else out.push({ name, count: 1 });
  }
  return out.map(({ name, count }) => (count > 1 ? `${name} x${count}` : name));
}

/** The summary table: per service, steps by outcome, distinct operations called and time; then a total. */
export function summaryTable(steps: readonly StepRecord[]): string {
  const services = [...new Set(steps.map((s) => s.service))];
  const rows = services.map((service) => {
    const own = steps.filter((s) => s.service === service);
    return [
      service,
      String(own.filter((s) => s.status === 'ok').length),
      String(own.filter((s) => s.status === 'failed').length),
      String(own.filter((s) => s.status === 'skipped').length),
      String(new Set(own.flatMap((s) => s.operations)).size),
      `${own.reduce((sum, s) => sum + s.ms, 0)} ms`,
    ];
  });
  const total = [
    'total',
    String(steps.filter((s) => s.status === 'ok').length),
    String(steps.filter((s) => s.status === 'failed').length),
    String(steps.filter((s) => s.status === 'skipped').length),
    String(new Set(steps.flatMap((s) => s.operations.map((op) => `${s.service}:${op}`))).size),
    `${steps.reduce((sum, s) => sum + s.ms, 0)} ms`,
  ];
  return table(['service', 'ok', 'failed', 'skipped', 'operations', 'time'], [...rows, total]);
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
