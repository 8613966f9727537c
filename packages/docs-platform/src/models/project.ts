import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * Metadata of the documentation project. The service declares no answer bodies; the fields here are the
 * ones it is known to return, all optional, and anything else is kept.
 */
export const Project = model({
  /** The project's name. */
  name: z.optional(z.string()),
  /** Its subdomain on the platform. */
  subdomain: z.optional(z.string()),
  /** Where the published docs live. */
  baseUrl: z.optional(z.string()),
  /** The project's plan. */
  plan: z.optional(z.string()),
});
/** Metadata of the documentation project. */
export type Project = z.infer<typeof Project>;
