import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Longest config name. */
export const MAX_CONFIG_NAME = 32;
/** Longest config payload. */
export const MAX_CONFIG_PAYLOAD = 4096;

const name = z.string().check(z.minLength(1), z.maxLength(MAX_CONFIG_NAME));
const payload = z.string().check(z.maxLength(MAX_CONFIG_PAYLOAD));

/** A named configuration stored with a key; `payload` is a serialised string (often JSON) read by front-end tools. */
export const KeyConfig = model({
  /** The config's name, unique among the configs of the key. */
  name: z.string(),
  /** The stored string, often JSON. */
  payload: z.string(),
  /** When the config was created (ISO 8601). */
  createdAt: z.string(),
  /** When the config last changed (ISO 8601). */
  updatedAt: z.string(),
});
/** A named configuration stored with a key. */
export type KeyConfig = z.infer<typeof KeyConfig>;

/** The configs of a key. */
export const KeyConfigList = model({
  /** The configs of the key. */
  configs: z.array(KeyConfig),
});
/** The configs of a key. */
export type KeyConfigList = z.infer<typeof KeyConfigList>;

/** A new config: a name (1-32 characters) and a payload (up to 4096 characters). */
export const NewKeyConfig = model({
  /** The config's name: 1 to 32 characters, unique among the configs of the key. */
  name,
  /** The string to store, often JSON: up to 4096 characters. */
  payload,
});
/** A new config. */
export type NewKeyConfig = z.input<typeof NewKeyConfig>;

/** A change to a config: its new payload. */
export const KeyConfigChange = model({
  /** The new string to store, often JSON: up to 4096 characters. */
  payload: z.optional(payload),
});
/** A change to a config. */
export type KeyConfigChange = z.input<typeof KeyConfigChange>;
