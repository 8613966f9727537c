/**
 * What the error searches understand: `q`, text found (case-insensitively) in an error's exception type,
 * message, class, method or file, its device or its user; `filter`, comparisons of an error's fields with
 * values joined by `and` (`osVersion eq '14' and exceptionType ne 'SIGSEGV'`), the syntax audiences use.
 * An unknown field or another syntax answers 400.
 */
import { parseDefinition, type Clause } from './audience-definition.js';
import type { StoredError } from './records.js';

/** The fields of an error a search can filter and sort on. */
export function searchFields(error: StoredError): Readonly<Record<string, string>> {
  const { details, cause } = error;
  return {
    errorId: details.errorId,
    errorGroupId: error.errorGroupId,
    errorType: error.errorType,
    timestamp: details.timestamp,
    appVersion: error.appVersion,
    appBuild: error.appBuild,
    exceptionType: cause.type,
    exceptionClassName: cause.className,
    exceptionMethod: cause.method,
    exceptionMessage: cause.message,
    exceptionFile: cause.file ?? '',
    exceptionLine: cause.line === undefined ? '' : String(cause.line),
    deviceName: details.deviceName ?? '',
    osType: details.osType ?? '',
    osVersion: details.osVersion ?? '',
    country: details.country ?? '',
    language: details.language ?? '',
    userId: details.userId ?? '',
  };
}

const knownFields = new Set(Object.keys(searchFields({ details: { errorId: '', timestamp: '' }, cause: {} } as StoredError)));
const textFields = ['exceptionType', 'exceptionMessage', 'exceptionClassName', 'exceptionMethod', 'exceptionFile', 'deviceName', 'userId'];

/** A test of errors from a request's `q` and `filter` (400 for a filter the fake cannot read). */
export function errorMatcher(query: URLSearchParams): (error: StoredError) => boolean {
  const filter = query.get('filter');
  const clauses: Clause[] = filter === null || filter.trim() === '' ? [] : parseDefinition(filter, knownFields, 'the filter');
  const text = query.get('q')?.trim().toLowerCase() ?? '';
  return (error) => {
    const fields = searchFields(error);
    if (!clauses.every((c) => (fields[c.property] === c.value) !== c.negate)) return false;
    return text === '' || textFields.some((name) => fields[name]!.toLowerCase().includes(text));
  };
}
