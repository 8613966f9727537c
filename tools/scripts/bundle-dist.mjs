#!/usr/bin/env node
/**
 * Writes the JavaScript of a published package: one ES module per entry point of its `exports` and `imports`
 * (`dist/<entry>.js`), with the code the entries share in `dist/chunks/`. `tsc` writes the declarations
 * beside them. A package loads as a handful of files instead of one per source module, which is most of
 * what a cold import costs on Node.
 *
 * What is bundled in and what stays an import: `@org/*` packages, Node built-ins and the package's own
 * `#` imports stay imports; the package's other `dependencies` are bundled in (`@org/http-core` carries ky
 * and zod this way, so a service package that imports `@org/http-core/zod` shares that one copy), and their
 * licences are written to `dist/third-party-licenses.txt`; its `peerDependencies` stay imports. Importing a
 * package that is not a dependency fails the build.
 *
 * Browsers get another build, under the `browser` condition: every source module as its own ES module in
 * `dist/browser/` (imports kept), because a browser bundler drops whole modules a page does not use far better than
 * statements inside one module. In it, every call and `new` that runs when a module loads is marked
 * `/* @__PURE__ *\/`, as `sideEffects: false` already promises of the whole package: esbuild keeps an unused
 * top-level call to another module's function whatever that function's annotations, so without the marks a page
 * would carry every operation and schema of each module it touches. The text only docs read is left out of it
 * (`withoutDocText`): the `description` of operations and parameters, their `summary` (as `''`), and the documented
 * values of open enums (`openEnum(values)` as `openEnum()`).
 *
 * A service's `src/version.ts` gets the package's version from its `package.json` here (`package-version.mjs`).
 *
 * Run from a package's directory: `node ../../tools/scripts/bundle-dist.mjs`.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';
import ts from 'typescript';
import { esbuildPackageVersion, withPackageVersion } from './package-version.mjs';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** `{ source, output }` for every condition object that names both a source and a built file. */
function entriesOf(target, found = []) {
  if (target === null || typeof target !== 'object') return found;
  const source = target['@org/source'];
  const output = target.import ?? target.default;
  if (typeof source === 'string' && typeof output === 'string' && output.endsWith('.js')) found.push({ source, output });
  else for (const value of Object.values(target)) entriesOf(value, found);
  return found;
}

const entries = [...entriesOf(manifest.exports), ...entriesOf(manifest.imports ?? {})];
if (entries.length === 0) throw new Error(`${manifest.name}: no entry point with an @org/source condition`);

/**
 * Refuses a bare import of a package the manifest does not list in `dependencies`; one of its
 * `peerDependencies` (an optional one, loaded only when installed) stays an import.
 */
function declaredDependenciesOnly() {
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const peers = new Set(Object.keys(manifest.peerDependencies ?? {}));
  return {
    name: 'declared-dependencies-only',
    setup(build) {
      build.onResolve({ filter: /^[^./#]/ }, ({ path, importer }) => {
        const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
        if (name.startsWith('@org/') || name.startsWith('node:') || builtinModules.includes(name) || declared.has(name)) return undefined;
        if (peers.has(name)) return { path, external: true };
        if (importer.includes(`${sep}node_modules${sep}`)) return undefined;
        return { errors: [{ text: `${manifest.name} imports ${path}, which is not one of its dependencies` }] };
      });
    },
  };
}

function removeScripts(directory) {
  if (!existsSync(directory)) return;
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) removeScripts(path);
    else if (name.endsWith('.js')) rmSync(path);
  }
}
removeScripts(join(root, 'dist'));

const result = await build({
  absWorkingDir: root,
  entryPoints: entries.map(({ source, output }) => ({ in: source, out: output.replace(/^\.\/dist\//, '').replace(/\.js$/, '') })),
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  external: ['@org/*', '#*', ...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
  plugins: [declaredDependenciesOnly(), esbuildPackageVersion()],
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

/** Every module a browser may load: the sources minus tests, test support and the Node-only testing kit. */
function browserModules(directory, found = []) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'testing' && name !== 'test-support') browserModules(path, found);
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) found.push(relative(root, path));
  }
  return found;
}
/**
 * The source with `/* @__PURE__ *\/` before each call and `new` evaluated while the module loads: in the
 * initialisers of top-level declarations and in `export default`, not inside functions or classes (which run
 * later, when a dropped call would be a lost one).
 */
function markLoadTimeCallsPure(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const at = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && !/@__PURE__/.test(text.slice(node.getFullStart(), node.getStart(source)))) {
      at.push(node.getStart(source));
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((declaration) => declaration.initializer && visit(declaration.initializer));
    else if (ts.isExportAssignment(statement)) visit(statement.expression);
  }
  let out = text;
  for (const position of at.sort((a, b) => b - a)) out = `${out.slice(0, position)}/* @__PURE__ */ ${out.slice(position)}`;
  return out;
}

/**
 * Whether `node` is text written out in the source: a string, literals joined by `+`, or the name of one of
 * `constants` (the module's top-level `const`s of such text).
 */
function isLiteralText(node, constants = new Set()) {
  if (ts.isParenthesizedExpression(node)) return isLiteralText(node.expression, constants);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isIdentifier(node)) return constants.has(node.text);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isLiteralText(node.left, constants) && isLiteralText(node.right, constants);
}
/**
 * The source without the text only docs and fakes read: in the initialisers of top-level declarations (operation
 * tables, parameter declarations, models), a `description` property written as literal text (or as a module constant
 * of it) is dropped, a `summary` one becomes `''` (the field is a required string of `OperationSpec`), and an
 * `openEnum(values)` call becomes `openEnum()`: an open enum takes any string, and its documented values are read
 * only by the docs and by the fakes, which a browser never runs, so a page carries no list of them. Tools, docs and
 * fakes read the tables on Node, whose build keeps them; nothing a call runs reads them.
 */
function withoutDocText(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Set();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (ts.isIdentifier(name) && initializer !== undefined && isLiteralText(initializer, constants)) constants.add(name.text);
    }
  }
  const edits = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'openEnum' && node.arguments.length > 0) {
      edits.push([node.arguments[0].getStart(source), node.arguments.at(-1).end, '']);
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const properties = node.properties;
      properties.forEach((property, index) => {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || !isLiteralText(property.initializer, constants)) return;
        if (property.name.text === 'summary') edits.push([property.initializer.getStart(source), property.initializer.end, "''"]);
        else if (property.name.text === 'description') {
          if (index < properties.length - 1) edits.push([property.getStart(source), properties[index + 1].getStart(source), '']);
          else if (index > 0) edits.push([properties[index - 1].end, property.end, '']);
          else edits.push([property.initializer.getStart(source), property.initializer.end, 'void 0']);
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((declaration) => declaration.initializer && visit(declaration.initializer));
    else if (ts.isExportAssignment(statement)) visit(statement.expression);
  }
  let out = text;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}${replacement}${out.slice(end)}`;
  return out;
}

rmSync(join(root, 'dist', 'browser'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: browserModules(join(root, 'src')),
  outbase: 'src',
  outdir: 'dist/browser',
  bundle: false,
  plugins: [
    {
      name: 'load-time-calls-pure',
      setup(pure) {
        pure.onLoad({ filter: /\.ts$/ }, ({ path }) => ({ contents: withPackageVersion(path, markLoadTimeCallsPure(path, withoutDocText(path, readFileSync(path, 'utf8')))), loader: 'ts' }));
      },
    },
  ],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});

/** The packages bundled in, by the `node_modules/<name>` part of their inputs' paths. */
const bundled = new Set();
for (const input of Object.keys(result.metafile.inputs)) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input.split(sep).join('/'));
  if (match) bundled.add(match[1]);
}
const notices = [...bundled].sort().map((name) => {
  const directory = dirname(requireResolvePackage(name));
  const licence = readdirSync(directory).find((file) => /^licen[cs]e/i.test(file));
  const { version } = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  if (licence === undefined) throw new Error(`${name}: bundled into ${manifest.name} but has no licence file`);
  return `${name}@${version}\n\n${readFileSync(join(directory, licence), 'utf8').trim()}\n`;
});
const noticePath = join(root, 'dist', 'third-party-licenses.txt');
if (notices.length > 0) {
  writeFileSync(noticePath, `${manifest.name} bundles the following packages.\n\n${notices.join('\n---\n\n')}`);
} else rmSync(noticePath, { force: true });

function requireResolvePackage(name) {
  for (let directory = root; ; directory = dirname(directory)) {
    const candidate = join(directory, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(directory) === directory) throw new Error(`cannot find ${name} from ${relative(process.cwd(), root)}`);
  }
}
