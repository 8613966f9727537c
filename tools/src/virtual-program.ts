import ts from 'typescript';

/**
 * A program of `file` with `text` as its contents: the file need not exist on disk, everything it imports is read
 * from disk.
 */
export function virtualProgram(file: string, text: string, options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  return ts.createProgram([file], options, host);
}
