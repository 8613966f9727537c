import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A registered iOS device: its UDID, model and OS, and its provisioning `status`. */
export const Device = model({
  /** The device's UDID. */
  udid: z.string(),
  /** Apple's model identifier, e.g. `iPhone10,6`. */
  model: z.string(),
  /** The device's name and model number, e.g. `iPhone 7 Plus (A1784)`. */
  device_name: z.string(),
  /** The model name together with the owner's name. */
  full_device_name: z.optional(z.string()),
  /** The operating system version last seen on the device. */
  os_version: z.string(),
  /** The operating system build last seen on the device. */
  os_build: z.string(),
  /** Whether the device is provisioned yet (the provisioning status). */
  status: z.string(),
  /** The serial number; not filled in by the service today. */
  serial: z.optional(z.string()),
  /** The IMEI; not filled in by the service today. */
  imei: z.optional(z.string()),
  /** Id of the user who owns the device. */
  owner_id: z.optional(z.string()),
  /** When the device was registered (ISO 8601). */
  registered_at: z.optional(z.string()),
});
/** A registered iOS device. */
export type Device = z.infer<typeof Device>;

/** Body of `userDevices.register`: the device as it reports itself. */
export const DeviceRegistration = model({
  /** The device's UDID (not empty). */
  udid: z.string().check(z.minLength(1)),
  /** Apple's model identifier, e.g. `iPhone10,6` (not empty). */
  model: z.string().check(z.minLength(1)),
  /** The operating system version running on the device. */
  os_version: z.optional(z.string()),
  /** The operating system build running on the device. */
  os_build: z.optional(z.string()),
  /** The serial number. */
  serial: z.optional(z.string()),
  /** The IMEI. */
  imei: z.optional(z.string()),
  /** Id of the user who owns the device. */
  owner_id: z.optional(z.string()),
});
/** Body of `userDevices.register`. */
export type DeviceRegistration = z.input<typeof DeviceRegistration>;
