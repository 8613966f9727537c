import { describe, expect, it } from 'vitest';
import { exportsProblems } from './exports-rules.js';

const entry = (name: string) => ({
  '@org/source': `./src/${name}.ts`,
  types: `./dist/${name}.d.ts`,
  import: `./dist/${name}.js`,
  default: `./dist/${name}.js`,
});

describe('exportsProblems', () => {
  it('accepts an ESM-only map with types first and the workspace source condition', () => {
    const manifest = {
      main: './dist/index.js',
      types: './dist/index.d.ts',
      exports: { './package.json': './package.json', '.': entry('index'), './testing': entry('testing/index') },
    };
    expect(exportsProblems(manifest)).toEqual([]);
  });

  it('refuses types after the JavaScript, a require condition and CommonJS files', () => {
    const problems = exportsProblems({
      exports: { '.': { import: './dist/index.js', types: './dist/index.d.ts', require: './dist/index.cjs', default: './dist/index.cjs' } },
    });
    expect(problems).toEqual([
      '"exports"["."]: "types" must be the first condition',
      '"exports"["."]: "require" is not allowed: the package is ESM only',
      '"exports"["."]: JavaScript targets must be ./dist/**/*.js files',
    ]);
  });

  it('refuses a string export, a missing "." and main pointing elsewhere', () => {
    expect(exportsProblems({ exports: { './a': './dist/a.js' }, main: './index.js' })).toEqual([
      '"exports" has no "." entry',
      '"exports"["./a"] must be an object of conditions, "types" first',
    ]);
    expect(exportsProblems({ exports: { '.': entry('index') }, main: './index.js' })).toEqual([
      '"main" must equal the "." export (./dist/index.js)',
    ]);
  });

  it('refuses declarations that do not belong to the JavaScript file', () => {
    expect(exportsProblems({ exports: { '.': { types: './dist/types.d.ts', default: './dist/index.js' } } })).toEqual([
      '"exports"["."]: "types" (./dist/types.d.ts) is not the declaration of ./dist/index.js',
    ]);
  });
});
