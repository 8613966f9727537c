import { isApiError } from '@org/http-core';
import { expect, test } from 'vitest';
import { rejection, useDocsFake } from '../test-support/fixture.js';

const f = useDocsFake();
const swagger = (title: string) => JSON.stringify({ swagger: '2.0', info: { title, version: '1' }, paths: {} });

function recordingLogger() {
  const warnings: string[] = [];
  const ignore = () => {};
  return { warnings, logger: { debug: ignore, info: ignore, error: ignore, warn: (message: string) => warnings.push(message) } };
}

test('the legacy operations upload in the swagger part, replace and delete, and each warns once per client', async () => {
  const { warnings, logger } = recordingLogger();
  const client = f.client({ logger, logLevel: 'warn' });
  const spec = await client.legacySpecs.upload({ body: { swagger: Buffer.from(swagger('Legacy API')) } });
  expect(spec).toMatchObject({ title: 'Legacy API', type: 'swagger', version: '1.0' });
  await client.legacySpecs.upload({ body: { swagger: Buffer.from(swagger('Legacy API 2')) } });
  const replaced = await client.legacySpecs.update({ id: spec._id!, body: { swagger: new Blob([swagger('Legacy API v2')]) } });
  expect(replaced.title).toBe('Legacy API v2');
  await client.legacySpecs.delete({ id: spec._id! });
  await rejection(client.legacySpecs.delete({ id: spec._id! }), isApiError);

  expect(warnings).toEqual([
    '[@org/docs-platform] legacySpecs.upload (POST /legacy-spec) is deprecated by the service. Use apiSpecifications.upload instead.',
    '[@org/docs-platform] legacySpecs.update (PUT /legacy-spec/{id}) is deprecated by the service. Use apiSpecifications.update instead.',
    '[@org/docs-platform] legacySpecs.delete (DELETE /legacy-spec/{id}) is deprecated by the service. Use apiSpecifications.delete instead.',
  ]);
  expect(f.fake.requests[0]!.bodyText).toContain('name="swagger"');
});

test('a file in the wrong part is refused by the service', async () => {
  const response = await fetch(`${f.fake.url}/legacy-spec`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${f.fake.apiKey}:`).toString('base64')}` },
    body: (() => {
      const form = new FormData();
      form.append('spec', new Blob([swagger('x')]), 'x.json');
      return form;
    })(),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: 'SPEC_FILE_EMPTY' });
});
