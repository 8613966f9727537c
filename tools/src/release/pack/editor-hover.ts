/**
 * What an editor shows: for every operation of a service package, installed from its tarball, the TypeScript
 * language service is asked, as an editor would ask it, for the hover (quick info) of the client's method
 * `client.<group>.<method>`, of each input field inside an object literal passed to that method
 * (`client.<group>.<method>({ <field>: ... })`), and of the operation's own exported const (`<group><Method>`).
 * Then every field inside an input field (a body's fields, and theirs, down through arrays) and every field of the
 * result (`<Group><Method>Output`, and `...Result` for a long-running operation, down the same way) is found
 * with the type checker and hovered where a program reads it (`output.deal!.targeting!.geoTargeting`); a field
 * declared once is asked once per package. Whatever shows no documentation, or no `@deprecated` on a method or
 * const whose operation the service deprecates, is reported; a field on the package's list of fields still to be
 * documented ({@link fieldsToDocument}) is reported apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { operationConstName } from '../../operation-const-name.js';
import { fieldsToDocument } from './fields-to-document.js';
import type { WorkspacePackage } from '../workspace-packages.js';

/** How many hovers of one kind were asked for, and how many showed documentation. */
export interface HoverCount {
  readonly asked: number;
  readonly documented: number;
}

/** The hover check of one package; every count is zero for a package without a client (http-core). */
export interface HoverCheck {
  /** The client's methods, `client.<group>.<method>`. */
  readonly methods: HoverCount;
  /** The input fields of every method, inside an object literal passed to it. */
  readonly fields: HoverCount;
  /** The per-operation consts, `<group><Method>`. */
  readonly consts: HoverCount;
  /** The fields inside input fields (a body's fields, and theirs), each declaration once. */
  readonly nestedInputFields: HoverCount;
  /** The fields of results, at every depth, each declaration once. */
  readonly resultFields: HoverCount;
  /**
   * What shows no documentation, or no `@deprecated` for an operation the service deprecates: a method as
   * `group.method`, a field as `group.method({ field })`, a nested input field as `group.method({ body.deal.name })`,
   * a result field as `group.method → deal.targeting`, a const by its name.
   */
  readonly undocumented: readonly string[];
  /** The nested input fields and result fields that show no documentation and are on the package's list of fields still to be documented. */
  readonly toDocument: readonly string[];
}

/** An operation as the installed package's `operations` table lists it. */
interface InstalledOperation {
  readonly id: string;
  readonly deprecated: boolean;
  readonly spec: { readonly pathParams?: object; readonly query?: object; readonly headers?: object; readonly body?: unknown; readonly longRunning?: object };
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  types: [],
};

/** The names of an operation's input fields: its path, query and header parameters, and `body` when it has one. */
function fieldNames(operation: InstalledOperation): string[] {
  const { pathParams, query, headers, body } = operation.spec;
  return [...Object.keys(pathParams ?? {}), ...Object.keys(query ?? {}), ...Object.keys(headers ?? {}), ...(body === undefined ? [] : ['body'])];
}

const zero = (): { asked: number; documented: number } => ({ asked: 0, documented: 0 });
const none: HoverCheck = { methods: zero(), fields: zero(), consts: zero(), nestedInputFields: zero(), resultFields: zero(), undocumented: [], toDocument: [] };

/** What to hover in one package's probe file, with the offset of each thing and what to call it when it shows nothing. */
interface ProbeFile {
  readonly file: string;
  readonly text: string;
  readonly probes: readonly Probe[];
  /** The fields of the package still to be documented. */
  readonly toDocument: ReadonlySet<string>;
  /** Consts declared in `text` whose types' fields are looked for, each with how a missing doc is named. */
  readonly roots: readonly Root[];
}

/** A const of the probe file typed as an operation's input or result. */
interface Root {
  readonly name: string;
  readonly kind: 'nestedInputFields' | 'resultFields';
  /** How a field under it is named: `(path) => ...`. */
  readonly what: (path: string) => string;
}

interface Probe {
  readonly kind: 'methods' | 'fields' | 'consts' | 'nestedInputFields' | 'resultFields';
  readonly at: number;
  readonly what: string;
  readonly deprecated: boolean;
}

/**
 * Asks the language service, from the consumer project `dir`, what hovering each method, input field and operation
 * const of `pkg` shows; `toDocument` lists its fields still to be documented, by package name.
 */
export async function checkEditorHover(dir: string, pkg: WorkspacePackage, toDocument = fieldsToDocument): Promise<HoverCheck> {
  return (await checkEditorHovers(dir, [pkg], toDocument))[0]!;
}

/**
 * The hover check of several packages installed in `dir`, with one language service over all their probe
 * files, as one editor with one project open (the core's types are checked once, not once per package).
 */
export async function checkEditorHovers(dir: string, packages: readonly WorkspacePackage[], toDocument = fieldsToDocument): Promise<HoverCheck[]> {
  const files = await Promise.all(packages.map((pkg) => probeFile(dir, pkg, toDocument.get(pkg.name) ?? new Set())));
  const texts = new Map(files.flatMap((probe) => (probe === undefined ? [] : [[probe.file, probe.text] as const])));
  let version = 1;
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...texts.keys()],
    getScriptVersion: () => String(version),
    getScriptSnapshot: (name) => {
      const text = texts.get(name) ?? (existsSync(name) ? readFileSync(name, 'utf8') : undefined);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => compilerOptions,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  try {
    // The fields under each root are found with the checker, then read in the probe file like a program would.
    const checker = service.getProgram()!.getTypeChecker();
    const withFields = files.map((probe) => (probe === undefined ? undefined : addFieldProbes(service.getProgram()!, checker, probe)));
    for (const probe of withFields) if (probe) texts.set(probe.file, probe.text);
    version += 1;
    return withFields.map((probe) => (probe === undefined ? none : askHovers(service, probe)));
  } finally {
    service.dispose();
  }
}

function askHovers(service: ts.LanguageService, { file, probes, toDocument: listed }: ProbeFile): HoverCheck {
  const counts = { methods: zero(), fields: zero(), consts: zero(), nestedInputFields: zero(), resultFields: zero() };
  const undocumented: string[] = [];
  const toDocument: string[] = [];
  for (const probe of probes) {
    const info = service.getQuickInfoAtPosition(file, probe.at);
    counts[probe.kind].asked += 1;
    const field = probe.kind === 'nestedInputFields' || probe.kind === 'resultFields';
    if (ts.displayPartsToString(info?.documentation).trim() === '') (field && listed.has(probe.what) ? toDocument : undocumented).push(probe.what);
    else if (probe.deprecated && !info?.tags?.some((tag) => tag.name === 'deprecated')) undocumented.push(`${probe.what} (not marked @deprecated)`);
    else counts[probe.kind].documented += 1;
  }
  return { ...counts, undocumented, toDocument };
}

/** The probe file of one installed package: every method, input field and operation const used once; none for a package without a client. */
async function probeFile(dir: string, pkg: WorkspacePackage, toDocument: ReadonlySet<string>): Promise<ProbeFile | undefined> {
  const installed = join(dir, 'node_modules', ...pkg.name.split('/'));
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { exports?: { '.'?: { import?: string } } };
  const entry = manifest.exports?.['.']?.import;
  if (!entry) return undefined;
  const module = (await import(pathToFileURL(join(installed, entry)).href)) as Record<string, unknown>;
  const factory = Object.keys(module).find((name) => /^create[A-Z]\w*Client$/.test(name));
  const operations = module['operations'] as readonly InstalledOperation[] | undefined;
  if (!factory || !operations) return undefined;

  const probes: Probe[] = [];
  const roots: Root[] = [];
  const consts = operations.map((operation) => operationConstName(operation.id));
  let text = `import { ${[factory, ...consts].join(', ')} } from '${pkg.name}';\nimport type * as types from '${pkg.name}';\ndeclare const client: ReturnType<typeof ${factory}>;\n`;
  for (const [index, operation] of operations.entries()) {
    const stem = consts[index]!.charAt(0).toUpperCase() + consts[index]!.slice(1);
    const declare = (name: string, type: string, kind: Root['kind'], what: Root['what']): void => {
      text += `declare const ${name}: types.${type};\n`;
      roots.push({ name, kind, what });
    };
    declare(`input${index}`, `${stem}Input`, 'nestedInputFields', (path) => `${operation.id}({ ${path} })`);
    declare(`output${index}`, `${stem}Output`, 'resultFields', (path) => `${operation.id} → ${path}`);
    if (operation.spec.longRunning) declare(`result${index}`, `${stem}Result`, 'resultFields', (path) => `${operation.id} → (result) ${path}`);
  }
  for (const operation of operations) {
    const method = `client.${operation.id}`;
    // On the method's name: its last character.
    probes.push({ kind: 'methods', at: text.length + method.length - 1, what: operation.id, deprecated: operation.deprecated });
    text += `${method};\n${method}({ `;
    for (const field of fieldNames(operation)) {
      probes.push({ kind: 'fields', at: text.length, what: `${operation.id}({ ${field} })`, deprecated: false });
      text += `${field}: null!, `;
    }
    text += '});\n';
  }
  for (const [index, name] of consts.entries()) {
    probes.push({ kind: 'consts', at: text.length, what: name, deprecated: operations[index]!.deprecated });
    text += `${name};\n`;
  }
  return { file: join(dir, `hover-${pkg.dirName}.ts`), text, probes, roots, toDocument };
}

/** How deep fields are followed: deeper than any model of the services, and a stop for recursive ones. */
const maxDepth = 8;

/**
 * `probe` with a line per field under each of its roots that reads the field (`output3!.deal!.name;`), and a
 * probe on each field's name. A field whose declaration was reached before, in this package, is not asked again.
 */
function addFieldProbes(program: ts.Program, checker: ts.TypeChecker, probe: ProbeFile): ProbeFile {
  const source = program.getSourceFile(probe.file);
  if (!source) return probe;
  const rootTypes = new Map<string, ts.Type>();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) rootTypes.set(declaration.name.text, checker.getTypeAtLocation(declaration.name));
    }
  });
  let text = probe.text;
  const probes = [...probe.probes];
  const asked = new Set<ts.Node>();
  for (const root of probe.roots) {
    const type = rootTypes.get(root.name);
    if (!type) continue;
    // An input's own fields are hovered above (inside the call's object literal); its nested ones here.
    const nestedOnly = root.kind === 'nestedInputFields';
    visit(type, root.name, '', 0, new Set());

    function visit(type: ts.Type, expression: string, path: string, depth: number, open: Set<ts.Type>): void {
      if (depth >= maxDepth) return;
      const object = objectPart(checker, type);
      if (!object || open.has(object)) return;
      const element = elementType(checker, object);
      if (element) return visit(element, `${expression}![0]`, `${path}[]`, depth, open);
      open.add(object);
      for (const property of checker.getPropertiesOfType(object)) {
        const declaration = property.declarations?.[0];
        if (!declaration || isLibraryDeclaration(declaration)) continue;
        const name = property.getName();
        const access = /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
        const fieldExpression = `${expression}!${access}`;
        const fieldPath = path === '' ? name : `${path}.${name}`;
        if (!(nestedOnly && depth === 0) && !asked.has(declaration)) {
          asked.add(declaration);
          // On the field's name: its first character (inside the quotes of an element access).
          const at = text.length + expression.length + 1 + (access.startsWith('.') ? 1 : 2);
          probes.push({ kind: root.kind, at, what: root.what(fieldPath), deprecated: false });
          text += `${fieldExpression};\n`;
        }
        visit(checker.getTypeOfSymbol(property), fieldExpression, fieldPath, depth + 1, open);
      }
      open.delete(object);
    }
  }
  return { ...probe, text, probes };
}

/**
 * The object type inside `type` whose fields a reader reaches: `type` without `null` and `undefined`, when that
 * leaves one object type (a union of several objects, a primitive, a branded primitive or a function has none).
 */
function objectPart(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const present = checker.getNonNullableType(type);
  const candidates = present.isUnion() ? present.types : [present];
  if (candidates.length !== 1) return undefined;
  const only = candidates[0]!;
  const parts = only.isIntersection() ? only.types : [only];
  if (!parts.every((part) => part.flags & ts.TypeFlags.Object)) return undefined;
  if (only.getCallSignatures().length > 0) return undefined;
  return only;
}

/** The element type of an array or tuple type (the first element of a tuple). */
function elementType(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  if (!checker.isArrayType(type) && !checker.isTupleType(type)) return undefined;
  return checker.getTypeArguments(type as ts.TypeReference)[0];
}

/** A declaration of TypeScript's own library or of zod (`Date`, `Uint8Array`, a brand), not of the package. */
function isLibraryDeclaration(declaration: ts.Declaration): boolean {
  const file = declaration.getSourceFile().fileName;
  return /[/\\]node_modules[/\\](typescript|zod|@types)[/\\]/.test(file);
}
