/**
 * What an editor shows: for every operation of a service package, installed from its tarball, the TypeScript
 * language service is asked, as an editor would ask it, for the hover (quick info) of the client's method
 * `client.<group>.<method>`, of each input field inside an object literal passed to that method
 * (`client.<group>.<method>({ <field>: ... })`), and of the operation's own exported const (`<group><Method>`).
 * Whatever shows no documentation, or no `@deprecated` on a method or const whose operation the service
 * deprecates, is reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { operationConstName } from '../../operation-const-name.js';
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
  /**
   * What shows no documentation, or no `@deprecated` for an operation the service deprecates: a method as
   * `group.method`, a field as `group.method({ field })`, a const by its name.
   */
  readonly undocumented: readonly string[];
}

/** An operation as the installed package's `operations` table lists it. */
interface InstalledOperation {
  readonly id: string;
  readonly deprecated: boolean;
  readonly spec: { readonly pathParams?: object; readonly query?: object; readonly headers?: object; readonly body?: unknown };
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

const none: HoverCheck = { methods: { asked: 0, documented: 0 }, fields: { asked: 0, documented: 0 }, consts: { asked: 0, documented: 0 }, undocumented: [] };

/** What to hover in one package's probe file, with the offset of each thing and what to call it when it shows nothing. */
interface ProbeFile {
  readonly file: string;
  readonly text: string;
  readonly probes: readonly Probe[];
}

interface Probe {
  readonly kind: 'methods' | 'fields' | 'consts';
  readonly at: number;
  readonly what: string;
  readonly deprecated: boolean;
}

/** Asks the language service, from the consumer project `dir`, what hovering each method, input field and operation const of `pkg` shows. */
export async function checkEditorHover(dir: string, pkg: WorkspacePackage): Promise<HoverCheck> {
  return (await checkEditorHovers(dir, [pkg]))[0]!;
}

/**
 * The hover check of several packages installed in `dir`, with one language service over all their probe
 * files, as one editor with one project open (the core's types are checked once, not once per package).
 */
export async function checkEditorHovers(dir: string, packages: readonly WorkspacePackage[]): Promise<HoverCheck[]> {
  const files = await Promise.all(packages.map((pkg) => probeFile(dir, pkg)));
  const texts = new Map(files.flatMap((probe) => (probe === undefined ? [] : [[probe.file, probe.text] as const])));
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...texts.keys()],
    getScriptVersion: () => '1',
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
    return files.map((probe) => (probe === undefined ? none : askHovers(service, probe)));
  } finally {
    service.dispose();
  }
}

function askHovers(service: ts.LanguageService, { file, probes }: ProbeFile): HoverCheck {
  const counts = { methods: { asked: 0, documented: 0 }, fields: { asked: 0, documented: 0 }, consts: { asked: 0, documented: 0 } };
  const undocumented: string[] = [];
  for (const probe of probes) {
    const info = service.getQuickInfoAtPosition(file, probe.at);
    counts[probe.kind].asked += 1;
    if (ts.displayPartsToString(info?.documentation).trim() === '') undocumented.push(probe.what);
    else if (probe.deprecated && !info?.tags?.some((tag) => tag.name === 'deprecated')) undocumented.push(`${probe.what} (not marked @deprecated)`);
    else counts[probe.kind].documented += 1;
  }
  return { ...counts, undocumented };
}

/** The probe file of one installed package: every method, input field and operation const used once; none for a package without a client. */
async function probeFile(dir: string, pkg: WorkspacePackage): Promise<ProbeFile | undefined> {
  const installed = join(dir, 'node_modules', ...pkg.name.split('/'));
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { exports?: { '.'?: { import?: string } } };
  const entry = manifest.exports?.['.']?.import;
  if (!entry) return undefined;
  const module = (await import(pathToFileURL(join(installed, entry)).href)) as Record<string, unknown>;
  const factory = Object.keys(module).find((name) => /^create[A-Z]\w*Client$/.test(name));
  const operations = module['operations'] as readonly InstalledOperation[] | undefined;
  if (!factory || !operations) return undefined;

  const probes: Probe[] = [];
  const consts = operations.map((operation) => operationConstName(operation.id));
  let text = `import { ${[factory, ...consts].join(', ')} } from '${pkg.name}';\ndeclare const client: ReturnType<typeof ${factory}>;\n`;
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
  return { file: join(dir, `hover-${pkg.dirName}.ts`), text, probes };
}
