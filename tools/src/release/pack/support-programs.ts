import type { WorkspacePackage } from '../workspace-packages.js';

/** The module format of a support program: an ES module, or a CommonJS file whose imports compile to `require()`. */
export type SupportFormat = 'esm' | 'commonjs';

/** The import specifiers of every entry point of `pkg`'s `exports` map but `./package.json`. */
export function entrySpecifiers(pkg: WorkspacePackage): string[] {
  const exportsField = pkg.manifest['exports'];
  const subpaths = typeof exportsField === 'object' && exportsField !== null ? Object.keys(exportsField) : ['.'];
  return subpaths.filter((subpath) => subpath !== './package.json').map((subpath) => pkg.name + subpath.slice(1));
}

/** `access-control` -> `AccessControl`, the name a service package's exports are built on. */
export function pascalName(dirName: string): string {
  return dirName.replace(/(?:^|-)([a-z\d])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A program that imports every entry point of `pkg` in `format`, in syntax every supported TypeScript parses (no
 * top-level `await` in CommonJS, no `await using`). A service package's program starts the fake of
 * `@org/<name>/testing`, makes a client with `create<Name>Client(fake.clientOptions())` and one with
 * `fake.client()`, and expects a compile error on a group no client has (so a client typed `any` by declarations
 * an old TypeScript cannot read fails the check); a package without those exports (the core) checks that each
 * entry point exports something. Compiled with `module: nodenext`, the CommonJS one `require()`s each entry point.
 */
export function supportProgram(pkg: WorkspacePackage, format: SupportFormat): string {
  const specifiers = entrySpecifiers(pkg);
  const name = pascalName(pkg.dirName);
  const service = specifiers.includes(pkg.name) && specifiers.includes(`${pkg.name}/testing`) && pkg.name !== '@org/http-core';
  const imports = specifiers.map((specifier, index) => `import * as entry${index} from '${specifier}';`);
  const body = service ? serviceBody(pkg, specifiers, name) : entriesBody(specifiers);
  const main =
    format === 'esm'
      ? body.join('\n')
      : `async function main(): Promise<void> {\n${body.map((line) => (line === '' ? '' : `  ${line}`)).join('\n')}\n}\n\nmain().catch((error: unknown) => {\n  console.error(error);\n  process.exitCode = 1;\n});`;
  return `// ${pkg.name} from ${format === 'esm' ? 'an ES module' : 'a CommonJS module (each import is a require())'}.\n${imports.join('\n')}\n\n${main}\n`;
}

function serviceBody(pkg: WorkspacePackage, specifiers: readonly string[], name: string): string[] {
  const main = `entry${specifiers.indexOf(pkg.name)}`;
  const testing = `entry${specifiers.indexOf(`${pkg.name}/testing`)}`;
  return [
    `const fake = await ${testing}.start${name}Fake();`,
    'try {',
    `  const client: ${main}.${name}Client = ${main}.create${name}Client(fake.clientOptions());`,
    `  const ready: ${main}.${name}Client = fake.client();`,
    '  // @ts-expect-error: no client has this group',
    '  void client.noSuchGroup;',
    "  if (typeof client !== 'object' || typeof ready !== 'object') throw new Error('no client');",
    `  const answer = await fetch(fake.url);`,
    `  console.log(\`imported ${specifiers.join(', ')}; made two clients; start${name}Fake() answered HTTP \${answer.status}\`);`,
    '} finally {',
    '  await fake.close();',
    '}',
  ];
}

function entriesBody(specifiers: readonly string[]): string[] {
  const entries = specifiers.map((specifier, index) => `  ['${specifier}', entry${index}],`);
  return [
    'const entries: [string, object][] = [',
    ...entries,
    '];',
    'for (const [specifier, entry] of entries) {',
    '  if (Object.keys(entry).length === 0) throw new Error(`${specifier} exports nothing`);',
    '}',
    `console.log(\`imported ${specifiers.join(', ')}\`);`,
  ];
}
