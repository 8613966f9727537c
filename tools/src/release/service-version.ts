/**
 * A service package states its version twice: in `package.json` and in the `version` given to
 * `defineService` (sent in the user agent). This finds the string literal behind that `version`, however the
 * package spells it: inline (`version: '1.2.3'`), or through a constant in the same file or imported from
 * another (`version`, `version: VERSION`, `import { version } from './version.js'`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Where a service's version literal is. */
export interface VersionLiteral {
  /** Absolute path of the file holding the literal. */
  readonly file: string;
  /** The literal's value. */
  readonly value: string;
  /** Offsets of the literal's text, quotes included. */
  readonly start: number;
  readonly end: number;
}

/**
 * Finds the version literal of the `defineService({ packageName, version })` call of `packageName` under
 * `<packageDir>/src` (tests and test support excluded). Returns undefined when the package defines no service
 * (the core); throws when the call exists but its version cannot be traced to one string literal.
 */
export function findServiceVersion(packageDir: string, packageName: string): VersionLiteral | undefined {
  for (const file of sourceFiles(join(packageDir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('packageName')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const call = findServiceObject(source, packageName);
    if (call === undefined) continue;
    const where = `${relative(packageDir, file)}: { packageName: '${packageName}' }`;
    const property = call.properties.find((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'version');
    if (property === undefined) throw new Error(`${where} has no version`);
    if (ts.isShorthandPropertyAssignment(property)) return traceConstant(file, source, 'version', where, 0);
    if (!ts.isPropertyAssignment(property)) throw new Error(`${where}: version is not a plain property`);
    const literal = stringLiteral(property.initializer, file);
    if (literal !== undefined) return literal;
    if (ts.isIdentifier(property.initializer)) return traceConstant(file, source, property.initializer.text, where, 0);
    throw new Error(`${where}: version is neither a string literal nor a constant`);
  }
  return undefined;
}

/** Replaces the literal's value with `version`, keeping its quotes. Returns whether the file changed. */
export function writeServiceVersion(literal: VersionLiteral, version: string): boolean {
  if (literal.value === version) return false;
  const text = readFileSync(literal.file, 'utf8');
  const quote = text[literal.start] ?? "'";
  const updated = `${text.slice(0, literal.start)}${quote}${version}${quote}${text.slice(literal.end)}`;
  writeFileSync(literal.file, updated);
  return true;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support' && entry.name !== 'testing' && entry.name !== 'node_modules') out.push(...sourceFiles(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !/\.test\.ts$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out.sort();
}

/** The object literal declaring the service (`{ packageName: '<name>', version, ... }`), where it is written. */
function findServiceObject(source: ts.SourceFile, packageName: string): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    const declaresVersion = (object: ts.ObjectLiteralExpression) =>
      object.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'version');
    if (ts.isObjectLiteralExpression(node) && packageNameOf(node) === packageName && declaresVersion(node)) {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function packageNameOf(spec: ts.ObjectLiteralExpression): string | undefined {
  for (const property of spec.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'packageName') {
      return ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
    }
  }
  return undefined;
}

function stringLiteral(node: ts.Node, file: string): VersionLiteral | undefined {
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (!ts.isStringLiteralLike(inner)) return undefined;
  return { file, value: inner.text, start: inner.getStart(), end: inner.getEnd() };
}

/** Follows the constant `name` of `source` to its string literal, through relative imports. */
function traceConstant(file: string, source: ts.SourceFile, name: string, where: string, depth: number): VersionLiteral {
  if (depth > 5) throw new Error(`${where}: version imported through too many files`);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer !== undefined) {
          const literal = stringLiteral(declaration.initializer, file);
          if (literal === undefined) throw new Error(`${where}: ${name} is not a string literal`);
          return literal;
        }
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (element === undefined) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) throw new Error(`${where}: ${name} comes from package ${specifier}`);
      const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
      const text = readFileSync(target, 'utf8');
      const imported = ts.createSourceFile(target, text, ts.ScriptTarget.Latest, true);
      return traceConstant(target, imported, (element.propertyName ?? element.name).text, where, depth + 1);
    }
  }
  throw new Error(`${where}: cannot find the constant ${name}`);
}
