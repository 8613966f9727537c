import type { Operation, OperationGroups, ServiceDefinition } from '@org/http-core';
import { generatedTsBanner } from './generated-banner.js';
import { inputOptionality } from './input-optionality.js';
import { modelViews, operationSchemas } from './model-views.js';
import { readOperationDocs, type OperationDocs } from './operation-docs.js';
import { inputFields, type InputField } from './operation-input-fields.js';
import { operationProgram } from './operation-program.js';

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
 * - where a body or a result is a model the package exports, its type names that model (`z.output<typeof Deal>`),
 *   through the views of `modelViews`, so that an editor shows the TSDoc of its fields at every depth;
 * - per group, an interface of its methods (`RoleAssignmentsMethods`), each with the TSDoc written on the operation
 *   in `src/operations` (read from the sources under `srcDir`), and the interface of every group
 *   (`AccessControlMethods`);
 * - a compile-time check that this surface and the engine's `ServiceClient` of the table are assignable both ways,
 *   that each input interface is the table's input exactly, and that each view is its model's type exactly.
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
  const operationIds = service.operations.map((operation) => operation.id);
  const compiled = operationProgram(srcDir, groupsType, operationIds);
  const optionality = inputOptionality(compiled, operationIds);
  const views = modelViews(compiled);
  const specIndex = new Map(operationIds.map((id, index) => [id, index]));
  const fieldsOf = new Map<string, InputField[]>(service.operations.map((operation) => [operation.id, inputFields(operation, optionality.get(operation.id)!)]));

  const used = new Set(['OperationInput', 'ServiceClient']);
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

  const imported = [...views.imports].sort(([a], [b]) => (a < b ? -1 : 1));
  const names = [...used, groupsType, ...imported.flatMap(([, models]) => [...models]), ...views.names, ...body.flatMap((line) => /^export (?:interface|type) (\w+)/.exec(line)?.[1] ?? [])];
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new Error(`${service.name}: the generated types would declare or import ${twice} twice`);
  const header = [
    generatedTsBanner,
    importLine([...used].sort(), '@org/http-core'),
    ...(imported.length === 0 ? [] : ["import type * as z from '@org/http-core/zod';"]),
    ...imported.map(([module, models]) => importLine([...models].sort(), module)),
    `import type { ${groupsType} } from './service.js';`,
    '',
    ...views.declarations,
  ];
  const footer = [
    '',
    ...(checks.length + views.checks.length === 0
      ? []
      : [
          '// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.',
          'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
        ]),
    '// `true` when each of `A` and `B` is assignable to the other.',
    'type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    '// Compiles only when `T` is `true`.',
    'type Assert<T extends true> = T;',
    '// The surface above is the client the engine makes of the table (both ways), each input interface is the',
    "// table's input exactly and each view its model's type: a change to the table or to a model that the surface",
    '// does not follow fails to compile here.',
    `declare const _surfaceIsTheTable: Assert<Mutual<${surface}, ServiceClient<${groupsType}${key}>>>;`,
    ...(checks.length === 0 ? [] : ['declare const _inputsAreTheTable: [', ...checks, '];']),
    ...(views.checks.length === 0 ? [] : ['declare const _viewsAreTheModels: [', ...views.checks, '];']),
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
    const schemas = operationSchemas(compiled, specIndex.get(operation.id)!);
    const body = schemas.body && views.typeOf(schemas.body, 'Input');
    // As `OperationOutput` takes the envelope off: its data when the answer always has it, else the whole answer.
    const data = schemas.response && envelope !== undefined ? views.requiredField(schemas.response, envelope) : undefined;
    const output = (data ?? schemas.response) && views.typeOf((data ?? schemas.response)!, 'Output');
    const result = schemas.result && views.typeOf(schemas.result, 'Output');
    if (fields.length === 0) {
      out.push(...doc('Input of'), `export type ${name}Input = OperationInput<${spec}>;`);
    } else {
      out.push(...doc('Input of'), `export interface ${name}Input {`);
      for (const field of fields) {
        const type = field.in === 'body' && body !== undefined ? `${body}${field.optional ? ' | undefined' : ''}` : `OperationInput<${spec}>['${field.name}']`;
        out.push(...tsdoc(field.description.split('\n'), '  '), `  ${field.name}${field.optional ? '?' : ''}: ${type};`);
      }
      out.push('}');
      checks.push(`  Assert<Same<${name}Input, OperationInput<${spec}>>>,`);
    }
    if (output === undefined) used.add('OperationOutput');
    out.push(...doc('Output of'), `export type ${name}Output = ${output ?? `OperationOutput<${spec}${key}>`};`);
    if (operation.spec.pagination) {
      // As `OperationItem` reads it: an element of the array at the dotted path `items` of the output.
      const items = operation.spec.pagination.items.split('.').filter((step) => step !== '').reduce((type, step) => `NonNullable<${type}>['${step}']`, `${name}Output`);
      if (output === undefined) used.add('OperationItem');
      out.push(...doc('One item of the list'), `export type ${name}Item = ${output === undefined ? `OperationItem<${spec}${key}>` : `NonNullable<${items}>[number]`};`);
    }
    if (operation.spec.longRunning) {
      if (result === undefined) used.add('OperationResult');
      out.push(...doc('Result of the long-running operation'), `export type ${name}Result = ${result ?? `OperationResult<${spec}>`};`);
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
