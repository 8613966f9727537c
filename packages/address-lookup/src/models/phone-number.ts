import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

const text = z.nullable(z.string());

/** A network a number belongs to (or was first issued by). */
export const Carrier = model({
  network_code: text,
  name: text,
  country: text,
  network_type: z.nullable(openEnum(['mobile', 'landline', 'landline_premium', 'landline_tollfree', 'virtual', 'unknown', 'pager'])),
});
/** A phone network. */
export type Carrier = z.infer<typeof Carrier>;

/** The verdict on a phone number. For an invalid number `valid` is `false` and every other field is `null`. */
export const PhoneNumberCheck = model({
  valid: z.boolean(),
  national_format: text,
  international_format: text,
  iso_country: text,
  iso_country_2: text,
  country: text,
  current_carrier: z.nullable(Carrier),
  original_carrier: z.nullable(Carrier),
});
/** The verdict on a phone number. */
export type PhoneNumberCheck = z.infer<typeof PhoneNumberCheck>;
