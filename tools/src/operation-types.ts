import type { OperationGroups, ServiceDefinition } from '@org/http-core';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Renders a service package's `src/operation-types.ts`: a named input and output type for every operation of
 * its table (`RoleAssignmentsCreateInput`, `RoleAssignmentsCreateOutput`, and `...Item` for a list), each
 * documented with the operation's purpose and marked `@deprecated` where the operation is. The types are
 * computed from the table (the service's named groups type), so the table stays the one source of truth; each
 * package's `docs.test.ts` keeps the file in step with it.
 */
export function renderOperationTypes(service: ServiceDefinition<OperationGroups, string>): string {
  const groups = `${service.name.split('-').map(pascal).join('')}Groups`;
  const envelope = service.envelope?.data;
  const key = envelope === undefined ? '' : `, '${envelope}'`;
  const lines = [
    '// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.',
    `import type { OperationInput, ${service.operations.some((operation) => operation.spec.pagination) ? 'OperationItem, ' : ''}OperationOutput } from '@org/http-core';`,
    `import type { ${groups} } from './service.js';`,
    '',
  ];
  for (const operation of service.operations) {
    const [group, method] = operation.id.split('.') as [string, string];
    const name = `${pascal(group)}${pascal(method)}`;
    const spec = `${groups}['${group}']['${method}']`;
    const deprecated = operation.deprecated ? '\n *\n * @deprecated The service deprecates this operation.' : '';
    const doc = (what: string) => `/**\n * ${what} \`${operation.id}\` (${operation.summary}).${deprecated}\n */`;
    lines.push(doc('Input of'), `export type ${name}Input = OperationInput<${spec}>;`);
    lines.push(doc('Output of'), `export type ${name}Output = OperationOutput<${spec}${key}>;`);
    if (operation.spec.pagination) lines.push(doc('One item of the list'), `export type ${name}Item = OperationItem<${spec}${key}>;`);
  }
  return `${lines.join('\n')}\n`;
}
