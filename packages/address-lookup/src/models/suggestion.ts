import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { text } from './text.js';

/**
 * One autocomplete suggestion. Show `suggestion` as it is (its wording may change without notice) and
 * resolve `id` to the full address. UK suggestions also carry the `udprn` (and `umprn` for flats).
 */
export const AddressSuggestion = model({
  /** The id to resolve the suggestion to a full address. */
  id: text,
  /** The address in one line, to show as it is. */
  suggestion: text,
  /** Unique Delivery Point Reference Number, for a UK address. */
  udprn: z.optional(z.number()),
  /** Multiple-residence id, for a flat inside a UK delivery point. */
  umprn: z.optional(z.number()),
  /** Paths that resolve the suggestion, by id kind. */
  urls: model({
    /** The path resolving the suggestion by its `udprn`. */
    udprn: z.optional(text),
    /** The path resolving the suggestion by its `umprn`. */
    umprn: z.optional(text),
  }),
});
/** One autocomplete suggestion. */
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** Suggestions for a partial address, best first. */
export const AddressSuggestions = model({
  /** The suggestions, best first. */
  hits: z.array(AddressSuggestion),
});
/** Suggestions for a partial address. */
export type AddressSuggestions = z.infer<typeof AddressSuggestions>;
