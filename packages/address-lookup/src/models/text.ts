import type { UnknownEnumValue } from '@org/http-core';
import * as z from '@org/http-core/light';

/**
 * One string schema for the text fields of the answers a browser page reads most (addresses, suggestions): a schema
 * keeps nothing of the field it checks, so fields and models share it, and a page builds one instead of one a field.
 */
export const text = z.string();

/**
 * A string enum of an answer, typed by its values `V` as `openEnum<V>()` types it and checked by {@link text}: an
 * enum only answers hold has no list of values (no fake checks it), so at run time it is a string like any other.
 */
export type AnswerEnum<V extends readonly string[]> = z.LightType<V[number] | UnknownEnumValue>;
