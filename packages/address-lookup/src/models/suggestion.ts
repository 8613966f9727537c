import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/**
 * One autocomplete suggestion. Show `suggestion` as it is (its wording may change without notice) and
 * resolve `id` to the full address. UK suggestions also carry the `udprn` (and `umprn` for flats).
 */
export const AddressSuggestion = model({
  id: z.string(),
  suggestion: z.string(),
  udprn: z.optional(z.number()),
  umprn: z.optional(z.number()),
  urls: model({ udprn: z.optional(z.string()), umprn: z.optional(z.string()) }),
});
/** One autocomplete suggestion. */
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** Suggestions for a partial address, best first. */
export const AddressSuggestions = model({ hits: z.array(AddressSuggestion) });
/** Suggestions for a partial address. */
export type AddressSuggestions = z.infer<typeof AddressSuggestions>;
