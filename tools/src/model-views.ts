/**
 * Named views of the models a service package sends and receives, so that an editor shows each field's TSDoc at
 * every depth of an input or a result, from the package's published declarations.
 *
 * Declaration emit keeps the TSDoc of a model's fields in the model's own `.d.ts` only: where another file uses the
 * model (an operation's `response`, a field of a model declared elsewhere), the compiler writes the model's
 * structure, without the comments. So the generated types name each model instead: `z.output<typeof Deal>`
 * (`z.input` for what is sent), and, for a model with a field holding another model, a view: the model's type with
 * that field declared anew with the other model's view (`targeting?: MarketplaceTargetingOutput | undefined`) and
 * its TSDoc, written out as one object type (`Flat<Omit<...> & {...}>`: a type alias, not an interface, so that a
 * result is still assignable to `Record<string, unknown>` as the model's own type is). A field whose TSDoc the
 * model's declarations lose (one declared in another file, by a spread or an extended model; any field of a schema
 * made by a method, such as `z.looseObject({...}).check(...)`) is declared anew in the view with its TSDoc too. The
 * views are the generated file's own (not exported, marked `@internal`): the exported types are built from them,
 * the package's API names the models.
 */
import { relative } from 'node:path';
import ts from 'typescript';
import type { OperationProgram } from './operation-program.js';

/** What is read (`Output`: a result) or written (`Input`: a request body). */
export type Side = 'Output' | 'Input';

/** A schema exported by a package's sources: its const's name and its module, as `operation-types.ts` imports it. */
interface NamedSchema {
  readonly name: string;
  readonly module: string;
  /** Whether it is an object schema (a model), whose fields may hold other models. */
  readonly model: boolean;
  /** The file declaring it. */
  readonly file: string;
  /**
   * Whether it is made by a method of another schema (`z.looseObject({...}).check(...)`): declaration emit then
   * writes its fields without their comments, even in its own file.
   */
  readonly chained: boolean;
}

/** The views asked for so far, what they import, and the checks that they are the models' own types. */
export interface ModelViews {
  /**
   * The type of a body, a response or a result of `schema`, in views, as read (`Output`) or written (`Input`):
   * the exported schema's own type when it is one, else its views; `undefined` when it holds no exported model.
   */
  typeOf(schema: ts.Type, side: Side): string | undefined;
  /** The schema of the field `key` of the object schema `schema` when a result always has it (an envelope's data); else `undefined`. */
  requiredField(schema: ts.Type, key: string): ts.Type | undefined;
  /** The model names to import, by module (`./models/deal.js`). */
  readonly imports: ReadonlyMap<string, ReadonlySet<string>>;
  /** The views declared so far, each with its TSDoc. */
  readonly declarations: readonly string[];
  /** Their names. */
  readonly names: readonly string[];
  /** Per view, `Assert<Same<DealOutput, z.output<typeof Deal>>>,`. */
  readonly checks: readonly string[];
}

/** Views of the models exported by the package `compiled` was made of. */
export function modelViews(compiled: OperationProgram): ModelViews {
  const { checker } = compiled;
  const schemas = namedSchemas(compiled);
  const imports = new Map<string, Set<string>>();
  const declarations: string[] = [];
  const names: string[] = [];
  const checks: string[] = [];
  /** By `<name><side>`: what a value of the model is written as. */
  const known = new Map<string, string>();

  function use(named: NamedSchema, side: Side): string {
    const uses = imports.get(named.module) ?? new Set<string>();
    imports.set(named.module, uses.add(named.name));
    return `z.${side.toLowerCase()}<typeof ${named.name}>`;
  }

  function ofModel(model: NamedSchema, schema: ts.Type, side: Side): string {
    const name = `${model.name}${side}`;
    const seen = known.get(name);
    if (seen !== undefined) return seen;
    known.set(name, name); // a model reached again while its fields are read is named by its view
    const base = use(model, side);
    const value = sideOf(checker, schema, side);
    const fields: string[] = [];
    const keys: string[] = [];
    for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(checker.getPropertyOfType(schema, 'shape')!))) {
      const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
      // A field declared in another file (a spread, an extended model) or of a chained schema shows no TSDoc
      // through the model's declarations: the view carries it.
      const declared = property.declarations?.[0]?.getSourceFile().fileName;
      const lost = model.chained || (declared !== undefined && declared !== model.file);
      const type = fieldType(checker.getTypeOfSymbol(property), side) ?? (lost ? `${base}[${JSON.stringify(property.name)}]` : undefined);
      if (type === undefined) continue;
      const optional = ((value && checker.getPropertyOfType(value, property.name)?.flags) ?? 0) & ts.SymbolFlags.Optional;
      keys.push(JSON.stringify(property.name));
      fields.push(...tsdocOf(checker, property), `  ${key}${optional ? '?' : ''}: ${type};`);
    }
    if (fields.length === 0) {
      known.set(name, base);
      return base;
    }
    const what = side === 'Output' ? 'as a result holds it' : 'as a request sends it';
    if (names.length === 0) declarations.push('/** @internal An object type with the fields of `T`, their TSDoc and modifiers, written out as one. */', 'type Flat<T> = { [K in keyof T]: T[K] };');
    declarations.push(
      `/** @internal \`${model.name}\` ${what}, each field holding another model typed with that model's view. */`,
      `type ${name} = Flat<Omit<${base}, ${keys.join(' | ')}> & {`,
      ...fields,
      '}>;',
    );
    names.push(name);
    checks.push(`  Assert<Same<${name}, ${base}>>,`);
    return name;
  }

  function typeOf(schema: ts.Type, side: Side): string | undefined {
    const named = schemas.get(schema);
    return named && !named.model ? use(named, side) : fieldType(schema, side);
  }

  /** Whether `schema` is a union with an exported model among its options. */
  function holdsModel(schema: ts.Type): boolean {
    return unions.has(schema.getSymbol()?.getName() ?? '') && checker.getTypeArguments(schema as ts.TypeReference)[0] !== undefined
      ? checker.getTypeArguments(checker.getTypeArguments(schema as ts.TypeReference)[0] as ts.TypeReference).some((option) => schemas.get(option)?.model === true)
      : false;
  }

  /** The type of a value of `schema` inside a model: its views where it holds a model, `undefined` where it holds none. */
  function fieldType(schema: ts.Type, side: Side): string | undefined {
    const named = schemas.get(schema);
    if (named?.model) return ofModel(named, schema, side);
    // An exported union of models is named as it is: its own file keeps its options' TSDoc.
    if (named && holdsModel(schema)) return use(named, side);
    const wrapper = schema.getSymbol()?.getName();
    const inner = wrapper === undefined ? undefined : wrapped(checker, schema);
    if (inner === undefined) return undefined;
    const type = fieldType(inner, side);
    if (type === undefined) return undefined;
    if (wrapper === 'ZodMiniOptional' || wrapper === 'LightOptional') return `${type} | undefined`;
    if (wrapper === 'ZodMiniNullable' || wrapper === 'LightNullable') return `${type} | null`;
    if (wrapper === 'ZodMiniArray' || wrapper === 'LightArray') return type.includes(' | ') ? `(${type})[]` : `${type}[]`;
    return undefined;
  }

  function requiredField(schema: ts.Type, key: string): ts.Type | undefined {
    const shape = checker.getPropertyOfType(schema, 'shape');
    const field = shape && checker.getPropertyOfType(checker.getTypeOfSymbol(shape), key);
    const read = checker.getPropertyOfType(sideOf(checker, schema, 'Output') ?? schema, key);
    if (!field || !read || read.flags & ts.SymbolFlags.Optional) return undefined;
    return checker.getTypeOfSymbol(field);
  }

  return { typeOf, requiredField, imports, declarations, names, checks };
}

/** The type names of object and union schemas: zod/mini's and the light ones' (`@org/http-core/light`). */
const objects = new Set(['ZodMiniObject', 'LightObject']);
const unions = new Set(['ZodMiniUnion', 'LightUnion']);

/** The TSDoc of `property` as written where it is declared, as the lines of a comment indented for a member of a view. */
function tsdocOf(checker: ts.TypeChecker, property: ts.Symbol): string[] {
  const text = ts.displayPartsToString(property.getDocumentationComment(checker));
  const tags = property.getJsDocTags(checker).map((tag) => `@${tag.name}${tag.text ? ` ${ts.displayPartsToString(tag.text)}` : ''}`);
  const lines = [...(text === '' ? [] : text.split('\n')), ...tags].map((line) => line.replaceAll('*/', '*\\/'));
  if (lines.length === 0) return [];
  if (lines.length === 1) return [`  /** ${lines[0]} */`];
  return ['  /**', ...lines.map((line) => (line === '' ? '   *' : `   * ${line}`)), '   */'];
}

/** The schema inside an optional, nullable or array schema. */
function wrapped(checker: ts.TypeChecker, schema: ts.Type): ts.Type | undefined {
  if (!['ZodMiniOptional', 'ZodMiniNullable', 'ZodMiniArray', 'LightOptional', 'LightNullable', 'LightArray'].includes(schema.getSymbol()!.getName())) return undefined;
  return checker.getTypeArguments(schema as ts.TypeReference)[0];
}

/** What a value of `schema` is, as read or written: its `_zod.output` or `_zod.input`. */
function sideOf(checker: ts.TypeChecker, schema: ts.Type, side: Side): ts.Type | undefined {
  const internals = checker.getPropertyOfType(schema, '_zod');
  const value = internals && checker.getPropertyOfType(checker.getTypeOfSymbol(internals), side.toLowerCase());
  return value && checker.getTypeOfSymbol(value);
}

/**
 * The schemas exported as consts by the package's shipped sources (not its tests nor its `testing` module), by
 * their types; a const that only renames another (`export const B = A`) is not one.
 */
function namedSchemas(compiled: OperationProgram): Map<ts.Type, NamedSchema> {
  const { program, checker, srcDir } = compiled;
  const schemas = new Map<ts.Type, NamedSchema>();
  for (const source of program.getSourceFiles()) {
    const file = source.fileName;
    if (!file.startsWith(`${srcDir}/`) || file.endsWith('.d.ts') || /\.test\.ts$|\/(testing|test-support)\/|\/__[\w-]+__\.ts$/.test(file)) continue;
    const module = `./${relative(srcDir, file).replaceAll('\\', '/').replace(/\.ts$/, '.js')}`;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || (declaration.initializer && ts.isIdentifier(declaration.initializer))) continue;
        const type = checker.getTypeAtLocation(declaration.name);
        if (!checker.getPropertyOfType(type, '_zod') || schemas.has(type)) continue;
        const init = declaration.initializer;
        const chained = init !== undefined && ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression) && ts.isCallExpression(init.expression.expression);
        schemas.set(type, { name: declaration.name.text, module, model: objects.has(type.getSymbol()?.getName() ?? ''), file, chained });
      }
    }
  }
  return schemas;
}

/** The schemas an operation declares, as the compiler types them: its response, its body, its long-running result. */
export interface OperationSchemas {
  readonly response?: ts.Type;
  readonly body?: ts.Type;
  readonly result?: ts.Type;
}

/** The schemas of the operation `compiled` has at `index`. */
export function operationSchemas(compiled: OperationProgram, index: number): OperationSchemas {
  const { checker } = compiled;
  const spec = compiled.specs[index]!;
  const member = (type: ts.Type | undefined, name: string): ts.Type | undefined => {
    const property = type && checker.getPropertyOfType(type, name);
    return property && checker.getTypeOfSymbol(property);
  };
  const body = member(spec, 'body');
  // A body is its schema, or `{ schema, encoding, optional }`.
  const bodySchema = body && !checker.getPropertyOfType(body, '_zod') ? member(body, 'schema') : body;
  return { response: member(spec, 'response'), body: bodySchema, result: member(member(spec, 'longRunning'), 'result') };
}
