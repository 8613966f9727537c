import * as z from '@org/http-core/zod';

/** A point in time: a `Date` or epoch milliseconds; sent as epoch milliseconds. */
export const epochMillis = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.union([/* @__PURE__ */ z.date(), /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0))]),
  /* @__PURE__ */ z.transform((value: Date | number) => (value instanceof Date ? value.getTime() : value)),
);

/** Start of a reporting range (`start`), epoch milliseconds on the wire. */
export const rangeStart = { schema: /* @__PURE__ */ z.optional(epochMillis), name: 'start', description: 'Start of the range (a Date or epoch ms).' } as const;

/** End of a reporting range (`end`), epoch milliseconds on the wire. */
export const rangeEnd = { schema: /* @__PURE__ */ z.optional(epochMillis), name: 'end', description: 'End of the range (a Date or epoch ms); default now.' } as const;
