import { describe, expect, it } from 'vitest';
import * as errors from './errors.js';
import * as paramText from './param-text.js';
import { namedTools, pageToolNames } from './page-tool-names.js';
import { pageToolList } from './page-tools.js';
import * as protoKey from './proto-key.js';
import * as redaction from './redaction.js';
import * as responseParser from './response-parser.js';
import * as validation from './validation.js';
import * as zodConfig from './zod-config.js';

describe('the page tools', () => {
  it('are named, each by the name it is exported under, in the order the page hands them over', () => {
    const modules: Record<string, unknown> = { ...errors, ...paramText, ...protoKey, ...redaction, ...responseParser, ...validation, ...zodConfig };
    const tools = namedTools(pageToolList) as unknown as Record<string, unknown>;
    expect(pageToolNames).toHaveLength(pageToolList.length);
    expect(new Set(pageToolNames).size).toBe(pageToolNames.length);
    for (const name of pageToolNames) {
      expect(modules[name], name).toBeDefined();
      expect(tools[name], name).toBe(modules[name]);
    }
  });
});
