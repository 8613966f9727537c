import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { listResult } from './list-result.js';

/** A classic administrator of a subscription. */
export const ClassicAdministrator = model({
  /** Full id of the administrator record. */
  id: z.optional(z.string()),
  /** The administrator's name. */
  name: z.optional(z.string()),
  /** Resource type of the record (`<provider namespace>/classicAdministrators`). */
  type: z.optional(z.string()),
  /** The administrator's e-mail address and role. */
  properties: z.optional(
    model({
      /** The administrator's e-mail address. */
      emailAddress: z.optional(z.string()),
      /** Free text, possibly several roles joined by `;`: `ServiceAdministrator;AccountAdministrator`, `CoAdministrator`. */
      role: z.optional(z.string()),
    }),
  ),
});
export type ClassicAdministrator = z.infer<typeof ClassicAdministrator>;

/** A page of classic administrators. */
export const ClassicAdministratorList = listResult(ClassicAdministrator);
export type ClassicAdministratorList = z.infer<typeof ClassicAdministratorList>;
