import type { Operation, OperationGroups, ServiceDefinition } from '@org/http-core';
import { generatedTsBanner } from './generated-banner.js';
import { inputOptionality } from './input-optionality.js';
import { readOperationDocs, type OperationDocs } from './operation-docs.js';
import { inputFields, type InputField } from './operation-input-fields.js';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A TSDoc comment of `lines`, indented by `indent`; `*\/` inside the text cannot end it. */
function tsdoc(lines: readonly string[], indent = ''): string[] {
  const safe = lines.map((line) => line.replaceAll('*/', '*\\/'));
  if (safe.length === 1 && !safe[0]!.startsWith('@')) return [`${indent}/** ${safe[0]} */`];
  return [`${indent}/**`, ...safe.map((line) => (line === '' ? `${indent} *` : `${indent} * ${line}`)), `${indent} */`];
}

/** `import type { ... } from '<from>';`, one name per line when it would be long. */
function importLine(names: readonly string[], from: string): string {
  const line = `import type { ${names.join(', ')} } from '${from}';`;
  return line.length <= 140 ? line : `import type {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${from}';`;
}

/**
 * Renders a service package's `src/operation-types.ts`, the documented surface of its client, computed from the
 * table so that the table stays the one source of truth:
 *
 * - per operation, its input as an interface whose fields carry the parameters' descriptions (each field's type is
 *   read from the table's `OperationInput`, optional exactly where the table makes it so), and named output types
 *   (`...Output`, `...Item` for a list, `...Result` for a long-running operation);
 * - per group, an interface of its methods (`RoleAssignmentsMethods`), each with the TSDoc written on the operation
 *   in `src/operations` (read from the sources under `srcDir`), and the interface of every group
 *   (`AccessControlMethods`);
 * - a compile-time check that this surface and the engine's `ServiceClient` of the table are assignable both ways,
 *   and that each input interface is the table's input exactly.
 *
 * The file starts with the generated banner; `npm run generate` writes it and each package's `docs.test.ts` holds
 * it current.
 */
export function renderOperationTypes(service: ServiceDefinition<OperationGroups, string>, srcDir: string): string {
  const docs = readOperationDocs(srcDir);
  const serviceName = service.name.split('-').map(pascal).join('');
  const groupsType = `${serviceName}Groups`;
  const surface = `${serviceName}Methods`;
  const envelope = service.envelope?.data;
  const key = envelope === undefined ? '' : `, '${envelope}'`;
  const byGroup = new Map<string, Operation[]>();
  for (const operation of service.operations) {
    const group = operation.id.split('.')[0]!;
    byGroup.set(group, [...(byGroup.get(group) ?? []), operation]);
  }
  if ([...byGroup.keys()].some((group) => `${pascal(group)}Methods` === surface)) throw new Error(`${service.name}: a group's methods would be named ${surface}, like the service's`);
  const optionality = inputOptionality(srcDir, groupsType, service.operations.map((operation) => operation.id));
  const fieldsOf = new Map<string, InputField[]>(service.operations.map((operation) => [operation.id, inputFields(operation, optionality.get(operation.id)!)]));

  const used = new Set(['OperationInput', 'OperationOutput', 'ServiceClient']);
  const body: string[] = [];
  const checks: string[] = [];
  for (const operation of service.operations) body.push(...operationTypes(operation));
  for (const [group, operations] of byGroup) {
    body.push(...tsdoc(docs.groups.get(group) ?? [`The \`${group}\` operations of the service.`]), `export interface ${pascal(group)}Methods {`);
    for (const operation of operations) body.push(...method(operation, docs));
    body.push('}');
  }
  body.push(
    ...tsdoc([`The methods of a client of the service: one object per group, one method per operation, documented as the operation table is.`]),
    `export interface ${surface} {`,
  );
  for (const group of byGroup.keys()) {
    body.push(...tsdoc(docs.groups.get(group) ?? [`The \`${group}\` operations of the service.`], '  '), `  readonly ${group}: ${pascal(group)}Methods;`);
  }
  body.push('}');

  const header = [
    generatedTsBanner,
    importLine([...used].sort(), '@org/http-core'),
    `import type { ${groupsType} } from './service.js';`,
    '',
  ];
  const footer = [
    '',
    ...(checks.length === 0
      ? []
      : [
          '// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.',
          'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
        ]),
    '// `true` when each of `A` and `B` is assignable to the other.',
    'type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    '// Compiles only when `T` is `true`.',
    'type Assert<T extends true> = T;',
    '// The surface above is the client the engine makes of the table (both ways), and each input interface is the',
    "// table's input exactly: a change to the table that the surface does not follow fails to compile here.",
    `declare const _surfaceIsTheTable: Assert<Mutual<${surface}, ServiceClient<${groupsType}${key}>>>;`,
    ...(checks.length === 0 ? [] : ['declare const _inputsAreTheTable: [', ...checks, '];']),
  ];
  return `${[...header, ...body, ...footer].join('\n')}\n`;

  function specOf(operation: Operation): string {
    const [group, method] = operation.id.split('.') as [string, string];
    return `${groupsType}['${group}']['${method}']`;
  }

  function nameOf(operation: Operation): string {
    const [group, method] = operation.id.split('.') as [string, string];
    return `${pascal(group)}${pascal(method)}`;
  }

  function operationTypes(operation: Operation): string[] {
    const name = nameOf(operation);
    const spec = specOf(operation);
    const deprecated = operation.deprecated ? ['', '@deprecated The service deprecates this operation.'] : [];
    const doc = (what: string) => tsdoc([`${what} \`${operation.id}\` (${operation.summary}).`, ...deprecated]);
    const out: string[] = [];
    const fields = fieldsOf.get(operation.id)!;
    if (fields.length === 0) {
      out.push(...doc('Input of'), `export type ${name}Input = OperationInput<${spec}>;`);
    } else {
      out.push(...doc('Input of'), `export interface ${name}Input {`);
      for (const field of fields) {
        out.push(...tsdoc(field.description.split('\n'), '  '), `  ${field.name}${field.optional ? '?' : ''}: OperationInput<${spec}>['${field.name}'];`);
      }
      out.push('}');
      checks.push(`  Assert<Same<${name}Input, OperationInput<${spec}>>>,`);
    }
    out.push(...doc('Output of'), `export type ${name}Output = OperationOutput<${spec}${key}>;`);
    if (operation.spec.pagination) {
      used.add('OperationItem');
      out.push(...doc('One item of the list'), `export type ${name}Item = OperationItem<${spec}${key}>;`);
    }
    if (operation.spec.longRunning) {
      used.add('OperationResult');
      out.push(...doc('Result of the long-running operation'), `export type ${name}Result = OperationResult<${spec}>;`);
    }
    return out;
  }

  function method(operation: Operation, docs: OperationDocs): string[] {
    const [, methodName] = operation.id.split('.') as [string, string];
    const name = nameOf(operation);
    const written = docs.operations.get(operation.id) ?? [`${operation.summary}.`];
    const deprecated = operation.deprecated && !written.some((line) => line.startsWith('@deprecated')) ? ['', '@deprecated The service deprecates this operation.'] : [];
    const doc = tsdoc([...written, ...deprecated], '  ');
    const input = `input${fieldsOf.get(operation.id)!.every((field) => field.optional) ? '?' : ''}: ${name}Input`;
    if (operation.spec.pagination) {
      used.add('CallOptions').add('PageOptions').add('PageIterator');
      return [...doc, `  ${methodName}(${input}, options?: CallOptions & PageOptions): PageIterator<${name}Item, ${name}Output>;`];
    }
    if (operation.spec.longRunning) {
      used.add('LongRunningCallOptions').add('Poller');
      return [
        ...doc,
        `  readonly ${methodName}: {`,
        `    (${input}, options?: LongRunningCallOptions): Poller<${name}Result>;`,
        '    /** Follows an operation started earlier (possibly by another process), by its name. */',
        `    resume(name: string, options?: LongRunningCallOptions): Poller<${name}Result>;`,
        '  };',
      ];
    }
    used.add('ApiPromise').add('CallOptions');
    return [...doc, `  ${methodName}(${input}, options?: CallOptions): ApiPromise<${name}Output>;`];
  }
}
