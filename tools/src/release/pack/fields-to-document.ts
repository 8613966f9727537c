/**
 * The nested input fields and result fields that still show no documentation on hover, by package, each named as
 * the hover check names it (`group.method({ body.deal.name })`, `group.method → deal.targeting`). The pack check
 * lists them apart instead of failing on them; a field documented since is no longer on it once the list is
 * written anew. Every package but these has each field documented.
 */
export const fieldsToDocument: ReadonlyMap<string, ReadonlySet<string>> = new Map([['@org/app-lifecycle', new Set<string>([])]]);
