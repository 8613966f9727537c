/**
 * JSON with 64-bit integers kept exact. `JSON.parse` turns every number into a double, so an id such as
 * `9007199254740993` silently becomes `9007199254740992`. The functions here rewrite integers beyond
 * `Number.MAX_SAFE_INTEGER` into strings before parsing, so that not a digit is lost.
 */

/** A number literal from its first character on; an integer when nothing follows its digits. */
const numberAt = /[-\d][\d.eE+-]*/y;

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
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') {
      // a string: skip to its closing quote, honouring escapes
      while (++index < text.length && text[index] !== '"') if (text[index] === '\\') index++;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      numberAt.lastIndex = index;
      const literal = numberAt.exec(text)![0];
      if (literal.length > 15 && /^[-\d]\d*$/.test(literal) && !Number.isSafeInteger(Number(literal))) {
        out += `${text.slice(copied, index)}"${literal}"`;
        copied = index + literal.length;
      }
      index += literal.length - 1;
    }
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
