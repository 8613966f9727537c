import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { PartialUkAddress } from './uk-address.js';

/** One page of extracted addresses with the paging figures the service echoes back. */
export const AddressPage = model({
  /** The addresses of the page. */
  hits: z.array(PartialUkAddress),
  /** Matches in all pages. */
  total: z.number(),
  /** Addresses per page. */
  limit: z.number(),
  /** Zero-based page number. */
  page: z.number(),
});
/** One page of extracted addresses. */
export type AddressPage = z.infer<typeof AddressPage>;
