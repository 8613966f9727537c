import { describe, expect, it } from 'vitest';
import type { WorkspacePackage } from '../workspace-packages.js';
import { packageIndexHtml } from './package-index.js';
import { linkSitesRoot, sitesRoot } from './package-reference.js';

describe('linkSitesRoot', () => {
  const toCore = `<a href="${sitesRoot}http-core/classes/index.ApiError.html#status" class="tsd-signature-type external" target="_blank">ApiError</a>`;

  it("points another package's links up to the directory of all sites from where the page is, opening in place", () => {
    expect(linkSitesRoot(`${toCore} <a href="../index.html" target="_blank">x</a>`, 'types/index.Subscription.html')).toBe(
      '<a href="../../http-core/classes/index.ApiError.html#status" class="tsd-signature-type external">ApiError</a> <a href="../index.html" target="_blank">x</a>',
    );
    expect(linkSitesRoot(`<a href="${sitesRoot}index.html">All packages</a>`, 'index.html')).toBe('<a href="../index.html">All packages</a>');
  });
});

describe('packageIndexHtml', () => {
  it('links each package to its site, its description escaped', () => {
    const pkg = { name: '@org/webhooks', version: '0.1.0', dirName: 'webhooks', manifest: { description: 'Webhooks <SDK> & more' } } as unknown as WorkspacePackage;
    const html = packageIndexHtml([pkg]);
    expect(html).toContain('<a href="webhooks/index.html">@org/webhooks</a></td><td>0.1.0</td><td>Webhooks &#60;SDK&#62; &#38; more</td>');
  });
});
