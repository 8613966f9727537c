// Installed @org/error-reporting: the fake from @org/error-reporting/testing, a report and the group statistics.
import { createErrorReporter, createErrorReportingClient } from '@org/error-reporting';
import { startErrorReportingFake } from '@org/error-reporting/testing';

await using fake = await startErrorReportingFake();
const client = createErrorReportingClient({ baseUrl: fake.url, apiKey: fake.apiKey, token: fake.token });
await createErrorReporter(client, { projectName: fake.projectName, service: 'checkout' }).report(new Error('boom'));
const groups = await client.groupStats.list({ projectName: fake.projectName }).toArray();
if (groups.length !== 1) throw new Error(`expected one error group, got ${groups.length}`);
console.log(`report, groupStats.list -> ${groups.length} group`);
