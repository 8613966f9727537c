import ts from 'typescript';

/**
 * Compiles `file` with `text` as its contents (the file need not exist on disk; everything it imports is read from
 * disk) and returns each diagnostic of that file as `<the offending line, trimmed> :: <message>`.
 */
export function virtualFileDiagnostics(file: string, text: string, options: ts.CompilerOptions): string[] {
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    return `${text.split('\n')[line]?.trim()} :: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}
