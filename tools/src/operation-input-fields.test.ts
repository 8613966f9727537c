import { defineOperation, defineService } from '@org/http-core';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { inputFields } from './operation-input-fields.js';

const service = defineService({
  name: 'things',
  packageName: '@org/things',
  version: '0.0.0',
  defaultAuth: [],
  groups: {
    things: {
      update: defineOperation({
        method: 'PUT',
        path: '/things/{id}',
        summary: 'Update a thing',
        pathParams: { id: { schema: z.string(), description: 'Id of the thing.' } },
        query: { dryRun: { schema: z.optional(z.boolean()), name: 'dry_run', description: 'Only check the request.' } },
        body: { schema: z.object({ name: z.string() }), encoding: 'multipart' },
      }),
      bare: defineOperation({ method: 'GET', path: '/things/{id}', summary: 'A bare parameter', pathParams: { id: z.string() } }),
    },
  },
});

describe('inputFields', () => {
  it('lists path, query and header parameters, then the body, with their descriptions and optionality', () => {
    const optional = new Map([
      ['id', false],
      ['dryRun', true],
      ['body', false],
    ]);
    expect(inputFields(service.operation('things.update'), optional)).toEqual([
      { name: 'id', in: 'path', optional: false, description: 'Id of the thing.' },
      { name: 'dryRun', in: 'query', optional: true, description: 'Only check the request.' },
      { name: 'body', in: 'body', optional: false, description: 'The request body of `things.update` (Update a thing), sent as multipart/form-data.' },
    ]);
  });

  it('refuses a parameter without a description', () => {
    expect(() => inputFields(service.operation('things.bare'), new Map([['id', false]]))).toThrow('things.bare: path parameter id has no description');
  });

  it("refuses fields that are not those of the compiled input", () => {
    expect(() => inputFields(service.operation('things.update'), new Map([['id', false]]))).toThrow(
      'things.update: the table declares body, dryRun, id, its compiled input has id',
    );
  });
});
