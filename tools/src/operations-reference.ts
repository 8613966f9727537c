import { bodySpec, paramSpec, type Operation, type OperationGroups, type ServiceDefinition } from '@org/http-core';
import * as z from 'zod/mini';
import { generatedMarkdownBanner } from './generated-banner.js';

/**
 * Renders a service's operation table as a Markdown reference: one section per group, one entry per
 * method with its HTTP method and path, purpose, parameters (wire names, required or optional), body,
 * paging and long-running behaviour, and deprecation. Everything comes from the table itself; a service
 * with an envelope (`P`) is rendered the same way. The text starts with the generated banner.
 */
export function renderOperationsReference(service: ServiceDefinition<OperationGroups, string>): string {
  const lines: string[] = [generatedMarkdownBanner, '', `# ${service.packageName} operations`, '', `${service.operations.length} operations.`, ''];
  let group = '';
  for (const operation of service.operations) {
    const [name, method] = operation.id.split('.') as [string, string];
    if (name !== group) {
      group = name;
      lines.push(`## ${group}`, '');
    }
    lines.push(`### \`${group}.${method}()\`${operation.deprecated ? ' (deprecated)' : ''}`, '');
    lines.push(`\`${operation.method} ${operation.path}\``, '', operation.summary + '.', '');
    const rows = parameterRows(operation);
    if (rows.length > 0) {
      lines.push('| parameter | in | wire name | required |', '| --- | --- | --- | --- |', ...rows, '');
    }
    lines.push(...facts(operation), '');
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

function parameterRows(operation: Operation): string[] {
  const rows: string[] = [];
  const sections = [
    ['path', operation.spec.pathParams],
    ['query', operation.spec.query],
    ['header', operation.spec.headers],
  ] as const;
  for (const [where, params] of sections) {
    for (const [key, declared] of Object.entries(params ?? {})) {
      const param = paramSpec(declared);
      const required = param.default === undefined && !z.safeParse(param.schema, undefined).success;
      const notes = [param.multiSegment ? 'several segments' : '', param.default !== undefined ? `default \`${param.default}\`` : '', param.secret ? 'secret' : '']
        .filter(Boolean)
        .join(', ');
      rows.push(`| \`${key}\` | ${where} | \`${param.name ?? key}\` | ${required ? 'yes' : 'no'}${notes ? ` (${notes})` : ''} |`);
    }
  }
  if (operation.spec.body) {
    const body = bodySpec(operation.spec.body);
    rows.push(`| \`body\` | body | ${body.encoding ?? 'json'} | ${body.optional ? 'no' : 'yes'} |`);
  }
  return rows;
}

function facts(operation: Operation): string[] {
  const out: string[] = [];
  const { pagination, longRunning, deprecated } = operation.spec;
  out.push(`- Auth: ${operation.auth.length === 0 ? 'none' : operation.auth.join(' or ')}.`);
  const key = operation.spec.idempotencyKey;
  out.push(
    `- ${
      operation.idempotent
        ? 'Retried on transient failures.'
        : key
          ? `Retried on transient failures with the same \`${key.header}\` (one per call, or the call's \`idempotencyKey\`).`
          : 'Never retried automatically.'
    }`,
  );
  if (pagination) out.push(`- Returns a page iterator (\`${pagination.style}\` paging, items at \`${pagination.items || '(body)'}\`).`);
  if (longRunning) out.push(`- Starts a long-running operation; returns a poller (polls \`${longRunning.poll}\`).`);
  if (typeof deprecated === 'string') out.push(`- Deprecated: ${deprecated}`);
  else if (deprecated) out.push('- Deprecated by the service.');
  return out;
}
