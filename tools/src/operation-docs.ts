/**
 * The TSDoc a service package writes on its operation table, read from its sources with the TypeScript compiler
 * API: the comment of each group's table and of each operation, as a user should see it on hover.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** The TSDoc of a service's groups and operations, each as the lines between `/**` and `*\/`. */
export interface OperationDocs {
  /** By group name (`roleAssignments`): the comment on the group's table, else on its member of the groups type. */
  readonly groups: ReadonlyMap<string, readonly string[]>;
  /** By operation id (`roleAssignments.create`): the comment on the operation's declaration. */
  readonly operations: ReadonlyMap<string, readonly string[]>;
}

/**
 * Reads the TSDoc of the groups and operations of the service declared in `srcDir/service.ts`. The groups come from
 * the service's named groups type (`readonly roleAssignments: typeof roleAssignmentsGroup;`), each table from the module
 * `service.ts` imports it from; an operation's comment is the one on its own `const` when the table refers to one
 * (`create: roleAssignmentsCreate`), else the one on the table's entry.
 */
export function readOperationDocs(srcDir: string): OperationDocs {
  const files = new Map<string, ts.SourceFile>();
  const parse = (file: string) => {
    let source = files.get(file);
    if (!source) files.set(file, (source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)));
    return source;
  };
  const service = parse(join(srcDir, 'service.ts'));
  const groups = new Map<string, readonly string[]>();
  const operations = new Map<string, readonly string[]>();
  for (const [group, member] of groupMembers(service)) {
    const found = declarationOf(service, member.table, parse);
    if (!found) throw new Error(`${service.fileName}: group ${group} names ${member.table}, which is not declared or imported there`);
    const table = tableOf(found.statement);
    if (!table) throw new Error(`${found.source.fileName}: ${member.table} is not an object literal`);
    const groupDoc = tsdocOf(found.statement, found.source) ?? member.doc;
    if (groupDoc) groups.set(group, groupDoc);
    for (const entry of table.properties) {
      if (!ts.isPropertyAssignment(entry)) throw new Error(`${found.source.fileName}: ${member.table} has an entry that is not \`name: operation\``);
      const method = entry.name.getText(found.source);
      const declared = ts.isIdentifier(entry.initializer) ? declarationOf(found.source, entry.initializer.text, parse) : undefined;
      const doc = declared ? tsdocOf(declared.statement, declared.source) : tsdocOf(entry, found.source);
      if (doc) operations.set(`${group}.${method}`, doc);
    }
  }
  return { groups, operations };
}

interface GroupMember {
  /** The table's name in `service.ts`. */
  readonly table: string;
  /** TSDoc on the member of the groups type, if any. */
  readonly doc: readonly string[] | undefined;
}

/** The members of the service's named groups type: `readonly <group>: typeof <table>;`. */
function groupMembers(service: ts.SourceFile): Map<string, GroupMember> {
  for (const statement of service.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.endsWith('Groups') || !ts.isTypeLiteralNode(statement.type)) continue;
    const members = new Map<string, GroupMember>();
    for (const member of statement.type.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeQueryNode(member.type) || !ts.isIdentifier(member.type.exprName)) continue;
      members.set(member.name.getText(service), { table: member.type.exprName.text, doc: tsdocOf(member, service) });
    }
    return members;
  }
  throw new Error(`${service.fileName}: no named groups type (type <Name>Groups = { readonly group: typeof table; ... })`);
}

/** The top-level `const` statement declaring `name` in `source`, following one named import to a relative module. */
function declarationOf(
  source: ts.SourceFile,
  name: string,
  parse: (file: string) => ts.SourceFile,
): { statement: ts.VariableStatement; source: ts.SourceFile } | undefined {
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) {
      return { statement, source };
    }
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('.')) continue;
    const bindings = statement.importClause?.namedBindings;
    const imported = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((element) => element.name.text === name) : undefined;
    if (!imported) continue;
    const file = join(dirname(source.fileName), statement.moduleSpecifier.text.replace(/\.js$/, '.ts'));
    return declarationOf(parse(file), (imported.propertyName ?? imported.name).text, parse);
  }
  return undefined;
}

/** The object literal a `const` statement declares (through `as const` or `satisfies`). */
function tableOf(statement: ts.VariableStatement): ts.ObjectLiteralExpression | undefined {
  let value = statement.declarationList.declarations[0]?.initializer;
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression;
  return value && ts.isObjectLiteralExpression(value) ? value : undefined;
}

/** The lines of the last `/** ... *\/` comment before `node`, without the comment's markers, or `undefined`. */
export function tsdocOf(node: ts.Node, source: ts.SourceFile): readonly string[] | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = ranges.filter((range) => source.text.startsWith('/**', range.pos)).at(-1);
  if (!last) return undefined;
  const lines = source.text
    .slice(last.pos + 3, last.end - 2)
    .split('\n')
    .map((line) => (/^\s*\*/.test(line) ? line.replace(/^\s*\* ?/, '') : line.trimStart()).trimEnd());
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  return lines.length > 0 ? lines : undefined;
}
