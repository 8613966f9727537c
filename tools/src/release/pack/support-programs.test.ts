import { Script } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { WorkspacePackage } from '../workspace-packages.js';
import { entrySpecifiers, pascalName, supportProgram } from './support-programs.js';

function workspacePackage(name: string, dirName: string, exportsField: Record<string, unknown>): WorkspacePackage {
  return { name, version: '1.0.0', dirName, dir: `/x/packages/${dirName}`, manifest: { name, exports: exportsField }, built: true };
}

const service = workspacePackage('@org/access-control', 'access-control', { '.': {}, './package.json': './package.json', './testing': {} });
const core = workspacePackage('@org/http-core', 'http-core', { '.': {}, './errors': {}, './testing': {} });

/** The program as TypeScript compiles it for `module`, with the syntax errors it reports. */
function compile(source: string, module: ts.ModuleKind): { js: string; syntax: readonly ts.Diagnostic[] } {
  const output = ts.transpileModule(source, { compilerOptions: { module, target: ts.ScriptTarget.ES2022 }, reportDiagnostics: true });
  return { js: output.outputText, syntax: output.diagnostics ?? [] };
}

describe('entrySpecifiers', () => {
  it("names every subpath export but package.json, under the package's name", () => {
    expect(entrySpecifiers(service)).toEqual(['@org/access-control', '@org/access-control/testing']);
  });
});

describe('pascalName', () => {
  it('joins the words of a directory name', () => {
    expect(pascalName('notification-config')).toBe('NotificationConfig');
    expect(pascalName('webhooks')).toBe('Webhooks');
  });
});

describe('supportProgram', () => {
  it("compiles in CommonJS to a require() of each entry point, inside a function a CommonJS module can run (no top-level await)", () => {
    const { js, syntax } = compile(supportProgram(service, 'commonjs'), ts.ModuleKind.CommonJS);
    expect(syntax).toEqual([]);
    expect(js).toContain('require("@org/access-control")');
    expect(js).toContain('require("@org/access-control/testing")');
    // Node wraps a CommonJS file in a plain function: a top-level await there is a syntax error.
    expect(() => new Script(`(function (exports, require, module, __filename, __dirname) {\n${js}\n})`)).not.toThrow();
  });

  it("starts a service's fake, makes a client both ways and expects a compile error on a missing group", () => {
    const program = supportProgram(service, 'esm');
    expect(program).toContain('entry1.startAccessControlFake()');
    expect(program).toContain('entry0.createAccessControlClient(fake.clientOptions())');
    expect(program).toContain('fake.client()');
    expect(program).toMatch(/@ts-expect-error[^\n]*\n\s*void client\.noSuchGroup;/);
    expect(program).not.toMatch(/await using/);
  });

  it('checks that each entry point of a package without a fake of its own exports something', () => {
    const program = supportProgram(core, 'commonjs');
    expect(program).not.toMatch(/Fake\(\)/);
    for (const specifier of ['@org/http-core', '@org/http-core/errors', '@org/http-core/testing']) expect(program).toContain(`['${specifier}', entry`);
    expect(compile(program, ts.ModuleKind.CommonJS).syntax).toEqual([]);
  });
});
