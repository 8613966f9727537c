import * as z from '@org/http-core/zod';
import { wholeNumber } from './number-checks.js';

/** A point in time: a `Date` or epoch milliseconds; sent as epoch milliseconds. */
export const epochMillis = z.pipe(
  z.union([z.date(), wholeNumber(0)]),
  z.transform((value: Date | number) => (value instanceof Date ? value.getTime() : value)),
);

/** Start of a reporting range (`start`), epoch milliseconds on the wire. */
export const rangeStart = { schema: z.optional(epochMillis), name: 'start', description: 'Start of the range (a Date or epoch ms).' } as const;

/** End of a reporting range (`end`), epoch milliseconds on the wire. */
export const rangeEnd = { schema: z.optional(epochMillis), name: 'end', description: 'End of the range (a Date or epoch ms); default now.' } as const;
