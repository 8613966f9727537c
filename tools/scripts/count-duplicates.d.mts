/** Whether a file with this text is generated: its first line is the generated banner (see `count-duplicates.mjs`). */
export function isGenerated(text: string): boolean;

/** The number of pairs in the output of `duplicates`; `undefined` when its first line gives none. */
export function pairCount(output: string): number | undefined;

/** The lines of `duplicates` output that say something was not read or paired. */
export function incompleteLines(output: string): string[];
