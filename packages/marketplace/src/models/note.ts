import { boundedString, model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { BuyerSellerRole } from './buyer-seller-role.js';

/** A note on a proposal, from the buyer or the seller. */
export const Note = model({
  /** The text, up to 1024 characters. */
  note: z.optional(z.string()),
  /** Output only. RFC 3339. */
  createTime: z.optional(z.string()),
  /** Output only. Who wrote it. */
  creatorRole: z.optional(BuyerSellerRole),
});
export type Note = z.infer<typeof Note>;

/** Body of adding a note: the text, 1 to 1024 characters. */
export const AddNoteRequest = model({
  /** The note to add. */
  note: model({
    /** The text, 1 to 1024 characters. */
    note: boundedString(1024),
  }),
});
export type AddNoteRequest = z.input<typeof AddNoteRequest>;
