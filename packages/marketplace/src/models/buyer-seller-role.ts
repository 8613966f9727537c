import { openEnum } from '@org/http-core/light';
import type * as z from '@org/http-core/light';

/** Which side of a negotiation did something: the buyer or the seller. */
export const BuyerSellerRole = openEnum(['BUYER_SELLER_ROLE_UNSPECIFIED', 'BUYER', 'SELLER']);
export type BuyerSellerRole = z.infer<typeof BuyerSellerRole>;
