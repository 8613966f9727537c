/**
 * The nested input fields and result fields that still show no documentation on hover, by package, each named as
 * the hover check names it (`group.method({ body.deal.name })`, `group.method → deal.targeting`): the pack check
 * lists them apart instead of failing on them. One is left: `organizations.setAvatar`'s `body.avatar` has its TSDoc
 * in `AvatarUpload`, and the same field of `apps.setAvatar`, of the same type, shows it, but the language service
 * shows none on this one.
 */
export const fieldsToDocument: ReadonlyMap<string, ReadonlySet<string>> = new Map([['@org/app-lifecycle', new Set(['organizations.setAvatar({ body.avatar })'])]]);
