import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const size = model({
  /** URL of the frame picture. */
  frameUrl: z.optional(z.string()),
  /** Width of the picture in pixels. */
  width: z.optional(z.number()),
  /** Height of the picture in pixels. */
  height: z.optional(z.number()),
  /** Where the screen sits in the picture, as pixel coordinates. */
  screen: z.optional(z.array(z.number())),
});

/** The device model of a device configuration: maker, screen, memory, processor. */
export const DeviceModel = model({
  /** The model's marketing name, e.g. `Galaxy S9`. */
  name: z.optional(z.string()),
  /** Who makes the device. */
  manufacturer: z.optional(z.string()),
  /** The model identifier, e.g. `SM-G960F`. */
  model: z.optional(z.string()),
  /** The platform, e.g. `ios` or `android`. */
  platform: z.optional(z.string()),
  /** Form factor, e.g. `phone` or `tablet`. */
  formFactor: z.optional(z.string()),
  /** When the model came out. */
  releaseDate: z.optional(z.string()),
  /** How many devices of this model the test cloud has. */
  availabilityCount: z.optional(z.number()),
  /** How the device's screen is rotated, as the test cloud reports it. */
  screenRotation: z.optional(z.number()),
  /** The processor: cores, frequency and name. */
  cpu: z.optional(
    model({
      /** Number of cores. */
      core: z.optional(z.string()),
      /** Clock frequency, e.g. `2.3 GHz`. */
      frequency: z.optional(z.string()),
      /** The processor's name. */
      text: z.optional(z.string()),
    }),
  ),
  /** Memory size, formatted for people (e.g. `4 GB`). */
  memory: z.optional(
    model({
      /** Memory size, formatted for people (e.g. `4 GB`). */
      formattedSize: z.optional(z.string()),
    }),
  ),
  /** Screen resolution in pixels (width, height) and pixel density. */
  resolution: z.optional(
    model({
      /** Width in pixels. */
      width: z.optional(z.string()),
      /** Height in pixels. */
      height: z.optional(z.string()),
      /** Pixel density, in pixels per inch. */
      ppi: z.optional(z.string()),
    }),
  ),
  /** Screen diagonal, in centimetres and in inches. */
  screenSize: z.optional(
    model({
      /** Screen diagonal in centimetres. */
      cm: z.optional(z.string()),
      /** Screen diagonal in inches. */
      in: z.optional(z.string()),
    }),
  ),
  /** The device's physical size. */
  dimensions: z.optional(
    model({
      /** The device's width. */
      width: z.optional(z.unknown()),
      /** The device's height. */
      height: z.optional(z.unknown()),
      /** The device's depth. */
      depth: z.optional(z.unknown()),
    }),
  ),
  /** Device frame pictures for showing screenshots, in full and grid sizes. */
  deviceFrame: z.optional(
    model({
      /** The frame at full size. */
      full: z.optional(size),
      /** The frame at grid (thumbnail) size. */
      grid: z.optional(size),
    }),
  ),
});
/** The device model of a device configuration. */
export type DeviceModel = z.infer<typeof DeviceModel>;

/** A device a test can run on: a model with an OS version (`id` is what a device selection lists). */
export const DeviceConfiguration = model({
  /** The device configuration's id (a UUID), as `DeviceList.devices` takes it. */
  id: z.optional(z.string()),
  /** Model and operating system version together, e.g. `Google Pixel 3 (9)`. */
  name: z.optional(z.string()),
  /** Operating system version, e.g. `12.1`. */
  os: z.optional(z.string()),
  /** Operating system name with version, e.g. `iOS 12.1`. */
  osName: z.optional(z.string()),
  /** Price tier of the device. */
  tier: z.optional(z.number()),
  /** Share of the market the configuration has, in percent. */
  marketShare: z.optional(z.number()),
  /** Pictures of the device, in full and thumbnail sizes. */
  image: z.optional(
    model({
      /** URL of the full-size picture. */
      full: z.optional(z.string()),
      /** URL of the thumbnail picture. */
      thumb: z.optional(z.string()),
    }),
  ),
  /** The device model. */
  model: z.optional(DeviceModel),
});
/** A device a test can run on. */
export type DeviceConfiguration = z.infer<typeof DeviceConfiguration>;

/** Body of `testDevices.createSelection`: device configuration ids. */
export const DeviceList = model({
  /** Ids of the device configurations to select (at least one). */
  devices: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
/** Body of `testDevices.createSelection`. */
export type DeviceList = z.input<typeof DeviceList>;

/** A device selection: the short id `testRuns.start` takes as `device_selection`. */
export const DeviceSelection = model({
  /** The selection's short id, as `testRuns.start` takes it. */
  shortId: z.string(),
});
/** A device selection. */
export type DeviceSelection = z.infer<typeof DeviceSelection>;

/** A device of a device set, in short. */
export const DeviceSetConfiguration = model({
  /** The device configuration's id (a UUID). */
  id: z.optional(z.string()),
  /** Operating system version, e.g. `12.1`. */
  os: z.optional(z.string()),
  /** Operating system name with version, e.g. `iOS 12.1`. */
  osName: z.optional(z.string()),
  /** A thumbnail picture of the device. */
  image: z.optional(
    model({
      /** URL of the thumbnail picture. */
      thumb: z.optional(z.string()),
    }),
  ),
  /** The device model. */
  model: z.optional(
    model({
      /** The model's marketing name. */
      name: z.optional(z.string()),
      /** Who makes the device. */
      manufacturer: z.optional(z.string()),
      /** Form factor, e.g. `phone` or `tablet`. */
      formFactor: z.optional(z.string()),
      /** When the model came out. */
      releaseDate: z.optional(z.string()),
    }),
  ),
});
/** A device of a device set, in short. */
export type DeviceSetConfiguration = z.infer<typeof DeviceSetConfiguration>;

/** Who a device set belongs to: a user or an organisation. */
export const DeviceSetOwner = model({
  /** The owning account's id. */
  id: z.string(),
  /** The owning account's name. */
  name: z.string(),
  /** Kind of account: `user` or `org`. */
  type: z.string(),
  /** The owning account's display name. */
  displayName: z.optional(z.string()),
});
/** Who a device set belongs to. */
export type DeviceSetOwner = z.infer<typeof DeviceSetOwner>;

/** A named, kept list of devices to test on, of the app's owner or of the user. */
export const DeviceSet = model({
  /** The device set's id. */
  id: z.string(),
  /** The device set's name. */
  name: z.string(),
  /** The device set's slug, used in paths. */
  slug: z.optional(z.string()),
  /** The user or organisation that owns the set. */
  owner: DeviceSetOwner,
  /** The device configurations in the set. */
  deviceConfigurations: z.array(DeviceSetConfiguration),
  /** How many makers the set's devices come from. */
  manufacturerCount: z.optional(z.number()),
  /** How many operating system versions the set holds. */
  osVersionCount: z.optional(z.number()),
});
/** A named, kept list of devices to test on. */
export type DeviceSet = z.infer<typeof DeviceSet>;

/** Body of the device set creations and updates: its name and device configuration ids. */
export const DeviceSetInput = model({
  /** The device set's name (not empty). */
  name: z.string().check(z.minLength(1)),
  /** Ids of the device configurations in the set. */
  devices: z.array(z.string().check(z.minLength(1))),
});
/** Body of the device set creations and updates. */
export type DeviceSetInput = z.input<typeof DeviceSetInput>;
