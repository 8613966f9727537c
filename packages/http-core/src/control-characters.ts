// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** Whether `text` holds a control character (CR, LF, NUL, ...): such values could split a header or a path. */
export function hasControlCharacters(text: string): boolean {
  return controlCharacters.test(text);
}
