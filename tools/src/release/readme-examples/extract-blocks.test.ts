import { describe, expect, it } from 'vitest';
import { extractDeclarations, extractTsBlocks } from './extract-blocks.js';

describe('extractTsBlocks', () => {
  it('finds ts and typescript blocks with their README line, and skips other languages', () => {
    const markdown = ['# x', '```sh', 'npm i', '```', '```ts', 'const a = 1;', '```', 'text', '```typescript', 'const b = 2;', 'b;', '```'].join('\n');
    expect(extractTsBlocks(markdown)).toEqual([
      { line: 6, code: 'const a = 1;' },
      { line: 10, code: 'const b = 2;\nb;' },
    ]);
  });

  it('takes the prelude comment right before a block, across blank lines and several lines', () => {
    const markdown = [
      '<!-- prelude: declare const id: string; -->',
      '```ts',
      'use(id);',
      '```',
      '<!-- prelude:',
      "import { x } from 'y';",
      'const z = x();',
      '-->',
      '',
      '```ts',
      'z;',
      '```',
    ].join('\n');
    expect(extractTsBlocks(markdown)).toEqual([
      { line: 3, code: 'use(id);', prelude: 'declare const id: string;' },
      { line: 11, code: 'z;', prelude: "import { x } from 'y';\nconst z = x();" },
    ]);
  });

  it('drops a prelude separated from the block by text, and ignores ts fences inside other blocks', () => {
    const markdown = ['<!-- prelude: declare const a: 1; -->', 'Some text.', '```ts', 'a;', '```', '````md', '```ts', 'no', '```', '````'].join('\n');
    expect(extractTsBlocks(markdown)).toEqual([{ line: 4, code: 'a;' }]);
  });
});

describe('extractDeclarations', () => {
  it('joins every declarations comment and keeps the line of the first', () => {
    const markdown = ['# x', '<!-- declarations: declare const a: 1; -->', 'text', '<!-- declarations:', 'declare const b: 2;', '-->'].join('\n');
    expect(extractDeclarations(markdown)).toEqual({ line: 2, code: 'declare const a: 1;\ndeclare const b: 2;' });
    expect(extractDeclarations('# none')).toBeUndefined();
  });
});
