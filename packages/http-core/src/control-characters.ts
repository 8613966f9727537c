// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;
/** Half of a UTF-16 surrogate pair standing alone: not a character, so it has no UTF-8 form to send. */
const loneSurrogate = /\p{Cs}/u;
/** A character above U+00FF: a header value is sent as bytes, one per character, so it cannot hold one. */
// eslint-disable-next-line no-control-regex
const beyondLatin1 = /[^\u0000-\u00ff]/;

/** Whether `text` holds a control character (CR, LF, NUL, ...): such values could split a header or a path. */
export function hasControlCharacters(text: string): boolean {
  return controlCharacters.test(text);
}

/**
 * Whether `text` holds a lone surrogate: `encodeURIComponent` throws a `URIError` on one and `TextEncoder`
 * silently turns it into U+FFFD, so it can go neither in a URL nor in a body as given.
 */
export function hasLoneSurrogate(text: string): boolean {
  return loneSurrogate.test(text);
}

/** Whether `text` holds a character a header value cannot carry (above U+00FF); `fetch` throws a TypeError on one. */
export function hasNonLatin1(text: string): boolean {
  return beyondLatin1.test(text);
}
