/** Close postcodes for a 404 on an unknown one: common typing slips fixed first, then near spellings. */
import { squash } from './test-values.js';

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** Swaps letters and digits that look alike, in the places a UK postcode expects the other kind. */
function fixLookalikes(postcode: string): string {
  const text = squash(postcode);
  if (text.length < 5) return text;
  const inward = text.slice(-3);
  const fixedInward = inward[0]!.replace('O', '0').replace('I', '1') + inward.slice(1).replace(/0/g, 'O').replace(/1/g, 'I');
  return text.slice(0, -3) + fixedInward;
}

/** Up to five known postcodes close to `postcode`, nearest first; none when it is far from any. */
export function closePostcodes(postcode: string, known: readonly string[]): string[] {
  const wanted = fixLookalikes(postcode);
  return [...new Set(known)]
    .map((candidate) => ({ candidate, distance: editDistance(wanted, squash(candidate)) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 5)
    .map(({ candidate }) => candidate);
}
