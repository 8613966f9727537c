import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isValidationError } from '../../errors.js';
import { resourceName } from './resource-name.js';
import { resourceNameSchema } from './resource-name-schema.js';

const proposal = resourceName('buyers/{buyer}/proposals/{proposal}');

describe('resourceName', () => {
  it('formats, parses and matches names of its shape', () => {
    expect(proposal.keys).toEqual(['buyer', 'proposal']);
    expect(proposal.format({ buyer: 123, proposal: 'p-1' })).toBe('buyers/123/proposals/p-1');
    expect(proposal.parse('buyers/123/proposals/p-1')).toEqual({ buyer: '123', proposal: 'p-1' });
    expect(proposal.matches('buyers/123/deals/p-1')).toBe(false);
    expect(proposal.matches('buyers/123/proposals')).toBe(false);
    expect(proposal.matches('buyers/123/proposals/p-1/x')).toBe(false);
    expect(proposal.matches('buyers//proposals/p-1')).toBe(false);
    expect(proposal.matches('buyers/../proposals/p-1')).toBe(false);
    expect(proposal.matches('buyers/1/proposals/a?b')).toBe(false);
  });

  it('refuses parts that are not one clean segment, naming the part', () => {
    for (const bad of ['a/b', '', '..', 'x\r\ny', 'a#b']) {
      let caught: unknown;
      try {
        proposal.format({ buyer: '1', proposal: bad });
      } catch (error) {
        caught = error;
      }
      expect(isValidationError(caught)).toBe(true);
      expect((caught as { field: string }).field).toBe('proposal');
    }
  });

  it('parses exactly the parts that format takes', () => {
    const parts = ['p-1', '.x', '...', '.', '..', '', 'a/b', 'a?b', 'a#b', 'x\ty', 'x\u007fy', 'é', 'a'.repeat(1024), 'a'.repeat(1025)];
    for (const part of parts) {
      let formatted: string | undefined;
      try {
        formatted = proposal.format({ buyer: '1', proposal: part });
      } catch {
        formatted = undefined;
      }
      expect(proposal.matches(`buyers/1/proposals/${part}`), JSON.stringify(part)).toBe(formatted !== undefined);
    }
    expect(proposal.parse('buyers/1/proposals/' + 'a'.repeat(1025))).toBeUndefined();
    expect(proposal.parse('buyers/.x/proposals/...')).toEqual({ buyer: '.x', proposal: '...' });
  });

  it('offers a schema for parameters', () => {
    const schema = proposal.schema();
    expect(z.safeParse(schema, 'buyers/1/proposals/2').success).toBe(true);
    const failed = z.safeParse(schema, 'buyers/1/deals/2');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toContain('buyers/{buyer}/proposals/{proposal}');
  });

  it('rejects malformed templates', () => {
    expect(() => resourceName('buyers//x')).toThrow(TypeError);
    expect(() => resourceName('buyers/{a}b')).toThrow(TypeError);
  });
});

describe('resourceNameSchema', () => {
  it('takes exactly the names the template takes, refusing the others with its message', () => {
    const light = resourceNameSchema('buyers/{buyer}/proposals/{proposal}');
    const parts = ['p-1', '.x', '...', '.', '..', '', 'a/b', 'a?b', 'a#b', 'x\ty', 'x\u007fy', 'é', 'a'.repeat(1024), 'a'.repeat(1025)];
    const names = [
      ...parts.flatMap((part) => [`buyers/${part}/proposals/2`, `buyers/1/proposals/${part}`]),
      'buyers/1/deals/2',
      'buyers/1/proposals',
      'buyers/1/proposals/2/x',
      'Buyers/1/proposals/2',
      '/buyers/1/proposals/2',
    ];
    for (const name of names) {
      const result = light.safeParse(name);
      expect(result.success, JSON.stringify(name)).toBe(proposal.matches(name));
      if (!result.success) expect(result.error.issues[0]?.message).toBe('must be a resource name like buyers/{buyer}/proposals/{proposal}');
    }
  });
});
