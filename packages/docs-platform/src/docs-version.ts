import * as z from '@org/http-core/light';

/** Wire name of the documentation version header. */
export const docsVersionHeader = 'x-readme-version';

const isVersion = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The documentation version an operation works on, sent as `x-readme-version`. Optional in the types
 * because the client's `docsVersion` supplies it; when neither the call nor the client gives one, the call
 * is refused before anything is sent.
 */
export const docsVersion = {
  schema: z.custom<string | undefined>(isVersion, {
    error: 'required (the documentation version sent as x-readme-version, e.g. "v1.0"): pass it on the call or set docsVersion on the client',
  }),
  name: docsVersionHeader,
  description: 'Documentation version (x-readme-version); defaults to the client docsVersion',
} as const;
