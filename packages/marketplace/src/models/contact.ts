import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A person to reach about a proposal. */
export const Contact = model({
  /** The person's name. */
  displayName: z.optional(z.string()),
  /** The person's e-mail address. */
  email: z.optional(z.string()),
});
export type Contact = z.infer<typeof Contact>;
