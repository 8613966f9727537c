import { describe, expect, it } from 'vitest';
import { importsProblems } from './imports-rules.js';

const target = (name: string) => ({
  '@org/source': `./src/${name}.ts`,
  types: `./dist/${name}.d.ts`,
  default: `./dist/${name}.js`,
});

describe('importsProblems', () => {
  it('accepts no imports, one target, and a browser branch before the default one', () => {
    expect(importsProblems({})).toEqual([]);
    expect(importsProblems({ imports: { '#clock': target('clock') } })).toEqual([]);
    expect(importsProblems({ imports: { '#read-path': { browser: target('read-path.browser'), default: target('read-path') } } })).toEqual([]);
  });

  it('refuses a key without "#", a default branch first, a missing default and an unknown branch', () => {
    expect(importsProblems({ imports: { 'read-path': target('read-path') } })).toEqual([
      '"imports" key "read-path" must start with "#" (and not "#/")',
    ]);
    expect(importsProblems({ imports: { '#a': { default: target('a'), browser: target('a.browser') } } })).toEqual([
      '"imports"["#a"] must have exactly "browser" then "default" (the one Node takes), not "default", "browser"',
    ]);
    expect(importsProblems({ imports: { '#a': { browser: target('a.browser') } } })).toEqual([
      '"imports"["#a"] must have exactly "browser" then "default" (the one Node takes), not "browser"',
    ]);
    expect(importsProblems({ imports: { '#a': { browser: target('a.browser'), node: target('a'), default: target('a') } } })).toEqual([
      '"imports"["#a"] must have exactly "browser" then "default" (the one Node takes), not "browser", "node", "default"',
    ]);
  });

  it('holds each branch to the rules of an export: built files, types first, sources only under @org/source', () => {
    expect(
      importsProblems({
        imports: {
          '#a': {
            browser: { default: './dist/a.browser.js', types: './dist/a.browser.d.ts' },
            default: { '@org/source': './src/a.ts', types: './dist/a.d.ts', default: './src/a.ts' },
          },
          '#b': './dist/b.js',
        },
      }),
    ).toEqual([
      '"imports"["#a"]["browser"]: "types" must be the first condition',
      '"imports"["#a"]["default"]: JavaScript targets must be ./dist/**/*.js files',
      '"imports"["#b"] must be an object of conditions, "types" first',
    ]);
  });
});
