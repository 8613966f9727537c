/**
 * The address form page (`tools/pack-smoke/address-form.page.ts`) on the edge runtimes: bundled with esbuild for the
 * browser (the packages' `browser` builds) from the consumer project's installed tarballs, then served by workerd
 * and by the Edge Runtime. Each is asked once to look an address up in the address-lookup fake, started on
 * Node.js here, and its answer is compared with what the fake holds.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { ProgramRun } from './consumer-project.js';
import { workerdDate, type InstalledRuntimes } from './js-runtimes.js';

/** The package the page is made of. */
export const pagePackage = '@org/address-lookup';

/** What the page answers after its two calls. */
interface PageAnswer {
  readonly suggestions?: readonly string[];
  readonly error?: Record<string, unknown>;
}

/** What the page must answer: the fake's suggestions for `goswell`, and the typed error of an unknown postcode. */
const expectedSuggestion = 'Lark House, 128 Goswell Road, London, EC1V 4PW';
const expectedError = { name: 'AddressLookupError', status: 404, apiCode: 4040 };

/** The address-lookup fake, as its installed `/testing` entry starts it. */
interface StartedFake {
  readonly url: string;
  readonly account: { readonly apiKey: string };
  close(): Promise<void>;
}

/** What the page uses of the `edge-runtime` package (installed outside the workspace, so typed here). */
interface EdgeRuntimeModule {
  readonly EdgeRuntime: new (options: { initialCode: string }) => {
    dispatchFetch(url: string, init: RequestInit): Promise<Response & { waitUntil(): Promise<unknown> }>;
  };
}

/** The labels of the page's runs: `workerd`, `edge-runtime`. */
export const pageLabels = ['workerd', 'edge-runtime'] as const;

/** Bundles the page in `dir` (the consumer project) and runs it on workerd and the Edge Runtime, at once. */
export async function runPage(root: string, dir: string, runtimes: InstalledRuntimes): Promise<Map<string, ProgramRun>> {
  const pageDir = join(dir, 'page');
  mkdirSync(pageDir, { recursive: true });
  copyFileSync(join(root, 'tools', 'pack-smoke', 'address-form.page.ts'), join(pageDir, 'address-form.ts'));
  await build({
    entryPoints: [join(pageDir, 'address-form.ts')],
    outfile: join(pageDir, 'address-form.js'),
    absWorkingDir: dir,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    logLevel: 'silent',
  });
  const testing = createRequire(join(dir, 'package.json')).resolve(`${pagePackage}/testing`);
  const { startAddressLookupFake } = (await import(pathToFileURL(testing).href)) as { startAddressLookupFake: () => Promise<StartedFake> };
  const fake = await startAddressLookupFake();
  try {
    const body = JSON.stringify({ baseUrl: fake.url, apiKey: fake.account.apiKey });
    const runs = await Promise.all([
      timed(() => onWorkerd(runtimes.workerd, pageDir, body)),
      timed(() => onEdgeRuntime(runtimes.edgeRuntime, join(pageDir, 'address-form.js'), body)),
    ]);
    return new Map(pageLabels.map((label, index) => [label, runs[index]!]));
  } finally {
    await fake.close();
  }
}

/** Runs `ask` and checks the page's answer. */
async function timed(ask: () => Promise<PageAnswer>): Promise<ProgramRun> {
  const started = performance.now();
  const ms = (): number => performance.now() - started;
  try {
    const answer = await ask();
    const problem = answerProblem(answer);
    if (problem !== undefined) return { ok: false, detail: problem, ms: ms() };
    return { ok: true, detail: `${answer.suggestions!.length} suggestions, then ${expectedError.name} ${expectedError.status} ${expectedError.apiCode}`, ms: ms() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? (error.stack ?? error.message) : String(error), ms: ms() };
  }
}

/** What is wrong with the page's answer, if anything. */
export function answerProblem(answer: PageAnswer): string | undefined {
  if (!answer.suggestions?.includes(expectedSuggestion)) return `no "${expectedSuggestion}" among the suggestions: ${JSON.stringify(answer)}`;
  const error = answer.error ?? {};
  if (Object.entries(expectedError).some(([key, value]) => error[key] !== value)) return `expected ${JSON.stringify(expectedError)}, the page saw ${JSON.stringify(error)}`;
  return undefined;
}

/**
 * The page as a workerd service on 127.0.0.1 (a port of workerd's choosing, read from its control file
 * descriptor), its outgoing requests allowed to loopback addresses only; asked once, then stopped.
 */
async function onWorkerd(workerd: string, pageDir: string, body: string): Promise<PageAnswer> {
  writeFileSync(
    join(pageDir, 'workerd.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "page", worker = .page), (name = "loopback", network = (allow = ["local"]))],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "page")],
);
const page :Workerd.Worker = (
  serviceWorkerScript = embed "address-form.js",
  compatibilityDate = "${workerdDate()}",
  globalOutbound = "loopback",
);
`,
  );
  const child = spawn(workerd, ['serve', 'workerd.capnp', '--control-fd=3'], { cwd: pageDir, stdio: ['ignore', 'ignore', 'pipe', 'pipe'], timeout: 60_000 });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let control = '';
      child.stdio[3]!.on('data', (chunk: Buffer) => {
        control += chunk.toString('utf8');
        const listening = /"event":"listen","socket":"http","port":(\d+)/.exec(control);
        if (listening) resolve(Number(listening[1]));
      });
      child.on('error', reject);
      child.on('exit', (code) => reject(new Error(`workerd exited (${String(code)}) before listening:\n${stderr}`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    if (!response.ok) throw new Error(`workerd answered ${response.status}: ${text}\n${stderr}`);
    return JSON.parse(text) as PageAnswer;
  } finally {
    child.kill();
  }
}

/** The page in an Edge Runtime context (Vercel's `edge-runtime` package, in this process), asked once. */
async function onEdgeRuntime(entry: string, script: string, body: string): Promise<PageAnswer> {
  const { EdgeRuntime } = (await import(pathToFileURL(entry).href)) as EdgeRuntimeModule;
  const runtime = new EdgeRuntime({ initialCode: readFileSync(script, 'utf8') });
  const response = await runtime.dispatchFetch('http://page.test/', { method: 'POST', body });
  await response.waitUntil();
  const text = await response.text();
  if (!response.ok) throw new Error(`the Edge Runtime answered ${response.status}: ${text}`);
  return JSON.parse(text) as PageAnswer;
}
