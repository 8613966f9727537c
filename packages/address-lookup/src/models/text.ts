import type { UnknownEnumValue } from '@org/http-core';
import * as z from '@org/http-core/light';

/**
 * One string schema for the text fields of the answers a browser page reads most (addresses, suggestions): a schema
 * keeps nothing of the field it checks, so fields and models share it, and a page builds one instead of one a field.
 */
export const text = z.string();

/**
 * The type of a string field of an answer with documented values `V` (an address's `dataset`, `country_iso`,
 * ...): one of `V`, or a value the service adds later ({@link UnknownEnumValue}). It is what `openEnum<V>()` gives;
 * such a field is checked as text, as an enum only answers hold has no list of values to check.
 */
export type AnswerEnum<V extends readonly string[]> = z.LightType<V[number] | UnknownEnumValue>;
