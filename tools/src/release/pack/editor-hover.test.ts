import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspacePackage } from '../workspace-packages.js';
import { checkEditorHover } from './editor-hover.js';

let dir: string;
const pkg = (name: string): WorkspacePackage => ({ name, version: '0.0.0', dirName: name.split('/')[1]!, dir: '', manifest: {}, built: true });

function install(name: string, files: Record<string, string>): void {
  const at = join(dir, 'node_modules', ...name.split('/'));
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, 'package.json'), JSON.stringify({ name, type: 'module', exports: { '.': { types: './index.d.ts', import: './index.js' } } }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(at, file), text);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'editor-hover-'));
  install('@org/things', {
    'index.js': [
      'export const createThingsClient = () => ({});',
      "export const thingsGet = { path: '/things/{id}' };",
      "export const thingsList = { path: '/things' };",
      'export const operations = [',
      "  { id: 'things.get', deprecated: false, spec: { pathParams: { id: {} }, query: { verbose: {} } } },",
      "  { id: 'things.list', deprecated: true, spec: { body: {} } },",
      '];',
    ].join('\n'),
    'index.d.ts': [
      'export interface ThingsGetInput {',
      '  /** Id of the thing. */',
      '  id: string;',
      '  verbose?: boolean;',
      '}',
      'export interface ThingsListInput {',
      '  /** What to list. */',
      '  body: ListBody;',
      '}',
      'export interface ListBody {',
      '  /** Only these kinds. */',
      '  kinds?: string[];',
      '  /** Only things inside. */',
      '  within?: {',
      '    /** Its centre. */',
      '    centre: {',
      '      x: number;',
      '      /** Northing. */',
      '      y: number;',
      '    } | null;',
      '  };',
      '}',
      'export interface Thing {',
      '  /** The thing\'s id. */',
      '  id: string;',
      '  parts?: {',
      '    /** The part\'s name. */',
      '    name: string;',
      '    \'serial-no\': string;',
      '  }[];',
      '  /** When it was made. */',
      '  made: Date;',
      '  /** Its parent. */',
      '  parent?: Thing;',
      '}',
      'export type ThingsGetOutput = Thing;',
      'export type ThingsListOutput = {',
      '  /** The things. */',
      '  things: Thing[];',
      '  /** Next page. */',
      '  next?: string;',
      '};',
      'export interface ThingsMethods {',
      '  /** Gets a thing. */',
      '  get(input: ThingsGetInput): Promise<unknown>;',
      '  /** Lists things. */',
      '  list(input: ThingsListInput): Promise<unknown>;',
      '}',
      'export declare function createThingsClient(): { readonly things: ThingsMethods };',
      '/** Gets a thing. */',
      'export declare const thingsGet: object;',
      'export declare const thingsList: object;',
      'export declare const operations: readonly unknown[];',
    ].join('\n'),
  });
  install('@org/core', { 'index.js': 'export const x = 1;\n', 'index.d.ts': 'export declare const x: number;\n' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkEditorHover', () => {
  it('asks for every method, input field, operation const, nested input field and result field, and names what shows no documentation', async () => {
    const check = await checkEditorHover(dir, pkg('@org/things'));
    expect(check.methods).toEqual({ asked: 2, documented: 1 });
    expect(check.fields).toEqual({ asked: 3, documented: 2 });
    expect(check.consts).toEqual({ asked: 2, documented: 1 });
    expect(check.nestedInputFields).toEqual({ asked: 5, documented: 4 });
    // Each declaration once: id, parts, parts[].name, parts[]['serial-no'], made, parent (of Thing), things, next.
    expect(check.resultFields).toEqual({ asked: 8, documented: 6 });
    expect(check.undocumented).toEqual([
      'things.get({ verbose })',
      'things.list (not marked @deprecated)',
      'thingsList',
      'things.get → parts',
      'things.get → parts[].serial-no',
      'things.list({ body.within.centre.x })',
    ]);
    expect(check.toDocument).toEqual([]);
  }, 180_000);

  it('lists apart, not as undocumented, the fields on the package\'s list of fields still to be documented', async () => {
    const check = await checkEditorHover(dir, pkg('@org/things'), new Map([['@org/things', new Set(['things.get → parts', 'things.get → id'])]]));
    expect(check.undocumented).toEqual(['things.get({ verbose })', 'things.list (not marked @deprecated)', 'thingsList', 'things.get → parts[].serial-no', 'things.list({ body.within.centre.x })']);
    // Only what shows nothing: `things.get → id` is documented, so it is not listed.
    expect(check.toDocument).toEqual(['things.get → parts']);
  }, 180_000); // runs the compiler: a bound against hanging (a minute on a loaded machine), not a speed check

  it('asks nothing of a package without a client', async () => {
    const check = await checkEditorHover(dir, pkg('@org/core'));
    const zero = { asked: 0, documented: 0 };
    expect(check).toEqual({ methods: zero, fields: zero, consts: zero, nestedInputFields: zero, resultFields: zero, undocumented: [], toDocument: [] });
  });
});
