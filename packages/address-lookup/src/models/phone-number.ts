import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const text = z.nullable(z.string());

/** A network a number belongs to (or was first issued by). */
export const Carrier = model({
  /** The network's code; `null` when unknown. */
  network_code: text,
  /** The network's name; `null` when unknown. */
  name: text,
  /** The network's country; `null` when unknown. */
  country: text,
  /** The kind of line, e.g. `mobile` or `landline`; `null` when unknown. */
  network_type: z.nullable(openEnum<['mobile', 'landline', 'landline_premium', 'landline_tollfree', 'virtual', 'unknown', 'pager']>()),
});
/** A phone network. */
export type Carrier = z.infer<typeof Carrier>;

/** The verdict on a phone number. For an invalid number `valid` is `false` and every other field is `null`. */
export const PhoneNumberCheck = model({
  /** Whether the number is valid; when `false` every other field is `null`. */
  valid: z.boolean(),
  /** The number as written in its country. */
  national_format: text,
  /** The number in international format, e.g. `+442071234567`. */
  international_format: text,
  /** ISO 3166-1 alpha-3 code of the number's country. */
  iso_country: text,
  /** ISO 3166-1 alpha-2 code of the number's country. */
  iso_country_2: text,
  /** The number's country. */
  country: text,
  /** The network the number belongs to now; `null` when unknown. */
  current_carrier: z.nullable(Carrier),
  /** The network that first issued the number; `null` when unknown. */
  original_carrier: z.nullable(Carrier),
});
/** The verdict on a phone number. */
export type PhoneNumberCheck = z.infer<typeof PhoneNumberCheck>;
