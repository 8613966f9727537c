/**
 * The import graph of the packages' sources and its cycles. Every import counts, type-only ones included: a
 * reader follows them as the compiler does.
 */
import { readdirSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One cycle: modules that import one another, each path relative to the workspace root. */
export interface ImportCycle {
  /** Every module of the cycle, sorted. */
  readonly modules: readonly string[];
  /** One way round it, first module repeated at the end: `a.ts -> b.ts -> a.ts`. */
  readonly path: readonly string[];
}

/** How tsc resolves the sources, for Node and for browsers (where a `#` import may name another module). */
function resolutions(): Array<{ options: ts.CompilerOptions; cache: ts.ModuleResolutionCache }> {
  return [[], ['browser']].map((conditions) => {
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      customConditions: ['@org/source', ...conditions],
    };
    return { options, cache: ts.createModuleResolutionCache(ts.sys.getCurrentDirectory(), (name) => name, options) };
  });
}

/** Every TypeScript module under `packages/<name>/src` of the workspace at `root`. */
export function packageSources(root: string): string[] {
  const packages = join(root, 'packages');
  return readdirSync(packages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => walk(join(packages, entry.name, 'src')))
    .sort();
}

function walk(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(c|m)?tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers a file names: imports, re-exports and `import('…')` types or calls. */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of `files` (absolute paths): for each, the files among them it imports, resolved as tsc
 * resolves them (relative paths, the packages' `#` imports, other packages through their `@org/source` exports),
 * for Node and for browsers.
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const ways = resolutions();
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? '';
    const targets = new Set<string>();
    for (const specifier of importedSpecifiers(file, text)) {
      for (const { options, cache } of ways) {
        const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
        if (resolved === undefined) continue;
        const real = realpathSync(resolved);
        if (known.has(real)) targets.add(real);
      }
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one module (or a module importing itself). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so that a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One way round a cycle: the shortest path from its first module back to itself, within the cycle. */
export function cyclePath(graph: ReadonlyMap<string, readonly string[]>, modules: readonly string[]): string[] {
  const inside = new Set(modules);
  const start = modules[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const target of graph.get(node) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target) && target !== start) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The import cycles among the sources of every package of the workspace at `root` (or of a graph of them). */
export function importCycles(root: string, graph: ReadonlyMap<string, readonly string[]> = importGraph(packageSources(root))): ImportCycle[] {
  const show = (file: string) => relative(root, file);
  return findCycles(graph).map((modules) => ({ modules: modules.map(show), path: cyclePath(graph, modules).map(show) }));
}
