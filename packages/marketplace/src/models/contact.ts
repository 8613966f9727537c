import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A person to reach about a proposal. */
export const Contact = model({
  displayName: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type Contact = z.infer<typeof Contact>;
