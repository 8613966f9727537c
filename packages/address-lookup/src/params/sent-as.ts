/** What a check of a parameter's value is handed: zod's parse payload, of which it reads and writes these. */
export interface ParamPayload {
  value: unknown;
  readonly issues: readonly unknown[];
  aborted?: boolean;
}

/**
 * The last check of a parameter's value whose form is not its wire form (a circle, a box, a list of tags, a flag): a
 * value refused by the checks before it stops there, as the left side of a pipe stops (so a union of the wire text and
 * the form reports the form among those the value may take), and a value taken is sent as `wire` writes it. Written
 * `schema.check(sentAs(wire))`, it checks and gives what `z.pipe(schema, z.transform(wire))` does, with the same
 * issues, without bringing the pipe and transform kinds of schema to every page that binds the operation. Zod's
 * `check` hands a function the same payload, so a zod schema holding it gives the same too.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sentAs<T>(wire: (value: T) => unknown): (payload: ParamPayload) => void {
  return (payload) => {
    if (payload.issues.length !== 0) payload.aborted = true;
    else payload.value = wire(payload.value as T);
  };
}
