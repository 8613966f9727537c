/** The slug made from a title: lower case, words joined by `-`; a number is appended while `taken`. */
export function slugFor(title: string, taken: (slug: string) => boolean): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'untitled';
  let slug = base;
  for (let n = 1; taken(slug); n++) slug = `${base}-${n}`;
  return slug;
}
