import * as z from '@org/http-core/light';

/**
 * One group id or a list of them (`groupStats.list`'s `groupId`, repeated on the wire), each text that is not
 * empty, given as it is: what a union of a non-empty string and an array of them takes, checked by one transform so
 * that a page does not carry the union kind for one parameter. The refusals are worded as the union's were (`must
 * not be empty`, `must be a string or an array`), except that an item of a list that is not text is named at its
 * place in the list (`must be a string`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function groupIds(): z.LightType<string | string[]> {
  return z.transform((value: unknown, payload) => {
    const list = Array.isArray(value);
    (list ? value : [value]).forEach((id: unknown, index) => {
      const message = id === '' ? 'must not be empty' : typeof id === 'string' ? '' : list ? 'must be a string' : 'must be a string or an array';
      if (message) payload.issues.push({ code: 'custom', message, input: id, path: list ? [index] : [] });
    });
    return value;
  }) as unknown as z.LightType<string | string[]>;
}
