/**
 * Browser bundle sizes: a one-operation http-core client, and for comparison the same response schema
 * with zod/mini and with classic zod, ky alone, and raw fetch. Each entry is bundled with esbuild
 * (platform browser, ESM, minified, tree-shaken) in memory; nothing is written to disk.
 */
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { recordNodeBuiltins } from '../browser-bundle.js';

/** An entry point to bundle, as source text. */
export interface BundleEntry {
  readonly key: string;
  readonly label: string;
  readonly contents: string;
}

/** Size of one bundle. */
export interface BundleResult {
  readonly key: string;
  readonly label: string;
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  /** Minified bytes contributed by each package (`http-core`, `zod`, `ky`, `entry`). */
  readonly byPackage: Readonly<Record<string, number>>;
  /**
   * Node built-ins the bundle imports: none is expected. One that shows up is a regression (a browser
   * bundler fails on it or must be told to stub it); the bench leaves it external so it can still measure.
   */
  readonly nodeImports: readonly string[];
}

const itemFields = `{
  id: z.string(),
  name: z.string(),
  price: z.number(),
  tags: z.array(z.string()),
  active: z.boolean(),
  updatedAt: z.string(),
}`;

/** The entries measured by {@link measureBundles}. */
export const bundleEntries: readonly BundleEntry[] = [
  {
    key: 'fetch',
    label: 'raw fetch + json()',
    contents: `
const response = await fetch('https://api.example.com/items/a?fields=name', { headers: { authorization: 'Bearer t' } });
console.log(await response.json());
`,
  },
  {
    key: 'core',
    label: 'http-core client, 1 op (zod/mini)',
    contents: `
import { bearer, createClient, defineService } from '@org/http-core';
import * as z from 'zod/mini';
const Item = z.looseObject(${itemFields});
const service = defineService({
  name: 'bench', packageName: '@org/bench', version: '0.0.0', defaultAuth: ['bearer'],
  groups: { items: { get: {
    method: 'GET', path: '/items/{itemId}', summary: 'Get an item',
    pathParams: { itemId: z.string() }, query: { fields: z.optional(z.string()) }, response: Item,
  } } },
});
const client = createClient(service, { baseUrl: 'https://api.example.com', auth: bearer('bench-token-0123456789') });
console.log(await client.items.get({ itemId: 'a', fields: 'name' }));
`,
  },
  {
    key: 'ky',
    label: 'ky alone',
    contents: `
import ky from 'ky';
const api = ky.create({ baseUrl: 'https://api.example.com', headers: { authorization: 'Bearer t' } });
console.log(await api.get('items/a', { searchParams: { fields: 'name' } }).json());
`,
  },
  {
    key: 'zod-mini',
    label: 'same schema, zod/mini alone',
    contents: `
import * as z from 'zod/mini';
const Item = z.looseObject(${itemFields});
console.log(z.safeParse(Item, JSON.parse(globalThis.name)).success);
`,
  },
  {
    key: 'ky-zod-mini',
    label: 'ky + the same schema in zod/mini: the floor of any client built on both',
    contents: `
import ky from 'ky';
import * as z from 'zod/mini';
const Item = z.looseObject(${itemFields});
const api = ky.create({ baseUrl: 'https://api.example.com', headers: { authorization: 'Bearer t' } });
console.log(z.safeParse(Item, await api.get('items/a', { searchParams: { fields: 'name' } }).json()).success);
`,
  },
  {
    key: 'zod-classic',
    label: "same schema, classic zod ('zod')",
    // The one place the classic import is wanted: it is what this row measures.
    contents: `
import * as z from 'zod';
const Item = z.looseObject(${itemFields});
console.log(Item.safeParse(JSON.parse(globalThis.name)).success);
`,
  },
];

function packageOf(path: string): string {
  const workspacePackage = /(?:^|\/)packages\/([^/]+)\//.exec(path);
  if (workspacePackage) return workspacePackage[1]!;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (match) return match[1] === '@org/http-core' ? 'http-core' : match[1]!;
  return 'entry';
}

function bytesByPackage(metafile: Metafile): Record<string, number> {
  const out: Record<string, number> = {};
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      const name = packageOf(path);
      out[name] = (out[name] ?? 0) + input.bytesInOutput;
    }
  }
  return out;
}

/**
 * Bundles each entry with esbuild and measures it. `resolveDir` is where bare imports resolve from
 * (a directory whose `node_modules` holds `@org/http-core`, ky and zod). With `source: true` the
 * `@org/source` condition picks http-core's TypeScript sources instead of its built `dist`.
 */
export async function measureBundles(resolveDir: string, options: { source?: boolean } = {}): Promise<BundleResult[]> {
  const results: BundleResult[] = [];
  for (const entry of bundleEntries) results.push(await measureBundle(entry, resolveDir, options));
  return results;
}

/** Bundles one entry with esbuild (browser, ESM, minified, tree-shaken) and measures it; see {@link measureBundles}. */
export async function measureBundle(entry: BundleEntry, resolveDir: string, options: { source?: boolean } = {}): Promise<BundleResult> {
  const nodeImports = new Set<string>();
  const result = await build({
    stdin: { contents: entry.contents, resolveDir, sourcefile: `${entry.key}.entry.ts`, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    legalComments: 'none',
    conditions: options.source === false ? [] : ['@org/source'],
    plugins: [recordNodeBuiltins(nodeImports)],
    logLevel: 'silent',
  });
  const output = result.outputFiles[0]!.contents;
  return {
    key: entry.key,
    label: entry.label,
    minifiedBytes: output.byteLength,
    gzipBytes: gzipSync(output, { level: 9 }).byteLength,
    byPackage: bytesByPackage(result.metafile),
    nodeImports: [...nodeImports].sort(),
  };
}
