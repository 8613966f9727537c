/**
 * App version ranges of over-the-air releases (`target_binary_range`), as the service reads them: semver
 * versions (`2.0.1`; a missing part is 0, a pre-release or build suffix is ignored), wildcards (`2.0.x`, `2.*`,
 * `*`), caret and tilde ranges (`^2.1.0`, `~2.1`), comparators joined by spaces (`>=1.0.0 <2.0.0`), hyphen
 * ranges (`1.0 - 2.0`) and alternatives (`1.x || 3.x`).
 */

type Version = readonly [number, number, number];
type Bound = { readonly op: '>=' | '<' | '<=' | '>'; readonly version: Version };

const partial = /^v?=?\s*(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+].*)?$/;

/** A full version (`1.2.3`, `1.2`, `1`), or `undefined` when `text` is none. */
export function parseVersion(text: string): Version | undefined {
  const match = partial.exec(text.trim());
  if (!match || [match[1], match[2], match[3]].some((part) => part !== undefined && !/^\d+$/.test(part))) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Negative, zero or positive as `a` is lower than, equal to or higher than `b`. */
export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The numbers given of a partial version (`2.x` gives `[2]`); `undefined` when it is not one. */
function numbersOf(text: string): number[] | undefined {
  const match = partial.exec(text.trim());
  if (!match) return undefined;
  const parts: number[] = [];
  for (const part of [match[1], match[2], match[3]]) {
    if (part === undefined || !/^\d+$/.test(part)) break;
    parts.push(Number(part));
  }
  return parts;
}

const full = (parts: number[]): Version => [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
/** The first version after every version starting with `parts` (`[1, 2]` gives 1.3.0). */
const after = (parts: number[]): Version => {
  const bumped = [...parts];
  bumped[bumped.length - 1]! += 1;
  return full(bumped);
};

/** The bounds of one comparator, or `undefined` when it is not one. */
function boundsOf(comparator: string): Bound[] | undefined {
  const match = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator)!;
  const op = match[1] ?? '=';
  const parts = numbersOf(match[2]!);
  if (parts === undefined) return undefined;
  if (parts.length === 0) return op === '<' || op === '>' ? [{ op: '<', version: [0, 0, 0] }] : [];
  const low: Bound = { op: '>=', version: full(parts) };
  switch (op) {
    case '=':
      return parts.length === 3 ? [low, { op: '<=', version: full(parts) }] : [low, { op: '<', version: after(parts) }];
    case '>=':
      return [low];
    case '>':
      return parts.length === 3 ? [{ op: '>', version: full(parts) }] : [{ op: '>=', version: after(parts) }];
    case '<':
      return [{ op: '<', version: full(parts) }];
    case '<=':
      return parts.length === 3 ? [{ op: '<=', version: full(parts) }] : [{ op: '<', version: after(parts) }];
    case '~':
      return [low, { op: '<', version: after(parts.slice(0, Math.min(parts.length, 2))) }];
    default: {
      // `^`: the left-most non-zero part may not change.
      const significant = parts.findIndex((part) => part !== 0);
      const keep = significant === -1 ? parts.length : significant + 1;
      return [low, { op: '<', version: after(parts.slice(0, keep)) }];
    }
  }
}

/** The alternatives of a range, each a list of bounds, or `undefined` when `range` is not one. */
function parseRange(range: string): Bound[][] | undefined {
  const sets: Bound[][] = [];
  for (const alternative of range.split('||')) {
    const text = alternative.trim();
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    const comparators = hyphen ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`] : text === '' ? ['*'] : text.replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/);
    const bounds: Bound[] = [];
    for (const comparator of comparators) {
      const found = boundsOf(comparator);
      if (!found) return undefined;
      bounds.push(...found);
    }
    sets.push(bounds);
  }
  return sets;
}

/** Whether `range` is a version range the service takes. */
export function isVersionRange(range: string): boolean {
  return range.trim() !== '' && parseRange(range) !== undefined;
}

const holds = (version: Version, bound: Bound) => {
  const order = compareVersions(version, bound.version);
  return bound.op === '>=' ? order >= 0 : bound.op === '>' ? order > 0 : bound.op === '<' ? order < 0 : order <= 0;
};

/** Whether the app version `version` is in `range`; a version or range that cannot be read is not. */
export function inVersionRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  const sets = parseRange(range);
  if (!parsed || !sets) return false;
  return sets.some((bounds) => bounds.every((bound) => holds(parsed, bound)));
}

/** Whether every version of `range` is higher than `version` (the device needs a newer app for it). */
export function rangeAbove(range: string, version: string): boolean {
  const parsed = parseVersion(version);
  const sets = parseRange(range);
  if (!parsed || !sets) return false;
  return sets.every((bounds) => bounds.some((bound) => (bound.op === '>=' ? compareVersions(parsed, bound.version) < 0 : bound.op === '>' && compareVersions(parsed, bound.version) <= 0)));
}
