/**
 * `npx org-fake`: runs the services' fakes as standalone local HTTP(S) servers, for any client (curl, another
 * language, a browser, another SDK), until Ctrl-C.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestCertificates, type TestCertificates } from '@org/http-core/testing';
import { parseCommandLine, usage } from './org-fake-args.js';
import { fakes } from './registry.js';
import type { RunningFake } from './running-fake.js';
import { curlLine } from './sample-request.js';

const parsed = parseCommandLine(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(usage());
  process.exit(0);
}
if (parsed.kind === 'list') {
  for (const fake of fakes) console.log(fake.service);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`${parsed.message}\n\n${usage()}`);
  process.exit(2);
}
const { host, tls, selection } = parsed;

let certificates: TestCertificates | undefined;
let caDirectory: string | undefined;
let caFile: string | undefined;
if (tls) {
  certificates = createTestCertificates({ hosts: host === '0.0.0.0' || host === '::' ? [] : [host] });
  caDirectory = mkdtempSync(join(tmpdir(), 'org-fake-'));
  caFile = join(caDirectory, 'ca.pem');
  writeFileSync(caFile, certificates.ca);
}

const running: RunningFake[] = [];
const cleanUp = async () => {
  await Promise.all(running.map((r) => r.close()));
  if (caDirectory) rmSync(caDirectory, { recursive: true, force: true });
};
try {
  for (const { service, port, options } of selection) {
    const entry = fakes.find((f) => f.service === service)!;
    running.push(await entry.start({ host, port, tls: certificates, options }));
  }
} catch (error) {
  console.error(`could not start: ${(error as Error).message}`);
  await cleanUp();
  process.exit(1);
}
for (const fake of running) {
  const settings = Object.entries(fake.settings).map(([name, value]) => `${name}=${value}`).join('  ');
  console.log(`${fake.service.padEnd(20)} ${fake.url}  ${settings}`);
  console.log(`  try: ${curlLine(fake.url, fake.sample, { caFile })}`);
}
if (caFile) {
  console.log(`\nHTTPS with a CA made at start-up: ${caFile}`);
  console.log(`  curl: --cacert ${caFile}   Node: NODE_EXTRA_CA_CERTS=${caFile} node your-client.js`);
}
if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
  console.log(`\nListening on ${host}: reachable from other machines. The credentials above are test values.`);
}
console.log('\nReady. Ctrl-C stops every fake.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cleanUp();
  console.log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
