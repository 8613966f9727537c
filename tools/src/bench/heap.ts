/**
 * Heap used after a full garbage collection, for memory figures that do not depend on when the collector
 * last ran.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** `global.gc` without starting node with `--expose-gc`. */
function gc(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

/** Heap used in bytes after two full collections. */
export async function heapAfterGc(): Promise<number> {
  const run = gc();
  for (let i = 0; i < 2; i++) {
    run();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}
