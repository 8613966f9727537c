import type { Schema } from '@org/http-core';
import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { text } from './text.js';

/** The service's success code: every successful answer carries `code: 2000`. */
export const SUCCESS_CODE = 2000;

/** The envelope's `code`: one schema for every operation's envelope. */
const code = z.number();

/**
 * The body every JSON answer shares: a numeric `code` (2000 on success), a `message`, and the
 * `result`. Clients return `result` alone after checking `code`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function envelope<const R extends Schema>(result: R) {
  return model({
    /** `2000` on success. */
    code,
    /** What the code means, in words. */
    message: text,
    /** The data of the answer. */
    result,
  });
}

/** What a delete answers: how many things were removed. */
export const Deleted = model({
  /** How many things were removed. */
  deleted: z.number(),
});
/** What a delete answers: how many things were removed. */
export type Deleted = z.infer<typeof Deleted>;
