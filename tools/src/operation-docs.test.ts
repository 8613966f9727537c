import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readOperationDocs, tsdocOf } from './operation-docs.js';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'widgets-service', 'src');

describe('readOperationDocs', () => {
  const docs = readOperationDocs(fixture);

  it("reads each operation's TSDoc from its own const, or from the table's entry", () => {
    expect(docs.operations.get('widgets.list')).toEqual(['Lists widgets, a page at a time.']);
    expect(docs.operations.get('widgets.create')).toEqual(['Creates a widget.']);
    expect(docs.operations.get('operations.get')).toEqual(["Reads an operation's state."]);
  });

  it('keeps blank lines, tags and the indentation inside code blocks', () => {
    expect(docs.operations.get('widgets.get')).toEqual([
      'Gets a widget by id.',
      '',
      '@example',
      '```ts',
      'const widget = await client.widgets.get({',
      "  id: 'w1',",
      '});',
      '```',
    ]);
  });

  it("reads a group's TSDoc from its table, else from its member of the groups type", () => {
    expect(docs.groups.get('widgets')).toEqual(['Widgets: made, read and rebuilt.']);
    expect(docs.groups.get('operations')).toEqual(['Long-running operations, read while they run.']);
  });
});

describe('tsdocOf', () => {
  const source = ts.createSourceFile('x.ts', '/* plain */\n/** First. */\n// line\nconst a = 1;\n/** One line. */ const b = 2;\nconst c = 3;\n', ts.ScriptTarget.Latest, true);
  const [a, b, c] = source.statements;

  it('takes the last /** */ comment before a node, past other comments', () => {
    expect(tsdocOf(a!, source)).toEqual(['First.']);
    expect(tsdocOf(b!, source)).toEqual(['One line.']);
  });

  it('is undefined without one', () => {
    expect(tsdocOf(c!, source)).toBeUndefined();
  });
});
