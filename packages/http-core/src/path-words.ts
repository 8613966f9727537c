/**
 * The sentences of a parameter's value refused before sending: a path parameter's that would change the request's
 * target (or is missing), a query value's that has no UTF-8 form. A call's refusal is worded with them on the error path (`refusal-words.ts`), so a page carries
 * their names only; `encodeSegment`, which a package calls outside any call, words its refusal at once. It
 * imports nothing, as the error path imports nothing the page has.
 */

/** What is wrong with a parameter's value, by name, given what fills the sentence. */
const pathProblems = {
  required: () => 'is required',
  type: (got: unknown) => `must be a string or a number, got ${String(got)}`,
  empty: () => 'must not be empty',
  slash: () => "must be a single path segment; '/' is not allowed",
  backslash: () => "must not contain '\\'",
  emptySegment: () => "must not contain an empty segment ('//')",
  long: (max: unknown) => `has a segment longer than ${String(max)} characters`,
  control: () => 'must not contain control characters (CR, LF, NUL, ...)',
  surrogate: () => 'must not contain a lone surrogate (half of a UTF-16 pair)',
  queryOrFragment: () => "must not contain '?' or '#'",
  dots: () => "must not be a '.' or '..' segment",
  encoded: () => "must not contain percent-encoded '/', '\\', '?', '#' or control characters",
};

/** @internal The name of a parameter value's problem. */
export type PathProblem = keyof typeof pathProblems;

/** @internal The sentence refusing the value of parameter `field` for `problem`, filled with `detail` (the type got, the longest segment). */
export function pathWords(field: string, problem: PathProblem, detail?: string | number): string {
  return `${field} ${pathProblems[problem](detail)}`;
}
