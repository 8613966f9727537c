/**
 * Error names as a minified browser build shows them. Minifiers rename classes, so a name read from the class
 * (`new.target.name`) becomes `ie` or `errorClass`; every error class names itself instead. Bundled from the
 * built package, as an installed one is.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const page = `
import * as errors from '@org/http-core/errors';
const made = [
  ['SdkError', new errors.SdkError('validation', 'm')],
  ['ValidationError', new errors.ValidationError('m')],
  ['ApiError', new errors.ApiError({ status: 500 })],
  ['AuthenticationError', new errors.AuthenticationError({ status: 401 })],
  ['PermissionDeniedError', new errors.PermissionDeniedError({ status: 403 })],
  ['NotFoundError', new errors.NotFoundError({ status: 404 })],
  ['ConflictError', new errors.ConflictError({ status: 409 })],
  ['RateLimitError', new errors.RateLimitError({ status: 429 })],
  ['NetworkError', new errors.NetworkError('m')],
  ['TimeoutError', new errors.TimeoutError('attempt', 5)],
  ['AbortError', new errors.AbortError()],
  ['ResponseValidationError', new errors.ResponseValidationError('m')],
  ['OperationFailedError', new errors.OperationFailedError('op', {})],
  ['SignatureError', new errors.SignatureError('missing', 'm')],
];
export const seen = made.map(([expected, error]) => [expected, error.name, String(error).split(':')[0]]);
`;

async function load(code: string): Promise<Array<[string, string, string]>> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { seen: Array<[string, string, string]> };
  return module.seen;
}

const expected = (seen: Array<[string, string, string]>) => seen.map(([name]) => [name, name, name]);

describe('error names in a minified browser build', () => {
  it('esbuild, minified: every class keeps its name in `name` and `String(error)`', async () => {
    const result = await build({
      stdin: { contents: page, resolveDir: root, sourcefile: 'page.js' },
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      minify: true,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).not.toContain('class ValidationError');
    const seen = await load(code);
    expect(seen).toEqual(expected(seen));
    expect(seen).toHaveLength(14);
  });

  it('rolldown, minified: the same', async () => {
    const bundle = await rolldown({
      input: 'page',
      cwd: root,
      platform: 'browser',
      logLevel: 'silent',
      plugins: [
        {
          name: 'page',
          resolveId: (id) => (id === 'page' ? '\0page' : undefined),
          load: (id) => (id === '\0page' ? page : undefined),
        },
      ],
    });
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    await bundle.close();
    const code = output[0].code;
    expect(code).not.toContain('class ValidationError');
    const seen = await load(code);
    expect(seen).toEqual(expected(seen));
    expect(seen).toHaveLength(14);
  });
});
