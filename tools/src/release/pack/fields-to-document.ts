/**
 * The nested input fields and result fields that may still show no documentation on hover, by package, each named
 * as the hover check names it (`group.method({ body.deal.name })`, `group.method → deal.targeting`): the pack check
 * lists them apart instead of failing on them. Empty: every package documents each field; a package adding fields
 * without TSDoc fails the check unless it names them here.
 */
export const fieldsToDocument: ReadonlyMap<string, ReadonlySet<string>> = new Map();
