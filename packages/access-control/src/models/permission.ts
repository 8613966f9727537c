import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { listResult } from './list-result.js';

/** Actions a role allows (`actions`, `dataActions`) and carves out of them (`notActions`, `notDataActions`). */
export const Permission = model({
  /** Management actions allowed; `*` wildcards allowed (`Vendor.Compute/virtualMachines/*`). */
  actions: z.optional(z.array(z.string())),
  /** Management actions excluded from `actions`. */
  notActions: z.optional(z.array(z.string())),
  /** Data actions allowed. */
  dataActions: z.optional(z.array(z.string())),
  /** Data actions excluded from `dataActions`. */
  notDataActions: z.optional(z.array(z.string())),
});
export type Permission = z.infer<typeof Permission>;

/** A page of the caller's permissions at a resource group or resource. */
export const PermissionList = listResult(Permission);
export type PermissionList = z.infer<typeof PermissionList>;
