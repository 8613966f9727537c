/** The slug the device tests derive from a name (a test series', a device set's): lower case, each run of other characters one `-`. */
export function testSlugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
