import { int64, integer, model, openEnum, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** An amount of money: whole `units` (a 64-bit integer, carried as a string) plus `nanos` (10⁻⁹ units). */
export const Money = model({
  /** ISO 4217 code, e.g. `USD`. */
  currencyCode: z.optional(z.string().check(plainCheck((code: string) => [...code].length === 3, 'must be a three-letter ISO 4217 code'))),
  /** Whole units; a 64-bit integer as a decimal string. */
  units: z.optional(int64()),
  /** Billionths of a unit, between -999 999 999 and 999 999 999, with the sign of `units`. */
  nanos: z.optional(integer(-999_999_999, 999_999_999)),
});
export type Money = z.infer<typeof Money>;

/** How a deal is priced: per thousand impressions (`CPM`) or per day (`CPD`). */
export const PriceType = openEnum(['TYPE_UNSPECIFIED', 'CPM', 'CPD']);
export type PriceType = z.infer<typeof PriceType>;

/** A price: a pricing type and an amount. */
export const Price = model({
  /** Per thousand impressions (`CPM`) or per day (`CPD`). */
  type: z.optional(PriceType),
  /** The amount per unit of `type`. */
  amount: z.optional(Money),
});
export type Price = z.infer<typeof Price>;
