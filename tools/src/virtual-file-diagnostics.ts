import ts from 'typescript';
import { virtualProgram } from './virtual-program.js';

/**
 * Compiles `file` with `text` as its contents (the file need not exist on disk; everything it imports is read from
 * disk) and returns each diagnostic of that file as `<the offending line, trimmed> :: <message>`.
 */
export function virtualFileDiagnostics(file: string, text: string, options: ts.CompilerOptions): string[] {
  const program = virtualProgram(file, text, options);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    return `${text.split('\n')[line]?.trim()} :: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}
