import type { CoverageReport } from './coverage-report.js';

/**
 * Renders a coverage report as text: a `<service>: covered/total` line, a
 * line per tag of unlisted rows, then one indented line per problem (missing, deprecated mismatch,
 * unknown), in spec order.
 */
export function formatCoverage(report: CoverageReport): string {
  const lines = [`${report.service}: ${report.covered}/${report.total}`];
  for (const { tag, covered, total, required } of report.tags) {
    lines.push(`  unlisted rows tagged ${tag}: ${covered}/${total}${required ? '' : ' (not taken on yet)'}`);
  }
  for (const op of report.missing) {
    lines.push(`  missing: ${op.method} ${op.path}${op.deprecated ? ' (deprecated)' : ''}${op.tag ? ` (unlisted, ${op.tag})` : ''}`);
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
