/**
 * The size figures of the READMEs, from one measurement: the root README's "Sizes" table and each package README's
 * size line sit between `<!-- sizes -->` and `<!-- /sizes -->` and are written from the measured pages
 * (`npm run bench:sizes -- --write`); `size-budgets.test.ts` fails when a README holds other figures than the
 * measured ones.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetChecks, withinBudget } from './budget-checks.js';
import type { BundleResult } from './bundle-size.js';
import { formatBytes, formatKb } from './format-kb.js';
import type { PackagePages, PageSize } from './package-sizes.js';
import { FURTHER_OPERATION_GZIP, ONE_OPERATION_GZIP, VENDOR_ADDRESS_FORM_GZIP, addressForm } from './size-budgets.js';
import { errorPath } from './vite-page.js';

/** The esbuild bundles the core's README compares with (`bundle-size.ts` entries `ky`, `zod-mini`, `zod-classic`). */
export type ReferenceBundles = ReadonlyMap<string, BundleResult>;

const begin = '<!-- sizes -->';
const end = '<!-- /sizes -->';

const onError = ({ vite }: PageSize) => (errorPath(vite).chunks > 0 ? formatKb(errorPath(vite).gzipBytes) : 'none split off');
const code = (text: string) => `\`${text}\``;
/** The parts of a call that the operations bring once (the encoders of request bodies), loaded on demand. */
const once = (bytes: number) => (bytes > 0 ? `, and ${formatBytes(bytes)} once for the parts of a call loaded on demand` : '');
const calls = (ids: readonly string[]) => ids.map(code).join(' + ');

function rootBlock(measured: readonly PackagePages[]): string {
  const rows = ['| page | before its first answer (Vite) | as one file (esbuild) | each further operation (Vite) | error path, loaded on a failure |', '| --- | ---: | ---: | ---: | ---: |'];
  const coreFirst = [...measured].sort((a, b) => Number(b.pkg.name === '@org/http-core') - Number(a.pkg.name === '@org/http-core'));
  for (const { pkg, oneOperation, everyOperation } of coreFirst) {
    const subject = pkg.name === '@org/http-core' ? `${code(pkg.name)}: a one-operation service of its own` : `${code(pkg.name)}: ${code(oneOperation.call)}`;
    const further = everyOperation === undefined ? '(one operation)' : `+${Math.round(everyOperation.furtherGzipBytes)} B${once(everyOperation.onceGzipBytes)}`;
    rows.push(`| ${subject} | ${formatKb(oneOperation.vite.gzipBytes)} | ${formatKb(oneOperation.esbuild.gzipBytes)} | ${further} | ${onError(oneOperation)} |`);
  }
  const form = addressFormPage(measured);
  rows.push(`| address form (${code(addressForm.packageName)}: ${calls(addressForm.calls)}) | **${formatKb(form.vite.gzipBytes)}** | ${formatKb(form.esbuild.gzipBytes)} | | ${onError(form)} |`);
  rows.push(`| the same form with the service's own vendor client | ${formatKb(VENDOR_ADDRESS_FORM_GZIP)} | | | |`);
  const byPackage = Object.entries(form.esbuild.byPackage)
    .filter(([name]) => name !== 'entry')
    .sort(([, a], [, b]) => b - a)
    .map(([name, bytes]) => `${name} ${formatKb(bytes)}`)
    .join(', ');
  const parts = `The address form by package, minified, as one esbuild file: ${byPackage}.`;
  const checks = budgetChecks(measured);
  const over = checks.filter((check) => !withinBudget(check));
  const budgets =
    `Budgets: ${formatKb(addressForm.gzipBytes)} for the address form and for one operation of any service, ` +
    `${FURTHER_OPERATION_GZIP} B for each further operation on average (gzip, before the first answer). ` +
    (over.length === 0 ? `All ${checks.length} are met.` : `${checks.length - over.length} of ${checks.length} are met (\`npm run bench:sizes\` lists those over, with the chunks that make them up).`);
  return `${rows.join('\n')}\n\n${parts} ${budgets}`;
}

function addressFormPage(measured: readonly PackagePages[]): PageSize {
  const found = measured.flatMap((pages) => pages.pages).find((page) => page.page === addressForm);
  if (found === undefined) throw new Error(`${addressForm.packageName} was not measured`);
  return found;
}

function serviceLine(pages: PackagePages): string {
  const { oneOperation, everyOperation } = pages;
  const further = everyOperation === undefined ? '' : ` Each further operation adds ${Math.round(everyOperation.furtherGzipBytes)} B on average${once(everyOperation.onceGzipBytes)}.`;
  let line =
    `A page that binds only ${code(oneOperation.call)} loads ${formatKb(oneOperation.vite.gzipBytes)} gzip of JavaScript before its first answer ` +
    `(a Vite production build, every file it loads, ky included; ${formatKb(oneOperation.esbuild.gzipBytes)} as one esbuild file), ` +
    `against a budget of ${formatKb(ONE_OPERATION_GZIP)}.${further}`;
  const form = pages.pages.find((page) => page.page === addressForm);
  if (form !== undefined) {
    line +=
      ` The address form above (${calls(addressForm.calls)}) loads ${formatKb(form.vite.gzipBytes)} (budget ${formatKb(addressForm.gzipBytes)}); ` +
      `the service's own vendor client does the same form in ${formatKb(VENDOR_ADDRESS_FORM_GZIP)}.`;
  }
  return line;
}

function coreBlock(pages: PackagePages, references: ReferenceBundles): string {
  const row = (label: string, bundle: BundleResult) => `| ${label} | ${formatKb(bundle.minifiedBytes)}, ${formatKb(bundle.gzipBytes)} gzip |`;
  const reference = (key: string) => {
    const bundle = references.get(key);
    if (bundle === undefined) throw new Error(`the ${key} bundle was not measured`);
    return bundle;
  };
  return [
    `A one-operation client (http-core, ky and one \`zod/mini\` schema) loads ${formatKb(pages.oneOperation.vite.gzipBytes)} gzip before its first answer in a Vite production build, ky included.`,
    '',
    '| bundle, esbuild, browser, one file | minified, gzip |',
    '| --- | --- |',
    row('one-operation client (http-core + ky + zod/mini)', pages.oneOperation.esbuild),
    row('ky alone', reference('ky')),
    row('the same schema with `zod/mini`', reference('zod-mini')),
    row('the same schema with classic `zod`', reference('zod-classic')),
  ].join('\n');
}

/** A README and the text its sizes block should hold. */
export interface ReadmeSizes {
  readonly path: string;
  readonly block: string;
}

/** The sizes block of the root README and of each measured package's README. */
export function readmeSizes(root: string, measured: readonly PackagePages[], references: ReferenceBundles): ReadmeSizes[] {
  const out: ReadmeSizes[] = [{ path: join(root, 'README.md'), block: rootBlock(measured) }];
  for (const pages of measured) {
    const block = pages.pkg.name === '@org/http-core' ? coreBlock(pages, references) : serviceLine(pages);
    out.push({ path: join(pages.pkg.dir, 'README.md'), block });
  }
  return out;
}

/** The text between the README's sizes markers, or `undefined` when it has none. */
export function currentBlock(readme: string): string | undefined {
  const start = readme.indexOf(begin);
  const stop = readme.indexOf(end, start);
  if (start < 0 || stop < 0) return undefined;
  return readme.slice(start + begin.length, stop).trim();
}

/** Rewrites the sizes block of each README; returns the paths changed. A README without the markers is an error. */
export function writeReadmeSizes(expected: readonly ReadmeSizes[]): string[] {
  const changed: string[] = [];
  for (const { path, block } of expected) {
    const readme = readFileSync(path, 'utf8');
    const start = readme.indexOf(begin);
    const stop = readme.indexOf(end, start);
    if (start < 0 || stop < 0) throw new Error(`${path} has no ${begin} … ${end} block`);
    const next = `${readme.slice(0, start + begin.length)}\n${block}\n${readme.slice(stop)}`;
    if (next !== readme) {
      writeFileSync(path, next);
      changed.push(path);
    }
  }
  return changed;
}
