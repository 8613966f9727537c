import { openEnum } from '@org/http-core';
import type * as z from '@org/http-core/zod';

/** The kind of deal a proposal negotiates. */
export const DealType = openEnum(['DEAL_TYPE_UNSPECIFIED', 'PREFERRED_DEAL', 'PRIVATE_AUCTION', 'PROGRAMMATIC_GUARANTEED']);
export type DealType = z.infer<typeof DealType>;
