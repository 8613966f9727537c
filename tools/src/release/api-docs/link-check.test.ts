import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { repositoryBranch, repositoryWebUrl } from '../readme-links.js';
import { listWorkspacePackages } from '../workspace-packages.js';
import { headingSlug, markdownAnchors, markdownLinkProblems, siteLinkProblems } from './link-check.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'link-check-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

function page(body: string, ids: readonly string[] = []): string {
  return `<!doctype html><html><body>${ids.map((id) => `<h3 id="${id}">${id}</h3>`).join('')}${body}</body></html>`;
}

/** A data file of TypeDoc's scripts: the JSON deflated and in base64. */
function scriptData(name: string, value: unknown): string {
  return `window.${name}Data = "${deflateSync(Buffer.from(JSON.stringify(value))).toString('base64')}"`;
}

describe('siteLinkProblems', () => {
  it('passes links to pages and anchors that are there, up and down the tree and across sites', () => {
    write('index.html', page('<a href="webhooks/index.html">webhooks</a>'));
    write('http-core/classes/index.ApiError.html', page('', ['status']));
    write('webhooks/index.html', page('<a href="modules/index.html">x</a><a href="#top">top</a><a href="#">home</a>', ['top']));
    write('webhooks/assets/icons.svg', '<svg><g id="icon-search"></g></svg>');
    write(
      'webhooks/modules/index.html',
      page(
        '<a href="../index.html">up</a><a href="../../http-core/classes/index.ApiError.html#status">status</a>' +
          '<svg><use href="../assets/icons.svg#icon-search"></use></svg><a href="https://example.com/x#y">out</a>' +
          '<a href="../index.html?a=1&amp;b=2#top">query</a><a href="mailto:a@example.com">mail</a>',
      ),
    );
    write('webhooks/assets/navigation.js', scriptData('navigation', [{ text: 'index', path: 'modules/index.html', children: [{ path: 'index.html#top' }] }]));
    expect(siteLinkProblems(dir)).toEqual([]);
  });

  it('finds a missing page, a missing anchor, a placeholder scheme and broken links in the script data', () => {
    write('webhooks/index.html', page('<a href="modules/gone.html">gone</a><a href="#nowhere">x</a>', ['top']));
    write('webhooks/modules/index.html', page('<a href="../../http-core/index.html">core</a><a href="org-api-root:/index.html">all</a>'));
    write('webhooks/assets/search.js', scriptData('search', { rows: [{ url: 'modules/index.html#absent' }, { url: 'modules/index.html' }] }));
    expect(siteLinkProblems(dir)).toEqual([
      'webhooks/assets/search.js: modules/index.html#absent names an anchor that is not there',
      'webhooks/index.html: modules/gone.html names a file that is not there',
      'webhooks/index.html: #nowhere names an anchor that is not there',
      'webhooks/modules/index.html: ../../http-core/index.html names a file that is not there',
      'webhooks/modules/index.html: org-api-root:/index.html leaves the site by a scheme no reader follows',
    ]);
  });
});

describe('markdownLinkProblems', () => {
  const tree = 'https://github.com/org/sdks/blob/main/';

  beforeEach(() => {
    write('README.md', ['# SDKs', '', '## API reference', '', '## API reference', '', '<a id="custom"></a>'].join('\n'));
    write('RELEASING.md', '# Releasing\n');
    write('docs/api/webhooks/index.html', page('', ['status']));
    write('packages/webhooks/OPERATIONS.md', '# Operations\n');
  });

  it('passes links to files, headings (repeated ones numbered) and generated pages, and the reference named as code', () => {
    const readme = [
      '# @org/webhooks',
      '',
      '## Receiving deliveries',
      '',
      'See [below](#receiving-deliveries), [the reference](https://github.com/org/sdks/blob/main/README.md#api-reference),',
      `[again](${tree}README.md#api-reference-1), [custom](${tree}README.md#custom), [ops](${tree}packages/webhooks/OPERATIONS.md),`,
      `[the package](${tree}packages/webhooks), [ky](https://github.com/sindresorhus/ky) and \`docs/api/webhooks/index.html\`,`,
      'or `docs/api/<name>/index.html` for any package.',
      '',
      '```ts',
      "const x = y[0](z); // [not a link](nowhere.md) and `docs/api/nope.html`",
      '```',
      '<!-- [hidden](gone.md)',
      '`docs/api/gone.html` -->',
    ].join('\n');
    expect(markdownLinkProblems(join(dir, 'packages/webhooks/README.md'), readme, dir, tree)).toEqual([]);
    const root = '[releasing](RELEASING.md), [reference](docs/api/webhooks/index.html#status), [webhooks](packages/webhooks), [up](#sdks)';
    expect(markdownLinkProblems(join(dir, 'README.md'), `# SDKs\n\n${root}\n`, dir)).toEqual([]);
  });

  it('finds a missing file, heading, generated page and anchor, each with its line', () => {
    const readme = [
      '# SDKs',
      '[gone](GONE.md) and [no heading](RELEASING.md#publishing) and [here](#nowhere)',
      `[repository](${tree}packages/webhooks/NOPE.md) and [reference](docs/api/webhooks/index.html#absent)`,
      'Open `docs/api/webhooks/modules/index.html`.',
    ].join('\n');
    expect(markdownLinkProblems(join(dir, 'README.md'), readme, dir, tree)).toEqual([
      'README.md:2: GONE.md names a file that is not there',
      'README.md:2: RELEASING.md#publishing names an anchor that is not there',
      'README.md:2: #nowhere names an anchor that is not there',
      'README.md:3: https://github.com/org/sdks/blob/main/packages/webhooks/NOPE.md names a file that is not there',
      'README.md:3: docs/api/webhooks/index.html#absent names an anchor that is not there',
      'README.md:4: docs/api/webhooks/modules/index.html is not a file of the generated API reference',
    ]);
  });
});

describe('headingSlug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(headingSlug('In a browser: only the operations a page calls')).toBe('in-a-browser-only-the-operations-a-page-calls');
    expect(headingSlug("A receiver in Node's `http`")).toBe('a-receiver-in-nodes-http');
    expect(headingSlug('[`@org/http-core`](packages/http-core) options')).toBe('orghttp-core-options');
    expect(headingSlug('Upload a release, distribute it')).toBe('upload-a-release-distribute-it');
  });
});

describe('the READMEs point to the API reference', () => {
  const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));

  it('the root README has its section and names the index of the packages', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(markdownAnchors(readme)).toContain('api-reference');
    expect(readme).toContain('`docs/api/index.html`');
  });

  it.each(listWorkspacePackages(root).map((pkg) => [pkg.name, pkg] as const))("%s's README names its site and links the root README's section", (_name, pkg) => {
    const readme = readFileSync(join(pkg.dir, 'README.md'), 'utf8');
    expect(readme).toContain(`\`docs/api/${pkg.dirName}/index.html\``);
    expect(readme).toContain(`](${repositoryWebUrl(pkg)!}/blob/${repositoryBranch}/README.md#api-reference)`);
  });
});
