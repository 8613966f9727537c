import * as z from '@org/http-core/light';

/** True for a valid `Date` or a whole number of milliseconds from 0 up (the numbers zod's integers take). */
const isDateOrMillis = (value: unknown): boolean =>
  value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * A point in time: a `Date` or epoch milliseconds; sent as epoch milliseconds. Checked by one function: a union of a
 * date schema and a whole number would bring both to the page, for the same refusals.
 */
export const epochMillis = z.pipe(
  z.custom<Date | number>(isDateOrMillis, 'must be a Date or epoch milliseconds (a whole number of at least 0)'),
  z.transform((value: Date | number) => (value instanceof Date ? value.getTime() : value)),
);

/** Start of a reporting range (`start`), epoch milliseconds on the wire. */
export const rangeStart = { schema: z.optional(epochMillis), name: 'start', description: 'Start of the range (a Date or epoch ms).' } as const;

/** End of a reporting range (`end`), epoch milliseconds on the wire. */
export const rangeEnd = { schema: z.optional(epochMillis), name: 'end', description: 'End of the range (a Date or epoch ms); default now.' } as const;
