/** The name an own `__proto__` key goes by through a schema check (zod drops the key itself): between the caller's input and the JSON text, and between an answer's JSON and the data a call resolves to. */
export const PROTO_KEY = '__proto__\u0000own';

/** An issue path or message with the renamed `__proto__` key under its own name again. */
export function protoKeysShown(text: string): string {
  return text.includes(PROTO_KEY) ? text.split(PROTO_KEY).join('__proto__') : text;
}
