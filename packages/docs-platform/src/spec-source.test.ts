import { isValidationError } from '@org/http-core';
import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { toSpecFile } from './spec-source.js';

test('names and types files from their source', async () => {
  const json = await toSpecFile(Buffer.from('{"openapi":"3.0.0"}'));
  expect([json.name, json.type, await json.text()]).toEqual(['openapi.json', 'application/json', '{"openapi":"3.0.0"}']);
  const yaml = await toSpecFile(new Blob(['openapi: 3.0.0\n']));
  expect([yaml.name, yaml.type]).toEqual(['openapi.yaml', 'application/yaml']);
  const named = await toSpecFile(new File(['{}'], 'api.json', { type: 'application/vnd.oai.openapi+json' }));
  expect([named.name, named.type]).toEqual(['api.json', 'application/vnd.oai.openapi+json']);
  const overridden = await toSpecFile(new Uint8Array([123, 125]).buffer, { filename: 'x.yml', contentType: 'text/yaml' });
  expect([overridden.name, overridden.type]).toEqual(['x.yml', 'text/yaml']);
});

test('reads streams of bytes and of strings to their end', async () => {
  const web = await toSpecFile(new Blob(['{"a":', '1}']).stream());
  expect(await web.text()).toBe('{"a":1}');
  const node = await toSpecFile(Readable.from(['{"b":', '2}']));
  expect(await node.text()).toBe('{"b":2}');
});

test('refuses empty files with a ValidationError naming the field', async () => {
  let caught: unknown;
  try {
    await toSpecFile(new Blob([]), {}, 'body.swagger');
  } catch (error) {
    caught = error;
  }
  expect(isValidationError(caught) && caught.field).toBe('body.swagger');
});
