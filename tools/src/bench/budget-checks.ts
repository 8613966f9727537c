/**
 * The size budgets against measured pages: each budgeted figure with its limit, and a line saying what is over and
 * which chunks make it up.
 */
import { formatBytes, formatKb } from './format-kb.js';
import type { PackagePages } from './package-sizes.js';
import { ceilings, FURTHER_OPERATION_GZIP, ONE_OPERATION_GZIP } from './size-budgets.js';
import type { VitePage } from './vite-page.js';

/** One budgeted figure. */
export interface BudgetCheck {
  /** What is measured, e.g. `@org/webhooks: one operation (settings.get)`. */
  readonly subject: string;
  readonly gzipBytes: number;
  readonly budgetBytes: number;
  /** The page's chunks, for a reader who needs to know what to cut. */
  readonly page: VitePage;
}

/** The budget checks of the measured pages: budgeted pages, one operation of each service, further operations. */
export function budgetChecks(measured: readonly PackagePages[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const { pkg, oneOperation, everyOperation, pages } of measured) {
    for (const { page, vite } of pages) checks.push({ subject: `${pkg.name}: ${page.label}`, gzipBytes: vite.gzipBytes, budgetBytes: page.gzipBytes, page: vite });
    if (pkg.name === '@org/http-core') continue;
    checks.push({ subject: `${pkg.name}: one operation (${oneOperation.call})`, gzipBytes: oneOperation.vite.gzipBytes, budgetBytes: ONE_OPERATION_GZIP, page: oneOperation.vite });
    if (everyOperation !== undefined) {
      checks.push({
        subject: `${pkg.name}: each further operation, on average over ${everyOperation.count}`,
        gzipBytes: everyOperation.furtherGzipBytes,
        budgetBytes: FURTHER_OPERATION_GZIP,
        page: everyOperation.vite,
      });
    }
  }
  return checks;
}

/** True when the figure is within its budget. */
export function withinBudget(check: BudgetCheck): boolean {
  return check.gzipBytes <= check.budgetBytes;
}

/** The most the figure may be in `npm test`: its budget, or its ceiling while the budget is not met (`ceilings`). */
export function allowedBytes(check: BudgetCheck): number {
  return Math.max(check.budgetBytes, ceilings[check.subject] ?? 0);
}

/** True when the figure is within what `npm test` allows (see {@link allowedBytes}). */
export function withinAllowed(check: BudgetCheck): boolean {
  return check.gzipBytes <= allowedBytes(check);
}


/** The page's chunks: file, module, gzip size and when each loads. */
export function describeChunks(page: VitePage): string {
  return page.chunks.map((chunk) => `${chunk.module} ${formatKb(chunk.gzipBytes)} (${chunk.load})`).join(', ');
}

/** `subject: 40.4 KB gzip, OVER 24.0 KB by 16.4 KB; loaded: …` or `subject: 20.1 KB gzip, within 24.0 KB`. */
export function describeCheck(check: BudgetCheck): string {
  const head = `${check.subject}: ${formatBytes(check.gzipBytes)} gzip`;
  if (withinBudget(check)) return `${head}, within ${formatBytes(check.budgetBytes)}`;
  const ceiling = allowedBytes(check) > check.budgetBytes ? ` (ceiling until it is met ${formatBytes(allowedBytes(check))}${withinAllowed(check) ? '' : `, OVER it by ${formatBytes(check.gzipBytes - allowedBytes(check))}`})` : '';
  return `${head}, OVER ${formatBytes(check.budgetBytes)} by ${formatBytes(check.gzipBytes - check.budgetBytes)}${ceiling}; chunks: ${describeChunks(check.page)}`;
}
