import { createErrorReportingClient, createErrorReportingClientFor, errorReportingService, type ErrorGroup, type ErrorReportingClient } from '@org/error-reporting';
import type { ErrorReportingFake } from '@org/error-reporting/testing';
import { call, clientsOf, defineProbe, readModifyWrite, type Probe, type Target } from '../probe.js';

const project = (target: Target) => target.settings.projectName!;
const projectId = (target: Target) => project(target).split('/')[1]!;
const report = { serviceContext: { service: 'checkout-api', version: '1.4.2' }, message: 'TypeError: total is undefined\n    at pay (cart.js:12:7)' };
const DAY = 24 * 60 * 60 * 1000;

export const errorReportingProbe: Probe<ErrorReportingClient> = defineProbe<ErrorReportingClient>({
  definition: errorReportingService,
  ...clientsOf(createErrorReportingClient, createErrorReportingClientFor, (settings) => ({ token: settings.token! })),
  read: call({
    operation: 'groupStats.list',
    input: (target) => ({ projectName: project(target), pageSize: 20 }),
    send: (client: ErrorReportingClient, input, options) => client.groupStats.list(input, options).firstPage(),
  }),
  pathParams: ['projectName'],
  create: call({
    operation: 'events.report',
    input: (target) => ({ projectName: project(target), body: report }),
    send: (client: ErrorReportingClient, input, options) => client.events.report(input, options),
  }),
  badInputs: [
    { name: 'project name without an id', field: 'projectName', send: (client) => client.groupStats.list({ projectName: 'projects' }).firstPage() },
    {
      name: 'group name of another collection',
      field: 'groupName',
      send: (client, target) => client.groups.get({ groupName: `${project(target)}/events/e1` }),
    },
    { name: 'empty group id', field: 'groupId', send: (client, target) => client.events.list({ projectName: project(target), groupId: '' }).firstPage() },
    { name: 'page size 0', field: 'pageSize', send: (client, target) => client.groupStats.list({ projectName: project(target), pageSize: 0 }).firstPage() },
    {
      name: 'duration without seconds',
      field: 'timedCountDuration',
      send: (client, target) => client.groupStats.list({ projectName: project(target), timedCountDuration: '1h' as never }).firstPage(),
    },
    {
      name: 'malformed alignment date',
      field: 'alignmentTime',
      send: (client, target) => client.groupStats.list({ projectName: project(target), alignmentTime: '31/12/2024' }).firstPage(),
    },
    {
      name: 'event time two days ahead',
      field: 'body.eventTime',
      send: (client, target) => client.events.report({ projectName: project(target), body: { ...report, eventTime: new Date(Date.now() + 2 * DAY) } }),
    },
    {
      name: 'event time that is not a date',
      field: 'body.eventTime',
      send: (client, target) => client.events.report({ projectName: project(target), body: { ...report, eventTime: 'yesterday' } }),
    },
    { name: 'blank message', field: 'body.message', send: (client, target) => client.events.report({ projectName: project(target), body: { ...report, message: '  ' } }) },
    {
      name: 'resource type set by the reporter',
      field: 'body.serviceContext.resourceType',
      send: (client, target) =>
        client.events.report({ projectName: project(target), body: { ...report, serviceContext: { service: 'x', resourceType: 'gce_instance' as never } } }),
    },
    {
      name: 'tracking issue with a javascript: URL',
      field: 'body.trackingIssues.0.url',
      send: (client, target) => client.groups.update({ name: `${project(target)}/groups/g1`, body: { trackingIssues: [{ url: 'javascript:alert(1)' }] } }),
    },
  ],
  auth: [
    {
      scheme: 'bearer',
      credentials: (target) => ({ token: target.settings.token! }),
      client: (target, credentials, options) => createErrorReportingClient({ ...options, baseUrl: target.url, token: credentials.token! }),
    },
    {
      scheme: 'apiKeyQuery',
      // Only reporting accepts an API key.
      via: 'create',
      credentials: (target) => ({ apiKey: target.settings.apiKey! }),
      client: (target, credentials, options) => createErrorReportingClient({ ...options, baseUrl: target.url, apiKey: credentials.apiKey! }),
    },
  ],
  readModifyWrite: readModifyWrite({
    resource: 'error group',
    writeOperation: 'groups.update',
    nestedAt: 'trackingIssues.0',
    enumAt: 'resolutionStatus',
    writtenAt: '',
    async prepare({ fake, target }) {
      const groupId = (fake as ErrorReportingFake).state.record(projectId(target), report);
      return { name: `${project(target)}/groups/${groupId}` };
    },
    read: ({ client }, context) => client.groups.get({ groupName: String(context.name) }),
    write: ({ client }, group: ErrorGroup, context) =>
      client.groups.update({
        name: String(context.name),
        body: { ...group, trackingIssues: [...(group.trackingIssues ?? []), { url: 'https://github.com/acme/shop/issues/4' }] },
      }),
  }),
  paging: {
    operation: 'events.list',
    pageSize: 25,
    async fill({ fake, target }, count) {
      const state = (fake as ErrorReportingFake).state;
      const start = Date.now() - DAY;
      const times: string[] = [];
      for (let i = 0; i < count; i++) {
        const eventTime = new Date(start + i * 1000).toISOString();
        state.record(projectId(target), { ...report, eventTime });
        times.push(eventTime);
      }
      return times;
    },
    async *walk({ client, fake, target }, limits) {
      const [group] = (fake as ErrorReportingFake).state.groups.list();
      for await (const event of client.events.list({ projectName: project(target), groupId: group!.groupId!, pageSize: 25 }, limits)) yield event.eventTime ?? '';
    },
  },
});
