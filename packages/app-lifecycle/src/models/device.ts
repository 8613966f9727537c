import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A registered iOS device: its UDID, model and OS, and its provisioning `status`. */
export const Device = model({
  udid: z.string(),
  model: z.string(),
  device_name: z.string(),
  full_device_name: z.optional(z.string()),
  os_version: z.string(),
  os_build: z.string(),
  status: z.string(),
  serial: z.optional(z.string()),
  imei: z.optional(z.string()),
  owner_id: z.optional(z.string()),
  registered_at: z.optional(z.string()),
});
/** A registered iOS device. */
export type Device = z.infer<typeof Device>;

/** Body of `userDevices.register`: the device as it reports itself. */
export const DeviceRegistration = model({
  udid: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
  os_version: z.optional(z.string()),
  os_build: z.optional(z.string()),
  serial: z.optional(z.string()),
  imei: z.optional(z.string()),
  owner_id: z.optional(z.string()),
});
/** Body of `userDevices.register`. */
export type DeviceRegistration = z.input<typeof DeviceRegistration>;
