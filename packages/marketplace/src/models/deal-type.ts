import { openEnum } from '@org/http-core/light';
import type * as z from '@org/http-core/light';

/** The kind of deal a proposal negotiates. */
export const DealType = openEnum(['DEAL_TYPE_UNSPECIFIED', 'PREFERRED_DEAL', 'PRIVATE_AUCTION', 'PROGRAMMATIC_GUARANTEED']);
export type DealType = z.infer<typeof DealType>;
