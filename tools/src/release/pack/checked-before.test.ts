import { describe, expect, it } from 'vitest';
import { differencesBeyondVersion, parseCheckedVersions } from './checked-before.js';

const before = new Map([
  ['package.json', '{\n  "name": "@org/webhooks",\n  "version": "0.2.0",\n  "dependencies": { "@org/http-core": "^0.2.0" }\n}\n'],
  ['dist/index.js', 'const VERSION = "0.2.0";\nexport { VERSION };\n'],
  ['LICENSE', '@org/webhooks@0.2.0\n\nMIT License\n'],
  ['CHANGELOG.md', '# @org/webhooks\n\n## 0.2.0\n\n### Minor Changes\n\n- First release.\n'],
]);
const changelog = '# @org/webhooks\n\n## 0.2.1\n\n### Patch Changes\n\n- A patch.\n\n## 0.2.0\n\n### Minor Changes\n\n- First release.\n';

/** `before` at version 0.2.1, with the given files replaced. */
function bumped(files: Record<string, string> = {}): Map<string, string> {
  const after = new Map([...before].map(([path, text]) => [path, path === 'CHANGELOG.md' ? changelog : text.replace('"version": "0.2.0"', '"version": "0.2.1"').replace(/(?<=VERSION = "|@)0\.2\.0/, '0.2.1')]));
  for (const [path, text] of Object.entries(files)) after.set(path, text);
  return after;
}

describe('differencesBeyondVersion', () => {
  it('finds none between two versions of the same code, the changelog grown by the new section', () => {
    const after = bumped();
    expect(after.get('dist/index.js')).toContain('"0.2.1"');
    expect(after.get('package.json')).toContain('"@org/http-core": "^0.2.0"');
    expect(differencesBeyondVersion(before, '0.2.0', after, '0.2.1')).toEqual([]);
  });

  it('names a changed, a new and a gone file', () => {
    const after = bumped({ 'dist/index.js': 'const VERSION = "0.2.1";\nexport { VERSION as version };\n', 'dist/extra.js': '' });
    after.delete('LICENSE');
    expect(differencesBeyondVersion(before, '0.2.0', after, '0.2.1').sort()).toEqual(['LICENSE: gone', 'dist/extra.js: new', 'dist/index.js: changed']);
  });

  it('takes a changed dependency range for a change, even one that reads like the new version', () => {
    for (const range of ['^0.3.0', '^0.2.1']) {
      const after = bumped({ 'package.json': before.get('package.json')!.replace('"0.2.0"', '"0.2.1"').replace('^0.2.0', range) });
      expect(differencesBeyondVersion(before, '0.2.0', after, '0.2.1')).toEqual(['package.json: changed']);
    }
  });

  it('takes a version string that did not follow the package version for a change', () => {
    const code = 'const VERSION = "0.2.0";\nconst CORE = "0.2.0";\n';
    const after = bumped({ 'dist/index.js': code.replace('"0.2.0"', '"0.2.1"') });
    expect(differencesBeyondVersion(new Map([...before, ['dist/index.js', code]]), '0.2.0', after, '0.2.1')).toEqual(['dist/index.js: changed']);
  });

  it('takes a changelog whose older sections changed for a change', () => {
    const after = bumped({ 'CHANGELOG.md': changelog.replace('- First release.', '- The first release.') });
    expect(differencesBeyondVersion(before, '0.2.0', after, '0.2.1')).toEqual(['CHANGELOG.md: changed']);
  });

  it('pairs a chunk renamed for its new version string with the old one, and holds its importers to the new name', () => {
    const chunks = (version: string, hash: string, leaf: string) =>
      new Map([
        [`dist/chunks/chunk-${leaf}.js`, `export const VERSION = "${version}";\n`],
        [`dist/chunks/chunk-${hash}.js`, `import { VERSION } from './chunk-${leaf}.js';\nexport const agent = VERSION;\n`],
        ['dist/index.js', `export * from './chunks/chunk-${hash}.js';\n`],
        ['dist/other.js', "export * from './chunks/chunk-KEPTNAME.js';\n"],
        ['dist/chunks/chunk-KEPTNAME.js', 'export const kept = 1;\n'],
      ]);
    const old = new Map([...before, ...chunks('0.2.0', 'AAAAAAAA', 'LEAFAAAA')]);
    expect(differencesBeyondVersion(old, '0.2.0', new Map([...bumped(), ...chunks('0.2.1', 'BBBBBBBB', 'LEAFBBBB')]), '0.2.1')).toEqual([]);
    const wrongImport = new Map([...bumped(), ...chunks('0.2.1', 'BBBBBBBB', 'LEAFBBBB'), ['dist/index.js', "export * from './chunks/chunk-KEPTNAME.js';\n"]]);
    expect(differencesBeyondVersion(old, '0.2.0', wrongImport, '0.2.1')).toEqual(['dist/index.js: changed']);
    const changedChunk = new Map([...bumped(), ...chunks('0.2.1', 'BBBBBBBB', 'LEAFBBBB'), ['dist/chunks/chunk-LEAFBBBB.js', 'export const VERSION = "0.2.1", more = 2;\n']]);
    expect(differencesBeyondVersion(old, '0.2.0', changedChunk, '0.2.1').sort()).toEqual([
      'dist/chunks/chunk-AAAAAAAA.js: gone',
      'dist/chunks/chunk-BBBBBBBB.js: new',
      'dist/chunks/chunk-LEAFAAAA.js: gone',
      'dist/chunks/chunk-LEAFBBBB.js: new',
      'dist/index.js: changed',
    ]);
  });

  it('finds none between a tarball and itself, the version unchanged', () => {
    expect(differencesBeyondVersion(before, '0.2.0', before, '0.2.0')).toEqual([]);
  });
});

describe('parseCheckedVersions', () => {
  it('reads name@version pairs, scoped names included', () => {
    expect(parseCheckedVersions('@org/http-core@0.2.0, @org/webhooks@0.2.1')).toEqual(
      new Map([
        ['@org/http-core', '0.2.0'],
        ['@org/webhooks', '0.2.1'],
      ]),
    );
    expect(parseCheckedVersions(undefined)).toEqual(new Map());
  });

  it('refuses an entry without a version', () => {
    expect(() => parseCheckedVersions('@org/webhooks')).toThrow('not name@version');
  });
});
