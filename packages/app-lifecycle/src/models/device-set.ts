import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

const size = model({ frameUrl: z.optional(z.string()), width: z.optional(z.number()), height: z.optional(z.number()), screen: z.optional(z.array(z.number())) });

/** The device model of a device configuration: maker, screen, memory, processor. */
export const DeviceModel = model({
  name: z.optional(z.string()),
  manufacturer: z.optional(z.string()),
  model: z.optional(z.string()),
  platform: z.optional(z.string()),
  formFactor: z.optional(z.string()),
  releaseDate: z.optional(z.string()),
  availabilityCount: z.optional(z.number()),
  screenRotation: z.optional(z.number()),
  cpu: z.optional(model({ core: z.optional(z.string()), frequency: z.optional(z.string()), text: z.optional(z.string()) })),
  memory: z.optional(model({ formattedSize: z.optional(z.string()) })),
  resolution: z.optional(model({ width: z.optional(z.string()), height: z.optional(z.string()), ppi: z.optional(z.string()) })),
  screenSize: z.optional(model({ cm: z.optional(z.string()), in: z.optional(z.string()) })),
  dimensions: z.optional(model({ width: z.optional(z.unknown()), height: z.optional(z.unknown()), depth: z.optional(z.unknown()) })),
  deviceFrame: z.optional(model({ full: z.optional(size), grid: z.optional(size) })),
});
/** The device model of a device configuration. */
export type DeviceModel = z.infer<typeof DeviceModel>;

/** A device a test can run on: a model with an OS version (`id` is what a device selection lists). */
export const DeviceConfiguration = model({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  os: z.optional(z.string()),
  osName: z.optional(z.string()),
  tier: z.optional(z.number()),
  marketShare: z.optional(z.number()),
  image: z.optional(model({ full: z.optional(z.string()), thumb: z.optional(z.string()) })),
  model: z.optional(DeviceModel),
});
/** A device a test can run on. */
export type DeviceConfiguration = z.infer<typeof DeviceConfiguration>;

/** Body of `testDevices.createSelection`: device configuration ids. */
export const DeviceList = model({
  devices: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
/** Body of `testDevices.createSelection`. */
export type DeviceList = z.input<typeof DeviceList>;

/** A device selection: the short id `testRuns.start` takes as `device_selection`. */
export const DeviceSelection = model({
  shortId: z.string(),
});
/** A device selection. */
export type DeviceSelection = z.infer<typeof DeviceSelection>;

/** A device of a device set, in short. */
export const DeviceSetConfiguration = model({
  id: z.optional(z.string()),
  os: z.optional(z.string()),
  osName: z.optional(z.string()),
  image: z.optional(model({ thumb: z.optional(z.string()) })),
  model: z.optional(
    model({
      name: z.optional(z.string()),
      manufacturer: z.optional(z.string()),
      formFactor: z.optional(z.string()),
      releaseDate: z.optional(z.string()),
    }),
  ),
});
/** A device of a device set, in short. */
export type DeviceSetConfiguration = z.infer<typeof DeviceSetConfiguration>;

/** Who a device set belongs to: a user or an organisation. */
export const DeviceSetOwner = model({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  displayName: z.optional(z.string()),
});
/** Who a device set belongs to. */
export type DeviceSetOwner = z.infer<typeof DeviceSetOwner>;

/** A named, kept list of devices to test on, of the app's owner or of the user. */
export const DeviceSet = model({
  id: z.string(),
  name: z.string(),
  slug: z.optional(z.string()),
  owner: DeviceSetOwner,
  deviceConfigurations: z.array(DeviceSetConfiguration),
  manufacturerCount: z.optional(z.number()),
  osVersionCount: z.optional(z.number()),
});
/** A named, kept list of devices to test on. */
export type DeviceSet = z.infer<typeof DeviceSet>;

/** Body of the device set creations and updates: its name and device configuration ids. */
export const DeviceSetInput = model({
  name: z.string().check(z.minLength(1)),
  devices: z.array(z.string().check(z.minLength(1))),
});
/** Body of the device set creations and updates. */
export type DeviceSetInput = z.input<typeof DeviceSetInput>;
