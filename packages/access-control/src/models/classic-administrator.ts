import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { listResult } from './list-result.js';

/** A classic administrator of a subscription. */
export const ClassicAdministrator = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  properties: z.optional(
    model({
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
