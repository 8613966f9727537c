/**
 * `npm start`: tours the SDK family against each service's fake (or one service against a deployment) and
 * exits 0 only when every step did what it should.
 */
import { logLevelVariable } from '@org/http-core';
import { parseTourOptions, usage } from './options.js';
import { summaryTable } from './report.js';
import { missingSettings, runTours } from './runner.js';
import { tours } from './tours.js';

let options;
try {
  options = parseTourOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const unknown = options.services.filter((name) => !tours.some((t) => t.service === name));
if (unknown.length > 0) {
  console.error(`unknown service ${unknown.join(', ')}; known: ${tours.map((t) => t.service).join(', ')}`);
  process.exit(2);
}
const chosen = options.services.length === 0 ? tours : tours.filter((t) => options.services.includes(t.service));
if (options.list) {
  for (const tour of chosen) {
    console.log(`${tour.service} (settings for a deployment: ${tour.settingNames.join(', ')})`);
    for (const step of tour.steps) console.log(`  - ${step.task}${step.fakeOnly ? ' [fake only]' : ''}`);
  }
  process.exit(0);
}

/** Ends the tour with one line on standard error, and exit code 2. */
function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(2);
}

if (options.baseUrl !== undefined) {
  const missing = missingSettings(chosen[0]!, options.settings);
  if (missing !== undefined) fail(missing);
}
// --verbose is the SDKs' own switch: ORG_SDK_LOG=debug logs every request and response of every client.
if (options.verbose) process.env[logLevelVariable] ??= 'debug';
const where = options.baseUrl ?? 'fakes on 127.0.0.1';
console.log(`Touring ${chosen.length} service${chosen.length === 1 ? '' : 's'} against ${where}\n`);
let records;
try {
  records = await runTours(chosen, { baseUrl: options.baseUrl, settings: options.settings, verbose: options.verbose });
} catch (error) {
  // What no step could report (a fake that does not start, a client that refuses its options): one line.
  fail(error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error));
}
console.log(`\n${summaryTable(records)}\n`);
const failed = records.filter((r) => r.status === 'failed').length;
console.log(failed === 0 ? 'Every step did what it should.' : `${failed} step${failed === 1 ? '' : 's'} failed.`);
process.exitCode = failed === 0 ? 0 : 1;
