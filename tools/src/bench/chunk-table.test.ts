/**
 * A page lists no chunk dependencies. When two parts loaded on demand import one module, Vite gives that module a
 * file of its own and writes, on the page, a table of the files each part needs (`__vite__mapDeps`), about 0.12 KB
 * gzip before the first answer. The error path, the encoder of request bodies and a service's error format share
 * no module for that reason (the checks of extra body fields take the JSON check from the encoder; the generic
 * error parser reads a body without the families' helpers). Here: event-trigger's list page, whose service's error
 * format is a family's (Google's), built as users ship it (a Vite production build of the published `browser`
 * build), as `npm run bench:sizes` measures it.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages } from '../release/workspace-packages.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { operationPage, pagedService } from './operation-pages.js';
import { buildVitePage } from './vite-page.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));

describe('a page of a family service', () => {
  it('loads the error path, the body encoder and the error format without a table of their files', async () => {
    const pkg = listWorkspacePackages(root).find((candidate) => candidate.name === '@org/event-trigger')!;
    const service = (await pagedService(pkg))!;
    const page = await buildVitePage(operationPage(service, ['triggers.list']), root, root);
    const modules = page.chunks.map((chunk) => chunk.module);
    // The parts are there, each a file of its own, loaded on demand; no file is a module two of them share, which
    // would make the page carry the table.
    expect(modules).toEqual(expect.arrayContaining(['packages/http-core/dist/browser/error-path.js', 'packages/http-core/dist/browser/request-body.js', 'packages/event-trigger/dist/browser/error-format.js']));
    expect(modules.filter((module) => module !== 'page' && !module.startsWith('packages/'))).toEqual([]);
  }, 60_000);
});
