/**
 * JSON with 64-bit integers kept exact. `JSON.parse` turns every number into a double, so an id such as
 * `9007199254740993` silently becomes `9007199254740992`. The functions here rewrite integers beyond
 * `Number.MAX_SAFE_INTEGER` into strings before parsing, so that not a digit is lost.
 */

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Returns `text` with every integer literal outside the safe range (±2^53 - 1) wrapped in quotes. Strings,
 * safe integers and numbers with a fraction or exponent are left as they are. The input must be JSON; the
 * output is JSON too.
 *
 * @example
 * ```ts
 * quoteUnsafeIntegers('{"id":9007199254740993,"n":5}'); // '{"id":"9007199254740993","n":5}'
 * ```
 */
export function quoteUnsafeIntegers(text: string): string {
  let out = '';
  let copied = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 34) {
      // a string: skip to its closing quote, honouring escapes
      index++;
      while (index < text.length) {
        const inner = text.charCodeAt(index);
        if (inner === 92) index += 2;
        else if (inner === 34) break;
        else index++;
      }
      index++;
      continue;
    }
    if (code === 45 || isDigit(code)) {
      const start = index;
      index++;
      while (index < text.length && isDigit(text.charCodeAt(index))) index++;
      let integer = true;
      while (index < text.length && /[.eE+\-\d]/.test(text[index]!)) {
        integer = false;
        index++;
      }
      const literal = text.slice(start, index);
      if (integer && literal.length > 15 && !Number.isSafeInteger(Number(literal))) {
        out += `${text.slice(copied, start)}"${literal}"`;
        copied = index;
      }
      continue;
    }
    index++;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * `JSON.parse` that keeps integers beyond the safe range exact, as decimal strings. A service whose answers
 * carry 64-bit integers (ids, revisions) declares it as its `parseJson`, so the engine decodes every JSON answer
 * with it (successes and error bodies alike, whatever their content type), after reading the body within
 * `maxResponseBytes`.
 */
export function losslessJsonParse(text: string): unknown {
  return JSON.parse(quoteUnsafeIntegers(text));
}
