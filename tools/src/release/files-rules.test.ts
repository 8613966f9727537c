import { describe, expect, it } from 'vitest';
import { filesProblems, packedFileProblems } from './files-rules.js';

describe('filesProblems', () => {
  it('accepts the build, the changelog, linked documents and exclusions', () => {
    expect(filesProblems({ files: ['dist', '!dist/**/*.test.*', 'CHANGELOG.md', 'OPERATIONS.md'] })).toEqual([]);
  });

  it('asks for the changelog and refuses sources', () => {
    expect(filesProblems({ files: ['dist', 'src'] })).toEqual([
      '"files" must list "CHANGELOG.md"',
      '"files" lists "src"; only dist, CHANGELOG.md, OPERATIONS.md, README.md, LICENSE (and "!" exclusions) are published',
    ]);
  });
});

describe('packedFileProblems', () => {
  it('accepts a tarball of documents and build output', () => {
    expect(packedFileProblems(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/index.js', 'dist/index.d.ts'])).toEqual([]);
  });

  it('names tests, test support, build info, sources and a missing license', () => {
    expect(
      packedFileProblems(['package.json', 'README.md', 'dist/a.test.js', 'dist/test-support/x.js', 'dist/x.tsbuildinfo', 'src/index.ts']),
    ).toEqual([
      'dist/a.test.js: test or build-only file in the tarball',
      'dist/test-support/x.js: test or build-only file in the tarball',
      'dist/x.tsbuildinfo: test or build-only file in the tarball',
      'src/index.ts: only dist/ and the documents are published',
      'LICENSE is missing from the tarball',
    ]);
  });
});
