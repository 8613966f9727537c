import { createDocsPlatformClient, type DocsPlatformClient } from '@org/docs-platform';
import type { DocsPlatformFake } from '@org/docs-platform/testing';
import { docsPlatformFake } from '../../fakes/docs-platform.js';
import { defineTour } from '../service-tour.js';
import { check } from '../step.js';

const openApi = JSON.stringify({ openapi: '3.0.3', info: { title: 'Orders', version: '1.0.0' }, paths: {} });

/** Documentation platform: changelogs, API specifications, search. */
export const docsPlatformTour = defineTour<DocsPlatformClient, DocsPlatformFake>({
  fake: docsPlatformFake,
  settingNames: ['apiKey', 'docsVersion'],
  client: (target, common) =>
    createDocsPlatformClient({ baseUrl: target.baseUrl, apiKey: target.settings.apiKey!, docsVersion: target.settings.docsVersion!, ...common }),
  steps: [
    {
      task: 'publish a changelog entry and read it back',
      async run({ client }) {
        const created = await client.changelogs.create({ body: { title: 'Faster search', type: 'improved', body: 'Search is twice as fast.', hidden: false } });
        const read = await client.changelogs.get({ slug: created.slug! });
        check(read.title === 'Faster search', `read back ${read.title}`);
        return { operations: ['changelogs.create', 'changelogs.get'], result: `"${read.title}" at /${read.slug}` };
      },
    },
    {
      task: 'upload an API specification with progress, then list it',
      async run({ client }) {
        const seen: number[] = [];
        const spec = await client.apiSpecifications.upload(
          { body: { spec: new TextEncoder().encode(openApi) } },
          { onUploadProgress: ({ loaded }) => seen.push(loaded) },
        );
        const all = await client.apiSpecifications.list().toArray();
        check(all.some((s) => s._id === spec._id), 'the uploaded specification is not listed');
        return { operations: ['apiSpecifications.upload', 'apiSpecifications.list'], result: `spec ${spec._id} uploaded (${seen.at(-1) ?? 0} bytes reported), ${all.length} listed` };
      },
    },
  ],
});
