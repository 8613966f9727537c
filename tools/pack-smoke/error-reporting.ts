// Installed @org/error-reporting: the fake from @org/error-reporting/testing, a report and the group statistics, one typed error.
import { createErrorReporter, createErrorReportingClient, NotFoundError } from '@org/error-reporting';
import { startErrorReportingFake } from '@org/error-reporting/testing';

await using fake = await startErrorReportingFake();
const client = createErrorReportingClient({ baseUrl: fake.url, apiKey: fake.apiKey, token: fake.token });
await createErrorReporter(client, { projectName: fake.projectName, service: 'checkout' }).report(new Error('boom'));
const groups = await client.groupStats.list({ projectName: fake.projectName }).toArray();
if (groups.length !== 1) throw new Error(`expected one error group, got ${groups.length}`);
const missing = await client.groups.get({ groupName: `${fake.projectName}/groups/missing` }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`report, groupStats.list -> ${groups.length} group; a missing group -> NotFoundError ${missing.code}`);
