import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';
import { sentAs } from './sent-as.js';
import { nonEmptyString } from './string-checks.js';

/** Most tags one request may carry. */
export const MAX_TAGS = 3;

/** A tag: not empty, no comma (tags are sent comma-separated). */
const tag = nonEmptyString.check(plainCheck((text: string) => !text.includes(','), 'must not contain a comma'));

/** At most 3 tags, or nothing; an empty list sends nothing. */
const tagList = z.optional(
  z.array(tag).check(
    plainCheck((tags: string[]) => tags.length <= MAX_TAGS, `at most ${MAX_TAGS} tags`),
    sentAs((tags: string[]) => (tags.length === 0 ? undefined : tags)),
  ) as unknown as z.LightType<string[] | undefined, string[]>,
);

/**
 * Labels stored with a lookup in the key's history (at most 3, no commas), sent as `tags=a,b`. Only
 * operations that affect the balance declare it, which is how the fake tells those operations apart.
 */
export const lookupTags = {
  schema: tagList,
  name: 'tags',
  style: 'comma',
  description: 'Labels stored with the lookup in the key history (at most 3).',
} as const;

/** Tags to filter usage statistics by; a lookup counts when it carries every one of them. */
export const usageTags = {
  schema: tagList,
  name: 'tags',
  style: 'comma',
  description: 'Count only lookups carrying all of these tags (at most 3).',
} as const;
