import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/**
 * The verdict on an e-mail address. `result` is `deliverable`, `not_deliverable` or `unknown`; when it is
 * `unknown` every flag is `null`.
 */
export const EmailCheck = model({
  /** The verdict: `deliverable`, `not_deliverable` or `unknown`. */
  result: openEnum<['deliverable', 'not_deliverable', 'unknown']>(),
  /** Whether mail to the address would be delivered; `null` when unknown. */
  deliverable: z.nullable(z.boolean()),
  /** A throw-away mailbox provider. */
  disposable: z.nullable(z.boolean()),
  /** A free mailbox provider. */
  free: z.nullable(z.boolean()),
  /** A role mailbox such as `info@` or `sales@`. */
  role: z.nullable(z.boolean()),
  /** The domain accepts mail for any mailbox, so the mailbox itself cannot be confirmed. */
  catchall: z.nullable(z.boolean()),
});
/** The verdict on an e-mail address. */
export type EmailCheck = z.infer<typeof EmailCheck>;
