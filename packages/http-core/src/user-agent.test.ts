import { describe, expect, it } from 'vitest';
import { userAgentHeaders as browserHeaders } from './user-agent.browser.js';
import { userAgentHeaders } from './user-agent.js';

describe('the user-agent header of a client', () => {
  it('names the package and its version, then the userAgent option, on Node', () => {
    expect(userAgentHeaders('@org/example', '1.2.3', undefined)).toEqual({ 'user-agent': '@org/example/1.2.3' });
    expect(userAgentHeaders('@org/example', '1.2.3', 'my-app/4')).toEqual({ 'user-agent': '@org/example/1.2.3 my-app/4' });
  });

  it('is not written by the browser build, which leaves the browser its own, even where it runs on Node', () => {
    expect(browserHeaders('@org/example', '1.2.3', 'my-app/4')).toEqual({});
  });
});
