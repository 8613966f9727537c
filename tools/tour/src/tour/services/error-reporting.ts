import { createErrorReporter, createErrorReportingClient, type ErrorReportingClient } from '@org/error-reporting';
import type { ErrorReportingFake } from '@org/error-reporting/testing';
import { errorReportingFake } from '../../fakes/error-reporting.js';
import { defineTour } from '../service-tour.js';
import { check } from '../step.js';

/** Error reporting: report an exception, read the group statistics, acknowledge the group. */
export const errorReportingTour = defineTour<ErrorReportingClient, ErrorReportingFake>({
  fake: errorReportingFake,
  settingNames: ['token', 'apiKey', 'projectName'],
  client: (target, common) =>
    createErrorReportingClient({ baseUrl: target.baseUrl, token: target.settings.token!, apiKey: target.settings.apiKey!, ...common }),
  steps: [
    {
      task: 'report an error and read the group statistics',
      async run({ client, target }) {
        const projectName = target.settings.projectName!;
        const reporter = createErrorReporter(client, { projectName, service: 'checkout-api', version: 'tour' });
        const failure = new RangeError(`order ${Date.now()} has no items`);
        await reporter.report(failure, { user: 'customer-7' });
        await reporter.report(failure, { user: 'customer-8' });
        const stats = await client.groupStats.list({ projectName, period: 'PERIOD_1_HOUR', order: 'COUNT_DESC' }).toArray();
        const mine = stats.find((s) => s.representative?.message?.includes(failure.message));
        check(mine, 'no group holds the reported error');
        check(Number(mine.count) >= 2, `the group counts ${mine.count}`);
        return {
          operations: ['events.report', 'events.report', 'groupStats.list'],
          result: `group ${mine.group?.groupId}: ${mine.count} events, ${mine.affectedUsersCount} users`,
        };
      },
    },
    {
      task: 'acknowledge the noisiest group and link an issue',
      async run({ client, target }) {
        const [top] = await client.groupStats.list({ projectName: target.settings.projectName!, period: 'PERIOD_1_DAY' }, { maxItems: 1 }).toArray();
        check(top?.group?.name, 'no error group to work on');
        const group = await client.groups.get({ groupName: top.group.name });
        const updated = await client.groups.update({
          name: group.name!,
          body: { ...group, resolutionStatus: 'ACKNOWLEDGED', trackingIssues: [{ url: 'https://issues.example.com/4' }] },
        });
        check(updated.resolutionStatus === 'ACKNOWLEDGED', `status is ${updated.resolutionStatus}`);
        return { operations: ['groupStats.list', 'groups.get', 'groups.update'], result: `${updated.groupId} acknowledged, tracked at ${updated.trackingIssues?.[0]?.url}` };
      },
    },
  ],
});
