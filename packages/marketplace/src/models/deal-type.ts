import { openEnum } from '@org/http-core';
import type * as z from 'zod/mini';

/** The kind of deal a proposal negotiates. */
export const DealType = openEnum(['DEAL_TYPE_UNSPECIFIED', 'PREFERRED_DEAL', 'PRIVATE_AUCTION', 'PROGRAMMATIC_GUARANTEED']);
export type DealType = z.infer<typeof DealType>;
