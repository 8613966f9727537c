/**
 * Field masks (`updateMask`): the comma-separated paths of the fields an update changes.
 */
import * as z from 'zod/mini';

/** Options of {@link fieldMask}. */
export interface FieldMaskOptions {
  /**
   * Paths whose value is replaced as a whole even when it is an object (maps such as `labels`, or messages the
   * service only accepts whole). Default: none, so nested objects contribute their leaf paths.
   */
  readonly whole?: readonly string[];
}

/**
 * Lists the paths set in a partial resource, for an `updateMask` that changes exactly those fields.
 * Nested plain objects contribute `parent.child` paths; arrays, `null` and other values are leaves; fields
 * whose value is `undefined` are skipped.
 *
 * @example
 * ```ts
 * fieldMask({ displayName: 'Deal', flightStartTime: '2026-01-01T00:00:00Z' }); // 'displayName,flightStartTime'
 * fieldMask({ pausingInfo: { reason: 'budget' } });                               // 'pausingInfo.reason'
 * fieldMask({ labels: { env: 'prod' } }, { whole: ['labels'] });                   // 'labels'
 * ```
 */
export function fieldMask(patch: object, options: FieldMaskOptions = {}): string {
  const whole = new Set(options.whole ?? []);
  const paths: string[] = [];
  const walk = (value: object, prefix: string): void => {
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined) continue;
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (isPlainObject(child) && !whole.has(path) && Object.keys(child).length > 0) walk(child, path);
      else paths.push(path);
    }
  };
  walk(patch, '');
  return paths.join(',');
}

const fieldPath = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$|^\*$/;

/** @internal Whether `mask` is empty or comma-separated dotted field paths (or `*`): the check of {@link fieldMaskParam}. */
export const isFieldMask = (mask: string): boolean => mask === '' || mask.split(',').every((path) => fieldPath.test(path));

/** @internal How {@link fieldMaskParam} refuses a mask. */
export const FIELD_MASK_MESSAGE = 'must be comma-separated field paths such as displayName,pausingInfo.reason';

/** @internal A mask given as paths, as one comma-separated value. */
export const joinFieldMask = (value: string | readonly string[]): string => (typeof value === 'string' ? value : value.join(','));

/**
 * Schema of an `updateMask` parameter: a comma-separated string or an array of paths, each a dotted field
 * path (or `*`); sent as one comma-separated value.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fieldMaskParam(): z.ZodMiniType<string, string | readonly string[]> {
  return z.pipe(
    z.union([z.string(), z.readonly(z.array(z.string()))]),
    z.pipe(
      z.transform(joinFieldMask),
      z.string().check(z.refine(isFieldMask, FIELD_MASK_MESSAGE)),
    ),
  ) as unknown as z.ZodMiniType<string, string | readonly string[]>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
