import type { CoverageReport } from './coverage-report.js';

/**
 * Renders a coverage report as text: a `<service>: covered/total` line,
 * then one indented line per problem (missing, deprecated mismatch,
 * unknown), in spec order.
 */
export function formatCoverage(report: CoverageReport): string {
  const lines = [`${report.service}: ${report.covered}/${report.total}`];
  for (const op of report.missing) {
    lines.push(`  missing: ${op.method} ${op.path}${op.deprecated ? ' (deprecated)' : ''}`);
  }
  for (const { spec, declared } of report.deprecatedMismatch) {
    lines.push(
      `  deprecated mismatch: ${spec.method} ${spec.path} (spec: ${flagText(spec.deprecated)}, declared: ${flagText(declared)})`,
    );
  }
  for (const op of report.unknown) {
    lines.push(`  unknown: ${op.method} ${op.path} (not in the spec)`);
  }
  return lines.join('\n');
}

function flagText(deprecated: boolean): string {
  return deprecated ? 'deprecated' : 'not deprecated';
}
