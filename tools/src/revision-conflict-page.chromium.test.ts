/**
 * Marketplace's stale revisions in a real page: its browser build bundled as a user's bundler does (esbuild, code
 * splitting), served from 127.0.0.1 and run in Chromium, the service answering a change at a stale revision as it
 * does (409 `ABORTED`, the current revision in an `ErrorInfo` detail). What turns that answer into a
 * `RevisionConflictError` is in the error format's chunk, not in what the page loads with itself; a page that imports
 * the class gets that very class from the chunk, so `instanceof` holds.
 */
import type { Browser } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSplitPage, closeAfterTests, launchChromium, openPage, servePage, type PageSite, type SplitPage } from './split-page.js';

const deal = 'buyers/1001/proposals/4001/deals/5001';

/** A page calling `deals.patch` of the site's API at revision 3, and reporting what it failed with. */
const pageOf = (imported: string, own: string) => `
import { createMarketplaceClientFor, dealsPatch${imported} } from '@org/marketplace';

const client = createMarketplaceClientFor({ deals: { patch: dealsPatch } }, { baseUrl: location.origin + '/api', token: 'page-token-0123', retry: false, logLevel: 'silent' });
globalThis.patch = async () => {
  try {
    return { data: await client.deals.patch({ name: '${deal}', body: { proposalRevision: '3', flightEndTime: '2024-07-01T00:00:00Z' } }) };
  } catch (error) {
    const { name, status, code, resource, knownRevision, currentRevision } = error;
    return { name, status, code, resource, knownRevision, currentRevision, own: ${own} };
  }
};
`;

let browser: Browser;
let importing: SplitPage;
let plain: SplitPage;
const sites: PageSite[] = [];

beforeAll(async () => {
  [importing, plain] = await Promise.all([
    bundleSplitPage(pageOf(', RevisionConflictError', 'error instanceof RevisionConflictError')),
    bundleSplitPage(pageOf('', 'undefined')),
  ]);
  browser = await launchChromium();
}, 60_000);

closeAfterTests(sites, () => browser);

/** The text of the page's file and of the chunks it imports statically: what it loads with itself. */
const loadedWithPage = (page: SplitPage) => ['/page.js', ...page.importsOf('/page.js')].map((path) => page.scripts.get(path)!).join('\n');

/** What the page's `patch` returns, the API refusing the change: the proposal is at revision 4. */
async function stalePatch(page: SplitPage): Promise<Record<string, unknown>> {
  const site = await servePage(page.scripts, (url, request, response) => {
    if (request.method !== 'PATCH' || url.pathname !== `/api/v1/${deal}`) return false;
    const error = {
      code: 409,
      status: 'ABORTED',
      message: 'The proposal is at revision 4.',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'STALE_REVISION', metadata: { proposalRevision: '4' } }],
    };
    response.writeHead(409, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
    return true;
  });
  sites.push(site);
  const tab = await openPage(browser, site, 'patch');
  const result = await tab.evaluate(() => (globalThis as unknown as { patch(): Promise<Record<string, unknown>> }).patch());
  await tab.close();
  return result;
}

const conflict = { name: 'ConflictError', status: 409, code: 'ABORTED', resource: deal, knownRevision: '3', currentRevision: '4' };

// Chromium on a busy two-core machine takes seconds to open a page; nothing here waits on a clock.
describe('a stale revision in a browser page', { timeout: 60_000 }, () => {
  it('is a RevisionConflictError made in the error format chunk, which the page does not load with itself', async () => {
    const chunk = plain.chunk('error-format');
    expect(chunk).toBeDefined();
    // The class's brand and the revised operations' ids are in the chunk, not in what loads with the page.
    for (const text of ['@org/marketplace.revision-conflict', 'proposals.accept']) {
      expect(plain.scripts.get(chunk!)).toContain(text);
      expect(loadedWithPage(plain)).not.toContain(text);
    }
    expect(await stalePatch(plain)).toEqual({ ...conflict, own: undefined });
  });

  it('is an instance of the class a page imports', async () => {
    expect(await stalePatch(importing)).toEqual({ ...conflict, own: true });
  });
});
