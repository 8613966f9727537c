/**
 * The one template of a service package (every package under `packages/` but the core): the files it has, what each
 * holds, the names it exports and where its TSDoc is written. `package-layout.test.ts` holds every service package to
 * it and the root README's map to {@link renderLayoutMap}, so that the map is this list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { operationConstName } from '../operation-const-name.js';
import { tsdocOf } from '../operation-docs.js';
import type { WorkspacePackage } from './workspace-packages.js';

/** One entry of the file map. */
export interface LayoutEntry {
  /** Path inside the package directory; `<group>`, `<resource>`, `<concept>` stand for any name. */
  readonly path: string;
  /** What it holds, in a line (<name>, <Name>: the package's name in camel and Pascal case). */
  readonly holds: string;
  /** Written by `npm run generate` (`generatedFiles`), never by hand. */
  readonly generated?: true;
  /** Only where the package needs it. */
  readonly optional?: true;
}

/** The file map of a service package, in the order the README shows it. */
export const serviceLayout: readonly LayoutEntry[] = [
  { path: 'package.json', holds: 'the manifest: release metadata (package-metadata.ts) and the generate script' },
  { path: 'README.md', holds: 'install, a client, real tasks, paging, errors, testing with the fake' },
  { path: 'OPERATIONS.md', holds: 'the operations reference, rendered from the table', generated: true },
  { path: 'LICENSE', holds: 'the MIT license' },
  { path: 'src/index.ts', holds: 'the public entry: everything below that a user imports, and the error classes' },
  { path: 'src/version.ts', holds: 'VERSION: the version of package.json, put in by the build; sent in the user agent' },
  { path: 'src/service-info.ts', holds: '<name>ServiceInfo: name, packageName, version, auth, how answers are read' },
  { path: 'src/service.ts', holds: '<Name>Groups, <name>Service = defineService(...) and the flat operations' },
  { path: 'src/operations/<group>.ts', holds: 'one group: each operation a const <group><Method> with its TSDoc, then <group>Group' },
  { path: 'src/operations/params.ts', holds: 'parameters several operations share', optional: true },
  { path: 'src/models/<resource>.ts', holds: 'zod/mini schemas and their types, one resource per file' },
  { path: 'src/client-options.ts', holds: "<Name>ClientOptions: the core's options, baseUrl optional, the service's own" },
  { path: 'src/core-options.ts', holds: "coreOptions(): the core's client options from <Name>ClientOptions" },
  { path: 'src/client.ts', holds: 'create<Name>Client(options) and <Name>Client: a client of the whole table' },
  { path: 'src/client-for.ts', holds: 'create<Name>ClientFor(groups, options): a client of only the operations given' },
  { path: 'src/operation-types.ts', holds: 'the client surface: per operation its input and output, per group its methods', generated: true },
  { path: 'src/testing/index.ts', holds: 'the fake, @org/<name>/testing: start<Name>Fake(), its state, seeds, handlers' },
  { path: 'src/<concept>.ts', holds: "the service's own helpers (filters, names, outcomes), one concept per file", optional: true },
  { path: 'src/client.test.ts', holds: 'the client against the fake over real sockets' },
  { path: 'src/coverage.test.ts', holds: 'the table covers every row of the spec for the service' },
  { path: 'src/docs.test.ts', holds: 'the generated files are what the table renders' },
  { path: 'src/**/*.test.ts', holds: 'more tests next to the code, against the fake', optional: true },
  { path: 'vitest.config.ts', holds: "the tests: Node, src/**/*.test.ts (sharing their worker's modules), the version of package.json" },
  { path: 'tsconfig.json', holds: 'the project references of the two below' },
  { path: 'tsconfig.lib.json', holds: 'the declarations of src into dist (bundle-dist.mjs bundles the code), tests left out' },
  { path: 'tsconfig.spec.json', holds: 'the type check of the tests' },
];

/** `src/version.ts`, the same in every service package: the version is written only in package.json. */
export const versionModule = `/** Replaced by the package's version when the package is built (and in its tests): see \`tools/scripts/bundle-dist.mjs\`. */
declare const PACKAGE_VERSION: string;

/** This package's version, as in its \`package.json\`; sent in the user agent. */
export const VERSION: string = PACKAGE_VERSION;
`;

/** The `generate` script of every service package: its `docs.test.ts`, writing what it would check. */
export const generateScript = 'vitest run src/docs.test.ts --update';

/** `src/docs.test.ts` of the service package whose service const is `serviceConst`. */
export function docsTestModule(serviceConst: string): string {
  return `import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '@org/tools/generated-files';
import { expect, it } from 'vitest';
import { ${serviceConst} } from './service.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// \`npm run generate\` writes these files (this test, updating); where Vitest writes nothing (CI), a stale or missing
// one fails. Rendering the client surface runs the compiler: seconds, not milliseconds (a minute on a loaded two-core
// machine); the bound is against hanging, not a speed check.
it.each(generatedFiles)('$path is rendered from the operation table', async (file) => {
  await expect(file.render(${serviceConst}, packageDir)).toMatchFileSnapshot(join(packageDir, file.path));
}, 180_000);
`;
}

/** The names a service package in `packages/<dirName>` uses: `access-control` → `accessControl`, `AccessControl`. */
export function serviceNames(dirName: string): { readonly camel: string; readonly pascal: string } {
  const pascal = dirName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return { camel: pascal.charAt(0).toLowerCase() + pascal.slice(1), pascal };
}

/** The file of a group's table: `roleAssignments` → `src/operations/role-assignments.ts`. */
export function groupFile(group: string): string {
  return `src/operations/${group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

/** The README's map of a service package: the block the root README shows, rendered from {@link serviceLayout}. */
export function renderLayoutMap(): string {
  const width = Math.max(...serviceLayout.map((entry) => entry.path.length)) + 2;
  const lines = serviceLayout.map((entry) => {
    const notes = [entry.generated ? 'generated' : '', entry.optional ? 'where needed' : ''].filter(Boolean);
    return `  ${entry.path.padEnd(width)}${entry.holds}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
  });
  return ['packages/<name>/', ...lines].join('\n');
}

/** Every way the service package differs from the template; empty when it follows it. */
export function layoutProblems(pkg: WorkspacePackage): string[] {
  const problems: string[] = [];
  for (const entry of serviceLayout) {
    if (entry.optional || /[<*]/.test(entry.path)) continue;
    if (!existsSync(join(pkg.dir, entry.path))) problems.push(`${entry.path} is missing`);
  }
  for (const dir of ['src/models', 'src/operations']) {
    const found = existsSync(join(pkg.dir, dir)) && readdirSync(join(pkg.dir, dir)).some((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    if (!found) problems.push(`${dir}/ holds no module`);
  }
  if (problems.length > 0) return problems;

  const names = serviceNames(pkg.dirName);
  const scripts = (pkg.manifest['scripts'] ?? {}) as Record<string, unknown>;
  if (scripts['generate'] !== generateScript) problems.push(`package.json: "scripts.generate" must be "${generateScript}"`);
  if (readFileSync(join(pkg.dir, 'src/version.ts'), 'utf8') !== versionModule) problems.push('src/version.ts must be the version module of package-layout.ts');
  if (readFileSync(join(pkg.dir, 'src/docs.test.ts'), 'utf8') !== docsTestModule(`${names.camel}Service`)) {
    problems.push('src/docs.test.ts must be the docs test of package-layout.ts');
  }
  const source = (path: string) => parse(join(pkg.dir, path));
  problems.push(...serviceInfoProblems(source('src/service-info.ts'), pkg.dirName, names.camel));
  const groups = groupsOf(source('src/service.ts'), names, problems);
  for (const group of groups) {
    const path = groupFile(group);
    if (!existsSync(join(pkg.dir, path))) problems.push(`${path} is missing: the table of group ${group}`);
    else problems.push(...groupProblems(source(path), group));
  }
  const declared = (path: string, name: string) => {
    if (!exportedDeclarations(source(path)).has(name)) problems.push(`${path} must declare and export ${name}`);
  };
  declared('src/client.ts', `create${names.pascal}Client`);
  declared('src/client-for.ts', `create${names.pascal}ClientFor`);
  declared('src/client-options.ts', `${names.pascal}ClientOptions`);
  declared('src/core-options.ts', 'coreOptions');
  problems.push(...indexProblems(source('src/index.ts'), names));
  const testing = exportedNames(source('src/testing/index.ts'));
  if (!testing.has(`start${names.pascal}Fake`)) problems.push(`src/testing/index.ts must export start${names.pascal}Fake`);
  return problems;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module declares with `export` (functions, classes, consts, interfaces, types). */
function exportedDeclarations(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The names a module exports: its own exported declarations and the names of its `export { ... }` lists. */
function exportedNames(source: ts.SourceFile): Set<string> {
  const names = exportedDeclarations(source);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** The exported `const` statement declaring `name`, and its initializer without `as const` or `satisfies`. */
function exportedConst(source: ts.SourceFile, name: string): { statement: ts.VariableStatement; value: ts.Expression | undefined } | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !isExported(statement)) continue;
    const declaration = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (!declaration) continue;
    let value = declaration.initializer;
    while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression;
    return { statement, value };
  }
  return undefined;
}

const text = (node: ts.Node, source: ts.SourceFile) => node.getText(source);

/** `<name>ServiceInfo` names the package and takes its version from `VERSION`. */
function serviceInfoProblems(source: ts.SourceFile, dirName: string, camel: string): string[] {
  const name = `${camel}ServiceInfo`;
  const info = exportedConst(source, name);
  if (!info?.value || !ts.isObjectLiteralExpression(info.value)) return [`src/service-info.ts must export const ${name} = { ... }`];
  const fields = new Map(
    info.value.properties.filter(ts.isPropertyAssignment).map((property) => [text(property.name, source), text(property.initializer, source)] as const),
  );
  const problems: string[] = [];
  const expect = (field: string, value: string) => {
    if (fields.get(field) !== value) problems.push(`src/service-info.ts: ${name}.${field} must be ${value}`);
  };
  expect('name', `'${dirName}'`);
  expect('packageName', `'@org/${dirName}'`);
  expect('version', 'VERSION');
  return problems;
}

/**
 * The groups `src/service.ts` declares, in order, after checking its shape: `<Name>Groups` with one member
 * `readonly <group>: typeof <group>Group;` per group, each table imported from its file, `<name>Service` defined
 * from `<name>ServiceInfo` and the same groups, and `operations`, its flat table. Group TSDoc is written on the
 * table, so members and entries here carry none.
 */
function groupsOf(source: ts.SourceFile, names: { camel: string; pascal: string }, problems: string[]): string[] {
  const where = 'src/service.ts';
  const groupsType = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === `${names.pascal}Groups` && isExported(s),
  );
  if (!groupsType || !ts.isTypeLiteralNode(groupsType.type)) {
    problems.push(`${where} must export type ${names.pascal}Groups = { readonly <group>: typeof <group>Group; ... }`);
    return [];
  }
  const groups: string[] = [];
  for (const member of groupsType.type.members) {
    const group = member.name ? text(member.name, source) : '?';
    const table = ts.isPropertySignature(member) && member.type && ts.isTypeQueryNode(member.type) ? text(member.type.exprName, source) : undefined;
    const readonly = ts.isPropertySignature(member) && (member.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
    if (table !== `${group}Group` || !readonly) problems.push(`${where}: ${names.pascal}Groups member ${group} must be \`readonly ${group}: typeof ${group}Group\``);
    if (tsdocOf(member, source)) problems.push(`${where}: ${names.pascal}Groups member ${group} has TSDoc; a group's TSDoc is on its table`);
    groups.push(group);
  }
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imported.set(element.name.text, statement.moduleSpecifier.text);
  }
  for (const group of groups) {
    const from = `./${groupFile(group).slice('src/'.length).replace(/\.ts$/, '.js')}`;
    if (imported.get(`${group}Group`) !== from) problems.push(`${where} must import ${group}Group from '${from}'`);
  }
  const service = exportedConst(source, `${names.camel}Service`);
  const call = service?.value;
  const definition = call && ts.isCallExpression(call) && text(call.expression, source) === 'defineService' ? call.arguments[0] : undefined;
  if (!definition || !ts.isObjectLiteralExpression(definition)) {
    problems.push(`${where} must export const ${names.camel}Service = defineService<${names.pascal}Groups>({ ... })`);
    return groups;
  }
  if (!definition.properties.some((p) => ts.isSpreadAssignment(p) && text(p.expression, source) === `${names.camel}ServiceInfo`)) {
    problems.push(`${where}: ${names.camel}Service must spread ${names.camel}ServiceInfo`);
  }
  const groupsField = definition.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && text(p.name, source) === 'groups');
  const entries = groupsField && ts.isObjectLiteralExpression(groupsField.initializer) ? groupsField.initializer.properties : undefined;
  const written = (entries ?? []).map((entry) => {
    if (tsdocOf(entry, source)) problems.push(`${where}: the groups entry ${entry.name ? text(entry.name, source) : '?'} has TSDoc; a group's TSDoc is on its table`);
    return ts.isPropertyAssignment(entry) ? `${text(entry.name, source)}: ${text(entry.initializer, source)}` : text(entry, source);
  });
  const expected = groups.map((group) => `${group}: ${group}Group`);
  if (written.join(', ') !== expected.join(', ')) problems.push(`${where}: ${names.camel}Service's groups must be { ${expected.join(', ')} }`);
  const operations = exportedConst(source, 'operations');
  if (!operations?.value || text(operations.value, source) !== `${names.camel}Service.operations`) {
    problems.push(`${where} must export const operations = ${names.camel}Service.operations`);
  }
  return groups;
}

/**
 * A group's file: `<group>Group`, with TSDoc, whose every entry `method: <group><Method>` names a const of the same
 * file made by `defineOperation`, `defineListOperation` or `defineLongRunningOperation`, with the operation's TSDoc
 * on it (and none on the entry).
 */
function groupProblems(source: ts.SourceFile, group: string): string[] {
  const where = groupFile(group);
  const table = exportedConst(source, `${group}Group`);
  if (!table?.value || !ts.isObjectLiteralExpression(table.value)) return [`${where} must export const ${group}Group = { ... } as const`];
  const problems: string[] = [];
  if (!tsdocOf(table.statement, source)) problems.push(`${where}: ${group}Group has no TSDoc (the group's, shown on the client)`);
  for (const entry of table.value.properties) {
    const method = entry.name ? text(entry.name, source) : '?';
    const constName = operationConstName(`${group}.${method}`);
    if (!ts.isPropertyAssignment(entry) || text(entry.initializer, source) !== constName) {
      problems.push(`${where}: ${group}Group.${method} must be \`${method}: ${constName}\``);
      continue;
    }
    if (tsdocOf(entry, source)) problems.push(`${where}: ${group}Group.${method} has TSDoc; an operation's TSDoc is on ${constName}`);
    const operation = exportedConst(source, constName);
    const maker = operation?.value && ts.isCallExpression(operation.value) ? text(operation.value.expression, source) : undefined;
    if (!operation || !maker || !/^define(List|LongRunning)?Operation$/.test(maker)) {
      problems.push(`${where} must export const ${constName} = defineOperation({ ... }) (or defineListOperation, defineLongRunningOperation)`);
    } else if (!tsdocOf(operation.statement, source)) {
      problems.push(`${where}: ${constName} has no TSDoc (the operation's, shown on its method)`);
    }
  }
  return problems;
}

/** `src/index.ts` exports the names every service package shares, and documents the surface types where it exports them. */
function indexProblems(source: ts.SourceFile, names: { camel: string; pascal: string }): string[] {
  const where = 'src/index.ts';
  const exported = exportedNames(source);
  const required = [
    `create${names.pascal}Client`,
    `create${names.pascal}ClientFor`,
    `${names.pascal}Client`,
    `${names.pascal}ClientOptions`,
    `${names.pascal}Groups`,
    `${names.camel}Service`,
    `${names.camel}ServiceInfo`,
    'operations',
    'unknownFields',
    'VERSION',
  ];
  const problems = required.filter((name) => !exported.has(name)).map((name) => `${where} must export ${name}`);
  const reExport = (module: string, typeOnly: boolean) =>
    source.statements.find(
      (s): s is ts.ExportDeclaration =>
        ts.isExportDeclaration(s) && !s.exportClause && s.isTypeOnly === typeOnly && !!s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text === module,
    );
  const surface = reExport('./operation-types.js', true);
  if (!surface) problems.push(`${where} must \`export type * from './operation-types.js'\``);
  else if (!tsdocOf(surface, source)) problems.push(`${where}: \`export type * from './operation-types.js'\` has no TSDoc (what the surface types are)`);
  if (!reExport('@org/http-core/errors', false)) problems.push(`${where} must \`export * from '@org/http-core/errors'\``);
  return problems;
}
