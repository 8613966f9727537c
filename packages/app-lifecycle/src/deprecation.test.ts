/**
 * Deprecation shows where users see it: the generated client methods carry the table entries' TSDoc,
 * `@deprecated` included, exactly for the operations the service deprecates.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { operations } from './service.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

it('marks the client methods of the 24 deprecated operations @deprecated in their types, and no others', () => {
  const probe = join(root, 'src', '__deprecation-probe.ts');
  const lines = operations.map((op) => `client.${op.id};`);
  const text = `import { createAppLifecycleClient } from './index.js';\nconst client = createAppLifecycleClient({ baseUrl: 'http://localhost', apiKey: 'k' });\n${lines.join('\n')}\n`;
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.lib.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const host = ts.createCompilerHost(config.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => (name === probe ? ts.createSourceFile(name, text, language) : read(name, language, ...rest));
  const program = ts.createProgram([probe], { ...config.options, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;

  const tagged: Record<string, { deprecated: boolean; documented: boolean }> = {};
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isPropertyAccessExpression(statement.expression)) continue;
    const access = statement.expression;
    const symbol = checker.getSymbolAtLocation(access.name);
    const id = access.getText(source).replace(/^client\./, '');
    tagged[id] = {
      deprecated: symbol?.getJsDocTags().some((tag) => tag.name === 'deprecated') ?? false,
      documented: ts.displayPartsToString(symbol?.getDocumentationComment(checker)).length > 0,
    };
  }
  expect(Object.keys(tagged)).toHaveLength(operations.length);
  expect(Object.entries(tagged).filter(([, t]) => !t.documented)).toEqual([]);
  expect(Object.fromEntries(Object.entries(tagged).map(([id, t]) => [id, t.deprecated]))).toEqual(
    Object.fromEntries(operations.map((op) => [op.id, op.deprecated])),
  );
}, 180_000);
