/**
 * TypeScript code blocks of a README. A block may be preceded by an HTML comment (invisible once rendered)
 * whose code is put before the block when it is checked or run:
 *
 *     <!-- prelude: declare const subscriptionId: string; -->
 *     ```ts
 *     const scope = subscriptionScope(subscriptionId);
 *     ```
 *
 * The prelude may span several lines and may import or create what the block uses (a client, a fake).
 *
 * A `<!-- declarations: ... -->` comment anywhere in the README declares, for type-checking only, what every
 * block may use without showing it (`declare const client: import('@org/webhooks').WebhooksClient;`). A block
 * that declares or imports the same name itself uses its own.
 */

/** A ```ts (or ```typescript) block. */
export interface CodeBlock {
  /** 1-based line of the block's first line of code in the README. */
  readonly line: number;
  readonly code: string;
  /** The code of the `<!-- prelude: ... -->` comment right before the block, if any. */
  readonly prelude?: string;
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*(ts|typescript)\s*$/;

/** Every TypeScript block of `markdown`, in order. */
export function extractTsBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let fence: string | undefined;
  let anyFence: string | undefined;
  let start = 0;
  let prelude: string | undefined;
  let pendingPrelude: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (fence !== undefined) {
      if (line.trim() === fence) {
        blocks.push({ line: start + 1, code: lines.slice(start, index).join('\n'), ...(prelude === undefined ? {} : { prelude }) });
        fence = undefined;
      }
      continue;
    }
    if (anyFence !== undefined) {
      if (line.trim().startsWith(anyFence)) anyFence = undefined;
      continue;
    }
    const open = fenceOpen.exec(line);
    if (open) {
      fence = open[2]!;
      start = index + 1;
      prelude = pendingPrelude;
      pendingPrelude = undefined;
      continue;
    }
    const other = /^\s*(`{3,}|~{3,})/.exec(line);
    if (other) {
      anyFence = other[1]!;
      pendingPrelude = undefined;
      continue;
    }
    const comment = /^\s*<!--\s*prelude:/.exec(line);
    if (comment) {
      const end = lines.findIndex((text, at) => at >= index && text.includes('-->'));
      if (end === -1) throw new Error(`line ${index + 1}: a prelude comment without -->`);
      const text = lines.slice(index, end + 1).join('\n');
      pendingPrelude = text.replace(/^\s*<!--\s*prelude:/, '').replace(/-->\s*$/, '').trim();
      index = end;
      continue;
    }
    if (line.trim() !== '') pendingPrelude = undefined;
  }
  if (fence !== undefined) throw new Error(`line ${start}: a code block that is never closed`);
  return blocks;
}

/** The code of the README's `<!-- declarations: ... -->` comments, with the line of the first one. */
export interface ReadmeDeclarations {
  readonly line: number;
  readonly code: string;
}

/** The README-wide declarations of `markdown`, or undefined when it has none. */
export function extractDeclarations(markdown: string): ReadmeDeclarations | undefined {
  const found = [...markdown.matchAll(/<!--\s*declarations:([\s\S]*?)-->/g)];
  if (found.length === 0) return undefined;
  const line = markdown.slice(0, found[0]!.index).split('\n').length;
  return { line, code: found.map((match) => match[1]!.trim()).join('\n') };
}
